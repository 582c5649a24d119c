/** A navigation entry; `exact` links (like /admin) are not active on their sub-pages. */
export interface NavLink {
  label: string;
  href: string;
  exact?: boolean;
}

/** True when `href` is the current route or a parent of it ("/" only matches itself). */
export function isActivePath(href: string, currentPath: string, exact = false): boolean {
  const clean = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const target = clean(href);
  const current = clean(currentPath.split(/[?#]/)[0] || '/');
  if (target === '/' || exact) return current === target;
  return current === target || current.startsWith(`${target}/`);
}
