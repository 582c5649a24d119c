import type { ReactNode } from 'react';
import { Tabs as AntTabs } from 'antd';
import { AntdScope } from '../theme/AntdScope';

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
}

/**
 * Tab sets (Videos, Documentation, image manager) with arrow-key navigation between tabs. On
 * phones the tabs wrap onto several lines instead of hiding some behind antd's "more" button,
 * which sits inside the tablist and breaks its accessibility (axe: aria-required-children).
 */
export function Tabs({ items, activeKey, defaultActiveKey, onChange }: TabsProps) {
  return (
    <AntdScope>
      <AntTabs
        className="pe-tabs"
        activeKey={activeKey}
        defaultActiveKey={defaultActiveKey}
        onChange={onChange}
        items={items.map(({ key, label: tabLabel, content }) => ({
          key,
          label: tabLabel,
          children: content,
        }))}
      />
    </AntdScope>
  );
}
