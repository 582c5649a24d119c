import { AppLink } from '../shared/link';
import type { LinkComponent } from '../shared/link';
import { isActivePath } from '../utils/nav';
import type { NavLink } from '../utils/nav';

export interface NavListProps {
  links: NavLink[];
  currentPath: string;
  vertical?: boolean;
  onNavigate?: () => void;
  linkComponent?: LinkComponent;
}

/** The header's links, marking the current page; horizontal in the bar, vertical in the panel. */
export function NavList({ links, currentPath, vertical, onNavigate, linkComponent }: NavListProps) {
  return (
    <ul className={`pe-nav__list${vertical ? ' pe-nav__list--vertical' : ''}`}>
      {links.map((link) => (
        <li key={link.href}>
          <AppLink
            to={link.href}
            className="pe-nav__link pe-focus-ring"
            aria-current={isActivePath(link.href, currentPath, link.exact) ? 'page' : undefined}
            onClick={onNavigate}
            linkComponent={linkComponent}
          >
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
