import { Link, useLocation } from 'react-router';
import { NotFound } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { HttpStatus } from '../../app/render-context';
import { headerLinks, PUBLIC_ROUTES } from '../../app/site-routes';

/**
 * Where a lost visitor most likely wanted to go: the header's pages (Home has the button above)
 * and the product catalogue. The spec's 404 texts stay as they are; these links only add a way on.
 */
const HELPFUL_LINKS = [
  { label: 'Our Products', href: PUBLIC_ROUTES.products.path },
  ...headerLinks().filter((link) => link.href !== PUBLIC_ROUTES.home.path),
];

/** Any path the router does not know (spec: "404 Page Not Found"). */
export function NotFoundPage() {
  // The address asked for: there is no page of its own to name as canonical (and it is noindex).
  const { pathname } = useLocation();
  return (
    <>
      <HttpStatus code={404} />
      <PageMeta
        title="404 Page Not Found"
        description="The page you are looking for does not exist."
        path={pathname}
        noindex
      />
      <NotFound actionHref={PUBLIC_ROUTES.home.path}>
        <nav aria-label="Other pages">
          <ul>
            {HELPFUL_LINKS.map(({ label, href }) => (
              <li key={href}>
                <Link to={href}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </NotFound>
    </>
  );
}
