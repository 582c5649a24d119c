/** True when `href` is the current route or a parent of it ("/" only matches itself). */
export function isActivePath(href: string, currentPath: string): boolean {
  const clean = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const target = clean(href);
  const current = clean(currentPath.split(/[?#]/)[0] || '/');
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}
