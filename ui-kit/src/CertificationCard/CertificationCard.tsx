import { useId, useState } from 'react';
import { Button } from 'antd';
import { BrandTag } from '../shared/BrandTag';
import { DownOutlined, SafetyCertificateOutlined, UpOutlined } from '@ant-design/icons';
import { Heading } from '../shared/Heading';
import type { HeadingLevel } from '../shared/Heading';
import { Card } from '../shared/Card';
import { Typography } from '../shared/Typography';
import { AntdScope } from '../theme/AntdScope';

export interface CertificationSubtype {
  name: string;
  description: string;
  available: boolean;
}

export interface Certification {
  title: string;
  description: string;
  /** e.g. "2026". */
  validUntil: string;
  /** The validity has passed (the API judges it by today's date): marked "Expired". */
  expired?: boolean;
  expandable?: boolean;
  subtypes?: CertificationSubtype[];
}

export interface CertificationCardProps {
  certification: Certification;
  /** Controlled expanded state (CertificationGrid keeps one card open at a time). */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  headingLevel?: HeadingLevel;
}

export function CertificationCard({
  certification,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  headingLevel = 3,
}: CertificationCardProps) {
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const isExpanded = expanded ?? ownExpanded;
  const panelId = useId();
  const { title, description, validUntil, expired, expandable, subtypes = [] } = certification;
  const canExpand = Boolean(expandable && subtypes.length);

  const toggle = () => {
    setOwnExpanded(!isExpanded);
    onExpandedChange?.(!isExpanded);
  };

  return (
    <AntdScope>
      <Card className="pe-card">
        <SafetyCertificateOutlined
          aria-hidden="true"
          style={{ fontSize: 28, color: 'var(--pe-green-700)' }}
        />
        <Heading level={headingLevel}>{title}</Heading>
        <Typography.Paragraph className="pe-card__muted">{description}</Typography.Paragraph>
        <div className="pe-card__tags">
          <BrandTag tone={expired ? 'outline' : 'soft'}>Valid until {validUntil}</BrandTag>
          {expired ? <BrandTag tone="warning">Expired</BrandTag> : null}
        </div>
        {canExpand ? (
          <>
            <div className="pe-card__footer">
              <Button
                type="link"
                onClick={toggle}
                aria-expanded={isExpanded}
                aria-controls={panelId}
                icon={
                  isExpanded ? (
                    <UpOutlined aria-hidden="true" />
                  ) : (
                    <DownOutlined aria-hidden="true" />
                  )
                }
                iconPlacement="end"
                style={{ paddingInline: 0 }}
              >
                {isExpanded ? 'Hide certification types' : 'Show certification types'}
              </Button>
            </div>
            <ul
              id={panelId}
              hidden={!isExpanded}
              className="pe-list-reset"
              style={{ display: isExpanded ? 'grid' : 'none', gap: 12 }}
            >
              {subtypes.map((subtype) => (
                <li key={subtype.name}>
                  <Typography.Text strong>{subtype.name}</Typography.Text>
                  {subtype.available ? null : (
                    <BrandTag tone="outline" className="pe-tag-gap">
                      Not yet available
                    </BrandTag>
                  )}
                  <div className="pe-card__muted">{subtype.description}</div>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
    </AntdScope>
  );
}
