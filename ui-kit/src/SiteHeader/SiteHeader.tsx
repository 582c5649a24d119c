import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useHideOnScroll, useMediaQuery } from '../shared/hooks';
import { AppLink } from '../shared/link';
import type { LinkComponent } from '../shared/link';
import { isActivePath } from '../utils/nav';
import type { NavLink } from '../utils/nav';

/** The seven links of the site header, in order. */
export const SITE_NAV_LINKS: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Soil Diagnostics & Solutions', href: '/soil-diagnostics' },
  { label: 'Videos', href: '/videos' },
  { label: 'Newsletter', href: '/newsletter' },
  { label: 'Documentation', href: '/documentation' },
  { label: 'Apps', href: '/apps' },
  { label: 'Contact', href: '/contact' },
];

/** Spec: the header hides after 100 px of downward scroll; the side panel is 350 px from 640 px up. */
export const HEADER_HIDE_AFTER_PX = 100;
const SMALL_BREAKPOINT = '(min-width: 640px)';

export interface SiteHeaderProps {
  /** The current route, e.g. from react-router's useLocation().pathname. */
  currentPath: string;
  /** Company name, shown by the logo and used as its accessible name. */
  brandName: string;
  /** Logo image or mark shown before the name. */
  logo?: ReactNode;
  links?: NavLink[];
  /** Hide on downward scroll (default true). */
  hideOnScroll?: boolean;
  linkComponent?: LinkComponent;
}

interface NavListProps {
  links: NavLink[];
  currentPath: string;
  vertical?: boolean;
  onNavigate?: () => void;
  linkComponent?: LinkComponent;
}

function NavList({ links, currentPath, vertical, onNavigate, linkComponent }: NavListProps) {
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

/** Sticky site header: horizontal menu on desktop, "Toggle menu" side panel on small screens. */
export function SiteHeader({
  currentPath,
  brandName,
  logo,
  links = SITE_NAV_LINKS,
  hideOnScroll = true,
  linkComponent,
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [hidden, reveal] = useHideOnScroll(HEADER_HIDE_AFTER_PX, hideOnScroll && !menuOpen);
  const smallUp = useMediaQuery(SMALL_BREAKPOINT);
  const panelId = useId();
  const close = () => setMenuOpen(false);

  return (
    <header className={`pe-header${hidden ? ' pe-header--hidden' : ''}`} onFocusCapture={reveal}>
      <div className="pe-header__inner">
        <AppLink to="/" className="pe-header__logo pe-focus-ring" linkComponent={linkComponent}>
          {logo}
          <span>{brandName}</span>
        </AppLink>
        <nav aria-label="Main" className="pe-header__desktop-nav">
          <NavList links={links} currentPath={currentPath} linkComponent={linkComponent} />
        </nav>
        <Button
          className="pe-header__toggle"
          type="text"
          size="large"
          icon={<MenuOutlined aria-hidden="true" />}
          aria-label="Toggle menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? panelId : undefined}
          onClick={() => setMenuOpen((open) => !open)}
        />
      </div>
      <Drawer
        id={panelId}
        open={menuOpen}
        onClose={close}
        placement="right"
        size={smallUp ? 350 : '80%'}
        title={brandName}
      >
        <nav aria-label="Main menu">
          <NavList
            links={links}
            currentPath={currentPath}
            vertical
            onNavigate={close}
            linkComponent={linkComponent}
          />
        </nav>
      </Drawer>
    </header>
  );
}
