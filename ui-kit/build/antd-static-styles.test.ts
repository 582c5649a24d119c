import { describe, expect, it } from 'vitest';
import { paletteVariable } from '../src/theme/palette';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitAntdCss, withoutUnreferencedVariables, withoutUnusedRules } from './antd-css-parts';
import { buildAntdSheets, MARKUP_WRITTEN_BY_UI_KIT, paletteCss } from './antd-static-styles';

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

/** The `virtual:antd/<Component>.css` the ui-kit's sources import. */
function markupImports(): string[] {
  const src = join(import.meta.dirname, '..', 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(join(src, file), 'utf8').matchAll(/import 'virtual:antd\/(\w+)\.css'/g)].map(
        (match) => match[1],
      ),
    );
}

describe("antd's static stylesheets", { timeout: 60_000 }, () => {
  const sheets = buildAntdSheets();
  const cssOf = (name: string) =>
    sheets
      .partsOf(name)
      .map((key) => sheets.parts.get(key)!.css)
      .join('');

  it('style the antd markup the ui-kit writes itself, where it writes it', () => {
    expect(Object.keys(RULE_OF).sort()).toEqual([...MARKUP_WRITTEN_BY_UI_KIT].sort());
    expect([...new Set(markupImports())].sort()).toEqual([...MARKUP_WRITTEN_BY_UI_KIT].sort());
    for (const name of MARKUP_WRITTEN_BY_UI_KIT) expect(cssOf(name), name).toContain(RULE_OF[name]);
  });

  it("keep antd's base apart and its rules in the antd layer", () => {
    expect(sheets.base).toMatch(/^:root\{--pe-[^]*\n@layer antd\{/);
    expect(sheets.base).toContain('.data-ant-cssinjs-cache-path{');
    expect(cssOf('Button')).not.toContain('.pe{');
    // A Form lays its items out on the grid.
    expect(cssOf('Form')).toContain('.ant-row{');
  });

  it('drop the preset colours no source uses, keep the rest of a Button', () => {
    expect(cssOf('Button')).not.toMatch(/ant-btn-color-magenta|--ant-button-magenta-shadow-color/);
    expect(cssOf('Button')).toContain('.ant-btn-color-dangerous');
    expect(cssOf('Tag')).not.toContain('.ant-tag-magenta');
  });
});

describe('splitAntdCss', () => {
  it('puts each rule once, in the part of exactly the components whose extraction holds it', () => {
    const base = '.pe{--x:1}';
    const split = splitAntdCss(
      '.pe{--x:1}.btn{a:1}.input{b:1}.btn{a:1}.wave{c:1}.card{d:1}',
      base,
      {
        Button: `${base}.btn{a:1}.wave{c:1}`,
        Card: `${base}.wave{c:1}.card{d:1}`,
        Input: `${base}.btn{a:1}.input{b:1}.wave{c:1}`,
      },
    );
    expect(split.base).toBe('.pe{--x:1}.wave{c:1}');
    expect(split.parts).toEqual([
      { owners: ['Button', 'Input'], css: '.btn{a:1}' },
      { owners: ['Input'], css: '.input{b:1}' },
      { owners: ['Card'], css: '.card{d:1}' },
    ]);
  });
});

describe('withoutUnreferencedVariables', () => {
  it("drops antd's variables nothing reads", () => {
    expect(
      withoutUnreferencedVariables('.pe{--ant-a:1;--ant-b:2;--pe-c:3}', new Set(['--ant-b'])),
    ).toBe('.pe{--ant-b:2;--pe-c:3}');
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
    expect(
      withoutUnusedRules(
        '.ant-tag.ant-tag-gold-inverse{a:1}.ant-tag-golden{b:1}.pe.ant-btn{--ant-button-gold-shadow-color:0;x:1}',
        { unusedPresetColors: ['gold'] },
      ),
    ).toBe('.ant-tag-golden{b:1}.pe.ant-btn{x:1}');
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
