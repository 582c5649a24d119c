import { Fragment } from 'react';
import { AppLink } from '../shared/link';
import type { LinkComponent } from '../shared/link';
import { CSS_VAR_KEY } from '../theme/theme';
// antd's styles for the markup written here (MARKUP_WRITTEN_BY_UI_KIT).
import 'virtual:antd/Breadcrumb.css';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbProps {
  /** e.g. Home / Products / {product name}. */
  items: BreadcrumbItem[];
  linkComponent?: LinkComponent;
}

/**
 * antd's Breadcrumb written as its markup, which antd's static stylesheet styles, so that the
 * pages showing one (product pages) load no antd code for it; Breadcrumb.test.tsx compares the
 * markup with antd's. The last item is the current page.
 */
export function Breadcrumb({ items, linkComponent }: BreadcrumbProps) {
  return (
    <nav className={`ant-breadcrumb ${CSS_VAR_KEY}`} aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              {index > 0 ? (
                <li className="ant-breadcrumb-separator" aria-hidden="true">
                  /
                </li>
              ) : null}
              <li className="ant-breadcrumb-item">
                <span className="ant-breadcrumb-link">
                  {item.href && !current ? (
                    <AppLink to={item.href} linkComponent={linkComponent}>
                      {item.label}
                    </AppLink>
                  ) : (
                    <span aria-current={current ? 'page' : undefined}>{item.label}</span>
                  )}
                </span>
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
