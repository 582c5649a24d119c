import { NotFound } from 'ui-kit';
import { PageMeta } from '../../app/meta';

/** Any path the router does not know (spec: "404 Page Not Found"). */
export function NotFoundPage() {
  return (
    <>
      <PageMeta
        title="404 Page Not Found"
        description="The page you are looking for does not exist."
        path="/404"
        noindex
      />
      <NotFound actionHref="/" />
    </>
  );
}
