import type { ReactNode } from 'react';
import { IconProvider } from '@ant-design/icons';
import { brandTheme, CSS_VAR_KEY } from './theme';
import { LinkProvider } from '../shared/link';
import type { LinkComponent } from '../shared/link';
import { ToastProvider } from '../Toast/ToastProvider';
// antd's base styles and those of the `ant-app` root written below, built once from brandTheme
// (see ui-kit/build/antd-static-styles.ts; each component's own travel with the code that renders
// it), then ours.
import 'virtual:antd.css';
import 'virtual:antd/App.css';
import '../styles/ui-kit.css';

export interface BrandProviderProps {
  children: ReactNode;
  /** The router's link component (react-router's `Link`), used by every ui-kit link. */
  linkComponent?: LinkComponent;
}

/**
 * Wraps a tree in the brand: the element the theme's CSS variables are defined on, the toast
 * region (`useToast()`) and the link component.
 *
 * antd's ConfigProvider is not here: each component that renders antd brings it in an `AntdScope`
 * (see there), so pages without antd load none of antd's theme code. antd's icons, which ui-kit
 * also uses outside those scopes (the header's menu button), are told here that their base style
 * is in the static sheet (`zeroRuntime`), as the ConfigProvider would tell them.
 *
 * The root element is the one antd's `<App>` renders, without `<App>`: its `App.useApp()` context
 * (message, modal and notification instances) is used nowhere and would bring antd's Modal and
 * message code to every page. `ant-app` carries antd's base text styles (extracted into the static
 * sheet) and `CSS_VAR_KEY` the class the theme's `--ant-*` variables are defined on.
 */
const ICONS = { zeroRuntime: brandTheme.zeroRuntime };

export function BrandProvider({ children, linkComponent }: BrandProviderProps) {
  const content = (
    <IconProvider value={ICONS}>
      <div className={`ant-app ${CSS_VAR_KEY}`}>
        <ToastProvider>{children}</ToastProvider>
      </div>
    </IconProvider>
  );
  return linkComponent ? <LinkProvider component={linkComponent}>{content}</LinkProvider> : content;
}
