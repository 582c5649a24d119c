import { NotFound } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { HttpStatus } from '../../app/render-context';

/** Any path the router does not know (spec: "404 Page Not Found"). */
export function NotFoundPage() {
  return (
    <>
      <HttpStatus code={404} />
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
