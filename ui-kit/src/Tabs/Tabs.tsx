import type { ReactNode } from 'react';
import { Tabs as AntTabs } from 'antd';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Selected tab (controlled). */
  activeKey?: string;
  /** Initially selected tab when uncontrolled; defaults to the first. */
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Accessible name of the tab list, e.g. "Video categories". */
  label?: string;
}

/** Tab sets (Videos, Documentation, image manager) with arrow-key navigation between tabs. */
export function Tabs({ items, activeKey, defaultActiveKey, onChange, label }: TabsProps) {
  return (
    <AntTabs
      activeKey={activeKey}
      defaultActiveKey={defaultActiveKey}
      onChange={onChange}
      aria-label={label}
      items={items.map(({ key, label: tabLabel, content }) => ({
        key,
        label: tabLabel,
        children: content,
      }))}
    />
  );
}
