/**
 * Routes of the company screens (see App.tsx). Each element is a lazy page (route-level code
 * splitting); screens are added here as they are built.
 */
export function companyRoutes() {
  return <></>;
}
