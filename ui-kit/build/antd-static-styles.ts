import { extractStyle } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { palette, paletteVariable } from '../src/theme/palette.ts';
import { brandTheme } from '../src/theme/theme.ts';

/**
 * antd's styles as one static stylesheet, made once per build instead of by CSS-in-JS at run time.
 *
 * Why a build-time extraction and not antd's prebuilt `antd/dist/antd.css`: the prebuilt file holds
 * every component (1 MB) in antd's default theme, while this renders only the components we import,
 * with our brand theme (token and component overrides), so the page gets ~10% of the bytes and the
 * colours come from the one token source, `ui-kit/src/theme`. At run time the theme sets
 * `zeroRuntime: true`, so antd registers no component styles in the browser or on the server.
 *
 * `import 'virtual:antd.css'` (in BrandProvider) resolves to this stylesheet; Vite puts it in the
 * entry's hashed CSS file with the ui-kit's and the site's own styles, antd's first so ours win.
 */
export const ANTD_CSS_MODULE = 'virtual:antd.css';
const RESOLVED_ID = '/__antd-static.css';

const workspaceRoot = join(import.meta.dirname, '..', '..');
/** Source folders whose `import { … } from 'antd'` decide which components are extracted. */
const SOURCE_DIRS = ['ui-kit/src', 'frontend/src'];

export interface AntdStylesOptions {
  /** Storybook: also the components that only stories import (e.g. the dashboard's Statistic). */
  includeStories?: boolean;
}

/**
 * antd components whose markup the ui-kit writes itself, so that their code is not downloaded
 * (theme/BrandProvider.tsx, shared/Card.tsx, shared/Typography.tsx, shared/LoadingSkeleton.tsx,
 * shared/PlainButton.tsx, shared/BrandTag.tsx, LoadingState, ErrorState, EmptyState, Breadcrumb, SiteHeader): the sheet needs their
 * styles whether or not anything imports them.
 */
export const MARKUP_WRITTEN_BY_UI_KIT = [
  'Alert',
  'App',
  'Breadcrumb',
  'Button',
  'Card',
  'Empty',
  'Skeleton',
  'Spin',
  'Tag',
  'Typography',
];

/** The antd components imported anywhere in the sources, e.g. ["Button", "Card", "Form"]. */
export function usedAntdComponents({ includeStories = false }: AntdStylesOptions = {}): string[] {
  // The ui-kit writes the markup of some antd components itself, without importing them (App's
  // root, Card, Typography, Spin, Skeleton, the header's Button: see MARKUP_WRITTEN_BY_UI_KIT).
  // Row and Col are added by buildAntdCss.
  const names = new Set<string>(['ConfigProvider', ...MARKUP_WRITTEN_BY_UI_KIT]);
  const skipped = includeStories ? /\.test\.tsx?$/ : /\.(test|stories)\.tsx?$/;
  for (const dir of SOURCE_DIRS) {
    const folder = join(workspaceRoot, dir);
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || skipped.test(file)) continue;
      const source = readFileSync(join(folder, file), 'utf8');
      for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'antd'/g)) {
        for (const part of match[1].split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (
            name in antd &&
            (/^[A-Z]/.test(name) || name === 'notification' || name === 'message')
          ) {
            names.add(name);
          }
        }
      }
    }
  }
  return [...names].sort();
}

/** The brand palette as `--pe-*` custom properties, for the ui-kit's and the site's own CSS. */
export function paletteCss(): string {
  const vars = (Object.entries(palette) as [keyof typeof palette, string][]).map(
    ([name, value]) => `${paletteVariable(name)}:${value};`,
  );
  return `:root{${vars.join('')}}`;
}

/**
 * Removes the extracted rules no page can match, and @media blocks left empty:
 * - numbered or responsive grid columns (`.ant-col-12`, `.ant-col-md-6`...), ~60 kB of ~420 kB,
 *   unless `keepColumns` (a source imports `Col`; Form only needs `.ant-row` and `.ant-col`);
 * - CSS variables for other cssVar keys (`.css-var-_R_qv_…`, ~24 kB): the extractor renders some
 *   components (Modal's confirm, static holders) outside our theme, under a generated key, while
 *   every component on our pages carries the brand key (`CSS_VAR_KEY`).
 * The extractor's cache marker (`.data-ant-cssinjs-cache-path{content:…}`) stays: antd's
 * ConfigProvider registers the icons' base style even under `zeroRuntime`, and skips it only
 * because that marker says the stylesheet already holds it.
 */
export function withoutUnusedRules(css: string, { keepColumns = false } = {}): string {
  const neverMatches = (selector: string) =>
    (!keepColumns && /^\s*\.ant-col-[\w-]+/.test(selector)) || /\.css-var-/.test(selector);
  const isUnused = (selectors: string) => selectors.split(',').every(neverMatches);
  const filter = (block: string): string => {
    let out = '';
    let i = 0;
    while (i < block.length) {
      const open = block.indexOf('{', i);
      if (open === -1) return out + block.slice(i);
      const head = block.slice(i, open);
      // Find the matching brace of this rule or at-rule.
      let depth = 1;
      let j = open + 1;
      while (j < block.length && depth > 0) {
        if (block[j] === '{') depth++;
        else if (block[j] === '}') depth--;
        j++;
      }
      const body = block.slice(open + 1, j - 1);
      if (head.trim().startsWith('@media')) {
        const inner = filter(body);
        if (inner.trim()) out += `${head}{${inner}}`;
      } else if (head.trim().startsWith('@') || !isUnused(head)) {
        out += `${head}{${body}}`;
      }
      i = j;
    }
    return out;
  };
  return filter(css);
}

/** antd's CSS for the given components in the brand theme, plus the palette variables. */
export function buildAntdCss(components: string[] = usedAntdComponents()): string {
  // Form lays its items out with the grid (Row/Col), so the grid's base styles are always needed;
  // its column classes only when the sources use Col themselves.
  const usesColumns = components.includes('Col');
  const rendered = [...new Set([...components, 'Row', 'Col'])];
  // The extraction renders deprecated sub-components too (Input.Group): keep their warnings quiet.
  const { error } = console;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('Warning: [antd:')) error(...args);
  };
  try {
    const extracted = extractStyle({
      includes: rendered,
      // Rendered with runtime styles on, once, so antd's style registry records what to extract.
      customTheme: (node: ReactElement) =>
        createElement(antd.ConfigProvider, { theme: { ...brandTheme, zeroRuntime: false } }, node),
    });
    const css = withoutUnusedRules(extracted, { keepColumns: usesColumns });
    return `${paletteCss()}\n${css}`;
  } finally {
    console.error = error;
  }
}

/** Vite plugin serving `virtual:antd.css`; tests (jsdom applies no CSS) get an empty sheet. */
export function antdStaticStyles(options: AntdStylesOptions = {}): Plugin {
  let css: string | undefined;
  let empty = false;
  return {
    name: 'antd-static-styles',
    configResolved(config) {
      empty = config.mode === 'test' || Boolean(process.env.VITEST);
    },
    resolveId(id) {
      return id === ANTD_CSS_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (empty) return '';
      css ??= buildAntdCss(usedAntdComponents(options));
      return css;
    },
  };
}
