import { useState } from 'react';
import type { ReactNode } from 'react';
import { Collapse } from 'antd';
import { AntdScope } from '../theme/AntdScope';

export interface AccordionItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Open panel (controlled); `null` for none. */
  activeKey?: string | null;
  /** Initially open panel when uncontrolled. */
  defaultActiveKey?: string;
  onChange?: (key: string | null) => void;
}

/**
 * One panel open at a time; pressing the open panel's header closes it (collapsible).
 * antd's own `accordion` mode marks headers up as tabs, so single-open is enforced here and the
 * headers stay buttons with aria-expanded.
 */
export function Accordion({ items, activeKey, defaultActiveKey, onChange }: AccordionProps) {
  const [ownKey, setOwnKey] = useState<string | null>(defaultActiveKey ?? null);
  const openKey = activeKey === undefined ? ownKey : activeKey;
  return (
    <AntdScope>
      <Collapse
        activeKey={openKey === null ? [] : [openKey]}
        onChange={(keys) => {
          const list = (Array.isArray(keys) ? keys : [keys]).map(String);
          const next = list.find((key) => key !== openKey) ?? null;
          setOwnKey(next);
          onChange?.(next);
        }}
        items={items.map(({ key, title, content }) => ({ key, label: title, children: content }))}
      />
    </AntdScope>
  );
}
