import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { brandTheme } from './theme';
import { LinkProvider } from '../shared/link';
import type { LinkComponent } from '../shared/link';
import { ToastProvider } from '../Toast/ToastProvider';
// antd's styles, built once from brandTheme (see ui-kit/build/antd-static-styles.ts), then ours.
import 'virtual:antd.css';
import '../styles/ui-kit.css';

export interface BrandProviderProps {
  children: ReactNode;
  /** The router's link component (react-router's `Link`), used by every ui-kit link. */
  linkComponent?: LinkComponent;
}

/**
 * Wraps a tree in the brand theme (antd ConfigProvider in CSS-variable mode), antd's App context,
 * the toast region (`useToast()`) and the link component.
 */
export function BrandProvider({ children, linkComponent }: BrandProviderProps) {
  const content = (
    <ConfigProvider theme={brandTheme}>
      <App>
        <ToastProvider>{children}</ToastProvider>
      </App>
    </ConfigProvider>
  );
  return linkComponent ? <LinkProvider component={linkComponent}>{content}</LinkProvider> : content;
}
