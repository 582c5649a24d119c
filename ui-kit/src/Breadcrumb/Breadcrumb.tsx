import { Breadcrumb as AntBreadcrumb } from 'antd';
import { AppLink } from '../shared/link';
import type { LinkComponent } from '../shared/link';
import { AntdScope } from '../theme/AntdScope';

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

export function Breadcrumb({ items, linkComponent }: BreadcrumbProps) {
  return (
    <AntdScope>
      <AntBreadcrumb
        aria-label="Breadcrumb"
        items={items.map((item, index) => {
          const current = index === items.length - 1;
          return {
            key: `${index}-${item.label}`,
            title:
              item.href && !current ? (
                <AppLink to={item.href} linkComponent={linkComponent}>
                  {item.label}
                </AppLink>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              ),
          };
        })}
      />
    </AntdScope>
  );
}
