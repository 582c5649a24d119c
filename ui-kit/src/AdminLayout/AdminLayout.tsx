import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ExportOutlined, LogoutOutlined } from '@ant-design/icons';
import { AppLink } from '../shared/link';
import type { LinkComponent } from '../shared/link';
import { isActivePath } from '../utils/nav';
import type { NavLink } from '../utils/nav';
import { AntdScope } from '../theme/AntdScope';
import './AdminLayout.css';

export interface AdminLayoutProps {
  currentPath: string;
  children: ReactNode;
  /** The sections, in order: the app's own routes (the kit knows none; the site's route table). */
  links: NavLink[];
  title?: string;
  /** Called by "Sign Out". */
  onSignOut?: () => void;
  /** Where "View Site" leads: the public site's home page. */
  viewSiteHref: string;
  linkComponent?: LinkComponent;
}

interface AdminNavProps {
  links: NavLink[];
  currentPath: string;
  label: string;
  className: string;
  linkComponent?: LinkComponent;
}

function AdminNav({ links, currentPath, label, className, linkComponent }: AdminNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul
        className={`pe-nav__list${className.includes('sidebar') ? ' pe-nav__list--vertical' : ''}`}
      >
        {links.map((link) => (
          <li key={link.href}>
            <AppLink
              to={link.href}
              className="pe-nav__link pe-focus-ring"
              aria-current={isActivePath(link.href, currentPath, link.exact) ? 'page' : undefined}
              linkComponent={linkComponent}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Admin frame: a sidebar from 768 px up, a scrollable tab strip below it. */
export function AdminLayout({
  currentPath,
  children,
  links,
  title = 'Admin',
  onSignOut,
  viewSiteHref,
  linkComponent,
}: AdminLayoutProps) {
  return (
    <AntdScope>
      <div className="pe-admin">
        <aside className="pe-admin__sidebar">
          <strong style={{ fontSize: 18, paddingInline: 10 }}>{title}</strong>
          <AdminNav
            links={links}
            currentPath={currentPath}
            label="Admin"
            className="pe-admin__sidebar-nav"
            linkComponent={linkComponent}
          />
          <div style={{ marginTop: 'auto', display: 'grid', gap: 8, paddingInline: 10 }}>
            <AppLink to={viewSiteHref} linkComponent={linkComponent}>
              <ExportOutlined aria-hidden="true" /> View Site
            </AppLink>
            <Button icon={<LogoutOutlined aria-hidden="true" />} onClick={onSignOut}>
              Sign Out
            </Button>
          </div>
        </aside>
        <div style={{ minWidth: 0 }}>
          <div className="pe-admin__tabs">
            <AdminNav
              links={links}
              currentPath={currentPath}
              label="Admin sections"
              className="pe-admin__tab-nav"
              linkComponent={linkComponent}
            />
          </div>
          <main className="pe-admin__main">{children}</main>
        </div>
      </div>
    </AntdScope>
  );
}
