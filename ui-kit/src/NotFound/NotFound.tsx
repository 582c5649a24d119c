import type { ReactNode } from 'react';
import { LinkButton } from '../shared/LinkButton';
import type { LinkComponent } from '../shared/link';
import { Card } from '../shared/Card';
import { Typography } from '../shared/Typography';

export interface NotFoundProps {
  title?: string;
  message?: ReactNode;
  /** Where the action link goes; no link when omitted. */
  actionHref?: string;
  actionLabel?: string;
  linkComponent?: LinkComponent;
  /** More help beneath the action, e.g. links to the site's main pages. */
  children?: ReactNode;
}

/**
 * The not-found screen (its title is the page's h1). Defaults to the router's 404 texts; the same
 * layout serves "Product Not Found", "Newsletter Not Found" and "Technology Not Found".
 */
export function NotFound({
  title = '404 Page Not Found',
  message = 'Did you forget to add the page to the router?',
  actionHref,
  actionLabel = 'Return to Home',
  linkComponent,
  children,
}: NotFoundProps) {
  return (
    <div className="pe-state">
      <Card style={{ maxWidth: 560, width: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph className="pe-card__muted">{message}</Typography.Paragraph>
        {actionHref ? (
          <LinkButton to={actionHref} variant="primary" linkComponent={linkComponent}>
            {actionLabel}
          </LinkButton>
        ) : null}
        {children ? <div className="pe-state__more">{children}</div> : null}
      </Card>
    </div>
  );
}
