import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { brandTheme, CSS_VAR_KEY } from './theme';
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
 * Wraps a tree in the brand theme (antd ConfigProvider in CSS-variable mode), the toast region
 * (`useToast()`) and the link component.
 *
 * The root element is the one antd's `<App>` renders, without `<App>`: its `App.useApp()` context
 * (message, modal and notification instances) is used nowhere and would bring antd's Modal and
 * message code to every page. `ant-app` carries antd's base text styles (extracted into the static
 * sheet) and the CSS-variable class the theme's tokens are defined on.
 */
export function BrandProvider({ children, linkComponent }: BrandProviderProps) {
  const content = (
    <ConfigProvider theme={brandTheme}>
      <div className={`ant-app ${CSS_VAR_KEY}`}>
        <ToastProvider>{children}</ToastProvider>
      </div>
    </ConfigProvider>
  );
  return linkComponent ? <LinkProvider component={linkComponent}>{content}</LinkProvider> : content;
}
