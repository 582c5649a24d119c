import { LinkButton, Typography } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { PUBLIC_ROUTES } from '../../app/site-routes';

export interface PlaceholderTestPageProps {
  /** The page's h1, e.g. "Soil Diagnostics Test Page". */
  title: string;
  /** Its route, for the canonical URL. */
  path: string;
}

/**
 * /soil-diagnostics-test and /test. The spec lists them as "Placeholder test pages" and does not
 * show their content, so rather than invent a screen we keep them as honest internal pages: they
 * say what they are, link home and ask search engines not to index them (noindex).
 */
export function PlaceholderTestPage({ title, path }: PlaceholderTestPageProps) {
  return (
    <div className="page">
      <PageMeta
        title={title}
        description="An internal page for checking the site's layout. It has no content of its own."
        path={path}
        noindex
      />
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph>
        This page is for checking the site&apos;s layout. It has no content of its own.
      </Typography.Paragraph>
      <LinkButton to={PUBLIC_ROUTES.home.path} variant="primary">
        Return to Home
      </LinkButton>
    </div>
  );
}
