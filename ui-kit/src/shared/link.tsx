import { createContext, createElement, useContext } from 'react';
import type { ComponentType, MouseEventHandler, ReactNode } from 'react';

/** Props every link component receives. react-router's `Link` accepts them as they are. */
export interface LinkComponentProps {
  to: string;
  children?: ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-current'?: 'page';
  'aria-label'?: string;
  'aria-describedby'?: string;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor, so components work without a router (Storybook, tests). */
export function PlainLink({ to, children, ...rest }: LinkComponentProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /** The site passes react-router's `Link` once here instead of to every component. */
  component: LinkComponent;
  children: ReactNode;
}

export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export interface AppLinkProps extends LinkComponentProps {
  /** Overrides the provider's link component for this link. */
  linkComponent?: LinkComponent;
}

/** An internal link rendered with the site's link component (react-router's `Link` on the site). */
export function AppLink({ linkComponent, ...props }: AppLinkProps) {
  const fromContext = useContext(LinkContext);
  return createElement(linkComponent ?? fromContext, props);
}
