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
  /**
   * Button text; defaults to "Open App" for an app with an `href`, "Join Waitlist" for Coming Soon
   * apps and "Coming Soon" otherwise.
   */
  actionLabel?: string;
  /** Where a working app opens: its button becomes a link there. */
  href?: string;
  /**
   * What the button does when the app has no `href` (e.g. opens the waitlist's dialog). Without
   * either, the button is disabled.
   */
  onAction?: () => void;
  /** Development notice under the description. */
  notice?: ReactNode;
  headingLevel?: HeadingLevel;
}

/**
 * A companion app: a link to it when it works (`href`), a button that opens a dialog
 * (`onAction`), else a disabled button.
 */
export function AppCard({
  app,
  actionLabel,
  notice,
  href,
  onAction,
  headingLevel = 3,
}: AppCardProps) {
  const headingId = useId();
  const label =
    actionLabel ??
    (href ? 'Open App' : app.status === 'Coming Soon' ? 'Join Waitlist' : 'Coming Soon');
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
          {href ? (
            <Button block type="primary" href={href} aria-describedby={headingId}>
              {label}
            </Button>
          ) : onAction ? (
            <Button block aria-haspopup="dialog" aria-describedby={headingId} onClick={onAction}>
              {label}
            </Button>
          ) : (
            <Button block disabled aria-describedby={headingId}>
              {label}
            </Button>
          )}
        </div>
      </Card>
    </AntdScope>
  );
}
