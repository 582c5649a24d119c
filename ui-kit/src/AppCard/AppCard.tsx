import { useId } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { Heading } from '../shared/Heading';
import type { HeadingLevel } from '../shared/Heading';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { Card } from '../shared/Card';
import { Typography } from '../shared/Typography';
import { AntdScope } from '../theme/AntdScope';

export interface AppCardApp {
  name: string;
  description: string;
  /** Live, Beta or Coming Soon; no badge when omitted. */
  status?: string;
  features?: string[];
  /** Decorative icon. */
  icon?: ReactNode;
}

export interface AppCardProps {
  app: AppCardApp;
  /** Button text; defaults to "Join Waitlist" for Coming Soon apps and "Coming Soon" otherwise. */
  actionLabel?: string;
  /** Development notice under the description. */
  notice?: ReactNode;
  headingLevel?: HeadingLevel;
}

/** A companion app. All apps are unavailable for now, so the button is always disabled. */
export function AppCard({ app, actionLabel, notice, headingLevel = 3 }: AppCardProps) {
  const headingId = useId();
  const label = actionLabel ?? (app.status === 'Coming Soon' ? 'Join Waitlist' : 'Coming Soon');
  return (
    <AntdScope>
      <Card className="pe-card">
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
          {app.icon ? (
            <span aria-hidden="true" style={{ fontSize: 28, color: 'var(--pe-green-700)' }}>
              {app.icon}
            </span>
          ) : (
            <span />
          )}
          {app.status ? <StatusBadge status={app.status} /> : null}
        </div>
        <Heading level={headingLevel} id={headingId}>
          {app.name}
        </Heading>
        <Typography.Paragraph className="pe-card__muted">{app.description}</Typography.Paragraph>
        {app.features?.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {app.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : null}
        {notice ? <Alert type="info" showIcon title={notice} /> : null}
        <div className="pe-card__footer">
          <Button block disabled aria-describedby={headingId}>
            {label}
          </Button>
        </div>
      </Card>
    </AntdScope>
  );
}
