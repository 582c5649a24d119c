import { describe, expect, it } from 'vitest';
import { paletteVariable } from '../src/theme/palette';
import {
  buildAntdCss,
  MARKUP_WRITTEN_BY_UI_KIT,
  paletteCss,
  usedAntdComponents,
  withoutUnusedRules,
} from './antd-static-styles';

/** A rule of each antd component whose markup the ui-kit writes without the component. */
const RULE_OF: Record<string, string> = {
  Alert: '.ant-alert-error',
  App: '.ant-app{',
  Breadcrumb: '.ant-breadcrumb-separator',
  Button: '.ant-btn-variant-text',
  Card: '.ant-card-body',
  Empty: '.ant-empty-description',
  Skeleton: '.ant-skeleton-paragraph',
  Spin: '.ant-spin-dot-spin',
  Tag: '.ant-tag-filled',
  Typography: 'h2.ant-typography',
};

describe("antd's static stylesheet", { timeout: 60_000 }, () => {
  it('styles the antd markup the ui-kit writes itself, whether or not anything imports it', () => {
    const css = buildAntdCss(usedAntdComponents());
    expect(Object.keys(RULE_OF).sort()).toEqual([...MARKUP_WRITTEN_BY_UI_KIT].sort());
    for (const name of MARKUP_WRITTEN_BY_UI_KIT) expect(css, name).toContain(RULE_OF[name]);
  });
});

describe('withoutUnusedRules', () => {
  it('drops rules no page can match, keeps the brand ones and the cache marker', () => {
    const css = [
      '.pe{--ant-blue:#1677FF}',
      '.css-var-_R_qv_{--ant-blue:#1677FF}',
      '.css-var-_R_qv_.ant-btn,.css-var-_R_iv_.ant-btn{--ant-button-x:1px}',
      '.pe.ant-btn,.css-var-_R_qv_.ant-btn{--ant-button-x:1px}',
      '.data-ant-cssinjs-cache-path{content:"|a|b"}',
      '.ant-col-12{flex:0 0 50%}',
      '.ant-col{min-height:1px}',
      '@media (min-width:576px){.ant-col-sm-6{flex:0 0 25%}}',
      '@media (min-width:576px){.ant-btn{gap:4px}.ant-col-sm-6{flex:0 0 25%}}',
    ].join('');
    expect(withoutUnusedRules(css)).toBe(
      '.pe{--ant-blue:#1677FF}' +
        '.pe.ant-btn,.css-var-_R_qv_.ant-btn{--ant-button-x:1px}' +
        '.data-ant-cssinjs-cache-path{content:"|a|b"}' +
        '.ant-col{min-height:1px}' +
        '@media (min-width:576px){.ant-btn{gap:4px}}',
    );
    expect(withoutUnusedRules('.ant-col-12{flex:0 0 50%}', { keepColumns: true })).toBe(
      '.ant-col-12{flex:0 0 50%}',
    );
  });
});

describe('paletteCss', () => {
  it('names each colour as the stylesheets and the Foundations page use it', () => {
    expect(paletteVariable('green700')).toBe('--pe-green-700');
    expect(paletteVariable('textMuted')).toBe('--pe-text-muted');
    const css = paletteCss();
    expect(css).toContain('--pe-green-700:#2f6b2f;');
    expect(css).toContain('--pe-canola:#f2c94c;');
  });
});
