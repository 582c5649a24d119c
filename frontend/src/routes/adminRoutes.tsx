/**
 * Routes of the admin area (/admin...). They render outside the public site layout, stay
 * client-rendered and carry `noindex`; every one is behind the sign-in gate.
 */
export function adminRoutes() {
  return <></>;
}
