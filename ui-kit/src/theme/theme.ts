import type { ThemeConfig } from 'antd';

/**
 * The brand theme: deep prairie green on warm neutrals, every text colour at WCAG AA contrast on
 * its background. Used by the site (frontend/) and by Storybook, so both look the same.
 */
export const brandTheme: ThemeConfig = {
  cssVar: { key: 'pe' },
  hashed: false,
  token: {
    colorPrimary: '#2f6b2f',
    colorLink: '#2f6b2f',
    colorSuccess: '#2f7d32',
    colorWarning: '#9a6700',
    colorError: '#b42318',
    colorInfo: '#1f5f8b',
    colorTextBase: '#1f2a1f',
    colorBgLayout: '#f7f5ef',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 16,
  },
};
