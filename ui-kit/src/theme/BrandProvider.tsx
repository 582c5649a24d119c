import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { brandTheme } from './theme';

export interface BrandProviderProps {
  children: ReactNode;
}

/** Wraps a tree in the brand theme (antd ConfigProvider in CSS-variable mode) and antd's App context. */
export function BrandProvider({ children }: BrandProviderProps) {
  return (
    <ConfigProvider theme={brandTheme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
