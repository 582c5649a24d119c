import { useId, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { afterNextPaint } from '../shared/afterNextPaint';
import { useHideOnScroll } from '../shared/hooks';
import { AppLink } from '../shared/link';
import type { LinkComponent } from '../shared/link';
import { loadOnce } from '../shared/loadOnce';
import type { NavLink } from '../utils/nav';
import type { MobileMenuProps } from './MobileMenu';
import { NavList } from './NavList';
import { CSS_VAR_KEY } from '../theme/theme';
// antd's styles for the markup written here (MARKUP_WRITTEN_BY_UI_KIT).
import 'virtual:antd/Button.css';

/** Spec: the header hides after 100 px of downward scroll. */
export const HEADER_HIDE_AFTER_PX = 100;

const loadMobileMenu = loadOnce(() => import('./MobileMenu').then((module) => module.MobileMenu));

export interface SiteHeaderProps {
  /** The current route, e.g. from react-router's useLocation().pathname. */
  currentPath: string;
  /** Company name, shown by the logo and used as its accessible name. */
  brandName: string;
  /** Logo image or mark shown before the name. */
  logo?: ReactNode;
  /** The menu, in order: the site's own routes (the kit knows none). */
  links: NavLink[];
  /** Where the logo leads: the site's home page. */
  homeHref: string;
  /** Hide on downward scroll (default true). */
  hideOnScroll?: boolean;
  linkComponent?: LinkComponent;
}

/** Sticky site header: horizontal menu on desktop, "Toggle menu" side panel on small screens. */
export function SiteHeader({
  currentPath,
  brandName,
  logo,
  links,
  homeHref,
  hideOnScroll = true,
  linkComponent,
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The side panel's code arrives with the first "Toggle menu"; most visitors never open it.
  const [MobileMenu, setMobileMenu] = useState<ComponentType<MobileMenuProps> | null>(null);
  const [hidden, reveal] = useHideOnScroll(HEADER_HIDE_AFTER_PX, hideOnScroll && !menuOpen);
  const panelId = useId();
  const close = () => setMenuOpen(false);
  const toggle = () => {
    setMenuOpen((open) => !open);
    if (!MobileMenu) {
      // Requested after the tap's frame: Vite's loader adds the panel's script and stylesheet
      // links, work that held that frame by ~75 ms on the calibrated phone (issue 24).
      afterNextPaint(() => {
        loadMobileMenu().then(
          (component) => setMobileMenu(() => component),
          // Offline: nothing opened; the next tap tries again.
          close,
        );
      });
    }
  };

  return (
    <header className={`pe-header${hidden ? ' pe-header--hidden' : ''}`} onFocusCapture={reveal}>
      <div className="pe-header__inner">
        <AppLink
          to={homeHref}
          className="pe-header__logo pe-focus-ring"
          linkComponent={linkComponent}
        >
          {logo}
          <span>{brandName}</span>
        </AppLink>
        <nav aria-label="Main" className="pe-header__desktop-nav">
          <NavList links={links} currentPath={currentPath} linkComponent={linkComponent} />
        </nav>
        {/* antd's large text icon Button in its markup: antd's Button code would be the only
            antd component every page loads first (about 6 KiB gzip). */}
        <button
          aria-label="Toggle menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen && MobileMenu ? panelId : undefined}
          type="button"
          className={`ant-btn ${CSS_VAR_KEY} ant-btn-text ant-btn-color-default ant-btn-variant-text ant-btn-lg ant-btn-icon-only pe-header__toggle`}
          onClick={toggle}
        >
          <span className="ant-btn-icon">
            <MenuOutlined aria-hidden="true" />
          </span>
        </button>
      </div>
      {MobileMenu ? (
        <MobileMenu
          id={panelId}
          open={menuOpen}
          onClose={close}
          title={brandName}
          links={links}
          currentPath={currentPath}
          linkComponent={linkComponent}
        />
      ) : null}
    </header>
  );
}
