/**
 * Routes of the content screens (see App.tsx). Each element is a lazy page (route-level code
 * splitting); screens are added here as they are built.
 */
export function contentRoutes() {
  return <></>;
}
