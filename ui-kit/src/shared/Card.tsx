import { Children } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { CSS_VAR_KEY } from '../theme/theme';
import { LoadingSkeleton } from './LoadingSkeleton';
// antd's styles for the markup written here (MARKUP_WRITTEN_BY_UI_KIT).
import 'virtual:antd/Card.css';

export interface CardProps extends ComponentProps<'div'> {
  /** Full-width content above the body, e.g. an image. */
  cover?: ReactNode;
  /** antd's four-line skeleton (LoadingSkeleton) instead of the children. */
  loading?: boolean;
  size?: 'default' | 'small';
}

/**
 * A card in antd's Card markup (`ant-card`, `ant-card-cover`, `ant-card-body`), styled by antd's
 * Card styles in the static sheet. antd's Card component imports its Tabs for `tabList`, and with
 * them a dropdown menu: about 23 KiB gzip on every page showing a card, none of it used by a cover,
 * a body and a loading state. Cards with a head (`title`, `extra`) use antd's Card (admin pages).
 */
export function Card({
  cover,
  loading = false,
  size = 'default',
  className,
  style,
  children,
  ...rest
}: CardProps) {
  const classes = [
    'ant-card',
    loading && 'ant-card-loading',
    'ant-card-bordered',
    size === 'small' && 'ant-card-small',
    className,
    CSS_VAR_KEY,
  ];
  const hasBody = loading || Children.toArray(children).length > 0;
  return (
    <div {...rest} className={classes.filter(Boolean).join(' ')} style={style}>
      {cover ? <div className="ant-card-cover">{cover}</div> : null}
      {hasBody ? (
        <div className="ant-card-body">{loading ? <LoadingSkeleton rows={4} /> : children}</div>
      ) : null}
    </div>
  );
}
