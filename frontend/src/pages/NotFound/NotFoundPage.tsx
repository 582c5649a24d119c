import { NotFound } from 'ui-kit';

/** Any path the router does not know (spec: "404 Page Not Found"). */
export function NotFoundPage() {
  return (
    <main>
      <NotFound actionHref="/" />
    </main>
  );
}
