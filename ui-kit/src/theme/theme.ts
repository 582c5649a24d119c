import type { ThemeConfig } from 'antd';
import { palette } from './palette.ts';

/** The class antd defines the theme's CSS variables (`--ant-*`) on. */
export const CSS_VAR_KEY = 'pe';

/**
 * The brand theme: deep prairie green on warm neutrals, every text colour at WCAG AA contrast on
 * its background. Used by the site (frontend/) and by Storybook, so both look the same.
 * CSS-variable mode with `hashed: false`; `zeroRuntime` because antd's styles are extracted once at
 * build time from this same theme (ui-kit/build/antd-static-styles.ts) and served as a static,
 * cached stylesheet: nothing is generated per request or per render.
 */
export const brandTheme: ThemeConfig = {
  cssVar: { key: CSS_VAR_KEY },
  hashed: false,
  // Also under Vitest: jsdom matched every element against antd's 200 KB of runtime rules on each
  // getComputedStyle (user-event calls it for every click and key), most of the tests' time. What
  // axe and the tests need of those rules, that a closed popup is hidden, is in ui-kit/src/test/jsdom.ts.
  zeroRuntime: true,
  token: {
    // No motion: antd then adds and removes its parts at once (motion durations 0s, rc-motion off).
    // A leave motion whose transition never started (its styles landing in one frame on a busy
    // phone) never ended, and left its part in the page: a Save button kept its invisible
    // "loading" icon, and with it the accessible name "loading Save", after the save had ended.
    motion: false,
    colorPrimary: palette.green700,
    colorLink: palette.green700,
    colorLinkHover: palette.green900,
    colorSuccess: palette.success,
    colorWarning: '#9a6700',
    colorError: palette.error,
    colorInfo: palette.info,
    // antd derives an info box's fill from colorInfo as a greyish tint; notices sit on the
    // brand's pale green instead (text stays colorText, 13:1).
    colorInfoBg: palette.green100,
    colorInfoBorder: '#b7cfa3',
    colorTextBase: palette.text,
    colorTextSecondary: palette.textMuted,
    colorTextDescription: palette.textMuted,
    // antd's default placeholder grey (25% black, 2.1:1) fails WCAG AA where a placeholder is
    // real text (the Select's "Select your business type"); this one reads at 4.9:1 on white.
    colorTextPlaceholder: '#6a736a',
    colorBorder: palette.border,
    colorBgLayout: palette.wheat100,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 16,
    lineHeight: 1.6,
    fontWeightStrong: 600,
    sizeUnit: 4,
    sizeStep: 4,
    controlHeight: 40,
  },
  components: {
    Button: { fontWeight: 500, primaryShadow: 'none' },
    Card: { headerFontSize: 18 },
    Typography: { titleMarginBottom: 8, titleMarginTop: 0 },
    Tabs: { itemSelectedColor: palette.green900, inkBarColor: palette.green700 },
  },
};
