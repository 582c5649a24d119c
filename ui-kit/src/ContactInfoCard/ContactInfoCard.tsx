import type { ReactNode } from 'react';
import {
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
  PrinterOutlined,
} from '@ant-design/icons';
import { Heading } from '../shared/Heading';
import type { HeadingLevel } from '../shared/Heading';
import { telHref } from '../utils/phone';
import { Card } from '../shared/Card';

export type ContactItemType = 'phone' | 'fax' | 'email' | 'address';

export interface ContactItem {
  type: ContactItemType;
  /** e.g. "Head Office", "Toll-Free", "Warehouse". */
  label: string;
  /** Phone number, e-mail address, or an address with one line per "\n". */
  value: string;
}

export interface ContactInfoCardProps {
  title: string;
  items: ContactItem[];
  headingLevel?: HeadingLevel;
  /** e.g. a map or opening hours under the details. */
  children?: ReactNode;
}

const icons: Record<ContactItemType, ReactNode> = {
  phone: <PhoneOutlined aria-hidden="true" />,
  fax: <PrinterOutlined aria-hidden="true" />,
  email: <MailOutlined aria-hidden="true" />,
  address: <EnvironmentOutlined aria-hidden="true" />,
};

function ContactValue({ item }: { item: ContactItem }) {
  if (item.type === 'phone') return <a href={telHref(item.value)}>{item.value}</a>;
  if (item.type === 'email') return <a href={`mailto:${item.value}`}>{item.value}</a>;
  if (item.type === 'address') {
    return (
      <address style={{ fontStyle: 'normal' }}>
        {item.value.split('\n').map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
    );
  }
  return <>{item.value}</>;
}

/** A card of contact details (head office, additional contacts) with tel: and mailto: links. */
export function ContactInfoCard({
  title,
  items,
  headingLevel = 2,
  children,
}: ContactInfoCardProps) {
  return (
    <Card className="pe-card">
      <Heading level={headingLevel}>{title}</Heading>
      <dl className="pe-contact-list">
        {items.map((item) => (
          <div key={`${item.label}-${item.value}`} className="pe-contact-list__item">
            <dt>
              {icons[item.type]} {item.label}
            </dt>
            <dd>
              <ContactValue item={item} />
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </Card>
  );
}
