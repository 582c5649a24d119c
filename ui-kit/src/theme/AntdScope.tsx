import { createContext, useContext, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { brandTheme } from './theme';

const InsideScope = createContext(false);

/**
 * The brand theme for antd components: antd's ConfigProvider with `brandTheme`, whose
 * `zeroRuntime` makes them use the static stylesheet instead of generating styles at run time.
 *
 * Every component that renders antd wraps itself in this scope, rather than the whole site sitting
 * in one ConfigProvider: the provider brings antd's theme machinery (about 40 KiB of gzip
 * JavaScript: CSS-in-JS, colour algorithms, tooltip and motion code), and pages whose first screen
 * has no antd component, like the home page, then load none of it. An antd component outside any
 * scope would still work but inject runtime `<style>` tags; the end-to-end suite fails on those.
 *
 * Nested scopes are free: inside one, this renders its children as they are, so a page that uses
 * many antd parts can wrap itself once (one provider) and its cards skip their own.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  if (useContext(InsideScope)) return children;
  return (
    <InsideScope.Provider value>
      <ConfigProvider theme={brandTheme}>{children}</ConfigProvider>
    </InsideScope.Provider>
  );
}
