import type { ReactNode } from 'react';
import { AppLink } from './link';
import type { LinkComponent } from './link';

export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'default';
  block?: boolean;
  linkComponent?: LinkComponent;
  /** External targets (PDFs, video sites) use a plain anchor opening in a new tab. */
  external?: boolean;
  download?: boolean;
  icon?: ReactNode;
  /** Id of the element (usually the card heading) that says what the link is about. */
  describedBy?: string;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function LinkButton({
  to,
  children,
  variant = 'default',
  block,
  linkComponent,
  external,
  download,
  icon,
  describedBy,
}: LinkButtonProps) {
  const className = `pe-link-button pe-link-button--${variant}${block ? ' pe-link-button--block' : ''}`;
  const content = (
    <>
      {icon}
      <span>{children}</span>
    </>
  );
  if (external) {
    return (
      <a
        href={to}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        download={download || undefined}
        aria-describedby={describedBy}
      >
        {content}
        <span className="pe-visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <AppLink
      to={to}
      className={className}
      linkComponent={linkComponent}
      aria-describedby={describedBy}
    >
      {content}
    </AppLink>
  );
}
