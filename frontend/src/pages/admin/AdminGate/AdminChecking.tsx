import { LoadingState } from 'ui-kit';

/**
 * The checking spinner: the first markup of every /admin route, on the server and in the browser
 * alike (the stored token is read after mounting). Kept apart from the gate so the route table
 * can show it while the admin code loads, without pulling that code into the public bundle.
 */
export function AdminChecking() {
  return (
    <main
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: '24px 16px' }}
    >
      <LoadingState label="Checking session..." />
    </main>
  );
}
