import { extractStyle } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import { PresetColors } from 'antd/es/theme/interface/presetColors.js';
import MagicString from 'magic-string';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { palette, paletteVariable } from '../src/theme/palette.ts';
import { brandTheme } from '../src/theme/theme.ts';
import {
  referencedVariables,
  splitAntdCss,
  withoutUnreferencedVariables,
  withoutUnusedRules,
  type AntdCssPart,
} from './antd-css-parts.ts';

/**
 * antd's styles as static stylesheets, made once per build instead of by CSS-in-JS at run time,
 * and cut by component, so that each page loads the antd CSS of the components it renders only.
 *
 * Why a build-time extraction and not antd's prebuilt `antd/dist/antd.css`: the prebuilt file holds
 * every component (1 MB) in antd's default theme, while this renders only the components we import,
 * with our brand theme (token and component overrides), and the colours come from the one token
 * source, `ui-kit/src/theme`. At run time the theme sets `zeroRuntime: true`, so antd registers no
 * component styles in the browser or on the server.
 *
 * The modules:
 * - `virtual:antd.css` (BrandProvider imports it): the palette and antd's base (theme variables,
 *   reset, icons, motion), which every page needs;
 * - `virtual:antd/part/<Owners>.css`: the rules exactly these components share (antd-css-parts.ts);
 *   a module gets them through a `transform` that adds their imports to each source file with an
 *   `import { Button } from 'antd'`, so the CSS travels with the chunk that renders the component
 *   (`build.cssCodeSplit`, frontend/vite.config.ts): a page's first load fetches the antd CSS of
 *   its own components, the admin's with the admin's code;
 * - `virtual:antd/<Component>.css`: what a source file that writes antd's markup itself imports
 *   (MARKUP_WRITTEN_BY_UI_KIT); the transform replaces it with the component's parts.
 *
 * All of antd's rules are in a cascade layer, `@layer antd`. With one stylesheet, antd's rules
 * came first and ours after; split, a route's antd CSS arrives in a file after the ui-kit's and
 * the page's own and would win where it did not before. In a layer antd's rules lose to every
 * unlayered rule of ours whatever the files' order (antd's docs recommend its layer for
 * overriding). The price: where one of antd's more specific rules (a hover or disabled state) used
 * to beat a plainer rule of ours, ours now wins; ui-kit.css and the pages' CSS say so where needed.
 */
export const ANTD_CSS_MODULE = 'virtual:antd.css';
const VIRTUAL_PREFIX = 'virtual:antd/';
const PART_PREFIX = 'part/';
const RESOLVED_PREFIX = '/__antd-static/';
const RESOLVED_BASE = `${RESOLVED_PREFIX}base.css`;

const workspaceRoot = join(import.meta.dirname, '..', '..');
/** Source folders whose `import { … } from 'antd'` decide which components are extracted. */
const SOURCE_DIRS = ['ui-kit/src', 'frontend/src'];
const SOURCE_FOLDERS = SOURCE_DIRS.map((dir) => join(workspaceRoot, dir));

export interface AntdStylesOptions {
  /** Storybook: also the components that only stories import (e.g. the dashboard's Statistic). */
  includeStories?: boolean;
}

/**
 * antd components whose markup the ui-kit writes itself, so that their code is not downloaded
 * (theme/BrandProvider.tsx, shared/Card.tsx, shared/Typography.tsx, shared/LoadingSkeleton.tsx,
 * shared/PlainButton.tsx, shared/BrandTag.tsx, LoadingState, ErrorState, EmptyState, Breadcrumb,
 * SiteHeader): each of those files imports `virtual:antd/<Component>.css` for its styles.
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

/**
 * Components whose markup holds another's without rendering it: Form lays its items out with the
 * grid (`.ant-row`, `.ant-col`), so a Form brings the grid's parts.
 */
const ALSO_NEEDS: Record<string, string[]> = { Form: ['Row', 'Col'] };

/** The antd components a source file imports (not types only), e.g. ["Button", "Form"]. */
export function antdImportsOf(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'antd'/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name.startsWith('type ') || !(name in antd)) continue;
      if (/^[A-Z]/.test(name) || name === 'notification' || name === 'message') names.push(name);
    }
  }
  return names;
}

/** The `virtual:antd/<Component>.css` a source file imports, e.g. ["Card"]. */
function markupImportsOf(source: string): string[] {
  return [...source.matchAll(/import\s*'virtual:antd\/(\w+)\.css';?/g)].map((match) => match[1]);
}

/** The sources' scripts (and, with `withCss`, stylesheets), as text. */
function sourceFiles({ includeStories = false }: AntdStylesOptions, withCss = false): string[] {
  const skipped = includeStories ? /\.test\.tsx?$/ : /\.(test|stories)\.tsx?$/;
  const wanted = withCss ? /\.(tsx?|css)$/ : /\.tsx?$/;
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => wanted.test(file) && !skipped.test(file))
      .map((file) => readFileSync(join(folder, file), 'utf8')),
  );
}

/** The antd components imported anywhere in the sources, e.g. ["Button", "Card", "Form"]. */
export function usedAntdComponents(options: AntdStylesOptions = {}): string[] {
  // App's root is in the base; Row and Col are added by buildAntdCss.
  const names = new Set<string>(['ConfigProvider', ...MARKUP_WRITTEN_BY_UI_KIT]);
  for (const source of sourceFiles(options)) {
    for (const name of [...antdImportsOf(source), ...markupImportsOf(source)]) names.add(name);
  }
  return [...names].sort();
}

/** antd's preset colours some source asks for (`color="gold"`, `color: 'gold'`): kept. */
export function usedPresetColors(options: AntdStylesOptions = {}): string[] {
  const asked = new RegExp(
    `\\bcolor\\s*[=:]\\s*\\{?\\s*["'\`](${PresetColors.join('|')})["'\`]`,
    'g',
  );
  const used = new Set<string>();
  for (const source of sourceFiles(options)) {
    for (const match of source.matchAll(asked)) used.add(match[1]);
  }
  return [...used].sort();
}

/** The brand palette as `--pe-*` custom properties, for the ui-kit's and the site's own CSS. */
export function paletteCss(): string {
  const vars = (Object.entries(palette) as [keyof typeof palette, string][]).map(
    ([name, value]) => `${paletteVariable(name)}:${value};`,
  );
  return `:root{${vars.join('')}}`;
}

/** antd's sheet for the given components in the brand theme, cut into base and parts. */
export interface AntdSheets {
  /** The palette, then antd's base, layered. */
  base: string;
  /** Parts by key (`Button+Input+Modal+Space`), in the order of the whole sheet. */
  parts: Map<string, AntdCssPart>;
  /** The part keys a source file importing the component needs, in the sheet's order. */
  partsOf(component: string): string[];
}

const layered = (css: string) => (css ? `@layer antd{${css}}` : '');

export function buildAntdSheets(sourceOptions: AntdStylesOptions = {}): AntdSheets {
  const components = usedAntdComponents(sourceOptions);
  const presetColors = usedPresetColors(sourceOptions);
  const rendered = [...new Set([...components, 'Row', 'Col'])].filter(
    (name) => name !== 'ConfigProvider',
  );
  const options = {
    keepColumns: components.includes('Col'),
    unusedPresetColors: PresetColors.filter((color) => !presetColors.includes(color)),
  };
  // The extraction renders deprecated sub-components too (Input.Group): keep their warnings quiet.
  const { error } = console;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('Warning: [antd:')) error(...args);
  };
  const extract = (includes: string[]) =>
    withoutUnusedRules(
      extractStyle({
        includes,
        // Rendered with runtime styles on, so antd's style registry records what to extract.
        customTheme: (node: ReactElement) =>
          createElement(
            antd.ConfigProvider,
            { theme: { ...brandTheme, zeroRuntime: false } },
            node,
          ),
      }),
      options,
    );
  try {
    const own = Object.fromEntries(rendered.map((name) => [name, extract([name])]));
    const split = splitAntdCss(extract(['ConfigProvider', ...rendered]), extract([]), own);
    // What reads antd's variables: antd's own rules, and ours (CSS, and style props in TSX).
    const referenced = referencedVariables(
      [
        split.base,
        ...split.parts.map((part) => part.css),
        ...sourceFiles(sourceOptions, true),
      ].join(''),
    );
    const parts = new Map(
      split.parts.map((part) => [
        part.owners.join('+'),
        { ...part, css: withoutUnreferencedVariables(part.css, referenced) },
      ]),
    );
    return {
      base: `${paletteCss()}\n${layered(withoutUnreferencedVariables(split.base, referenced))}`,
      parts,
      partsOf: (component) => {
        const wanted = [component, ...(ALSO_NEEDS[component] ?? [])];
        return [...parts.keys()].filter((key) =>
          parts.get(key)!.owners.some((owner) => wanted.includes(owner)),
        );
      },
    };
  } finally {
    console.error = error;
  }
}

/** The imports that bring the CSS of these components, e.g. `import 'virtual:antd/part/Card.css';`. */
function partImports(sheets: AntdSheets, components: string[]): string {
  const keys = new Set(components.flatMap((name) => sheets.partsOf(name)));
  return [...sheets.parts.keys()]
    .filter((key) => keys.has(key))
    .map((key) => `import '${VIRTUAL_PREFIX}${PART_PREFIX}${key}.css';`)
    .join('');
}

const isSource = (id: string) =>
  /\.tsx?$/.test(id) &&
  !id.includes('/node_modules/') &&
  SOURCE_FOLDERS.some((folder) => id.startsWith(`${folder}/`));

/**
 * Vite plugin serving antd's sheets (see above); tests (jsdom applies no CSS) get empty ones and no
 * added imports.
 */
export function antdStaticStyles(options: AntdStylesOptions = {}): Plugin {
  let sheets: AntdSheets | undefined;
  const built = () => (sheets ??= buildAntdSheets(options));
  let empty = false;
  return {
    name: 'antd-static-styles',
    // Before other transforms, so the source's `import { … } from 'antd'` are as written.
    enforce: 'pre',
    configResolved(config) {
      empty = config.mode === 'test' || Boolean(process.env.VITEST);
    },
    resolveId(id) {
      if (id === ANTD_CSS_MODULE) return RESOLVED_BASE;
      return id.startsWith(VIRTUAL_PREFIX)
        ? `${RESOLVED_PREFIX}${id.slice(VIRTUAL_PREFIX.length)}`
        : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      if (empty) return '';
      const name = id.slice(RESOLVED_PREFIX.length, -'.css'.length);
      if (id === RESOLVED_BASE) return built().base;
      if (name.startsWith(PART_PREFIX)) {
        const part = built().parts.get(name.slice(PART_PREFIX.length));
        if (!part) throw new Error(`antd-static-styles: no part ${name}`);
        return layered(part.css);
      }
      // A component's CSS imported where no transform replaced it with its parts.
      const keys = built().partsOf(name);
      if (keys.length === 0) throw new Error(`antd-static-styles: ${name} was not extracted`);
      return layered(keys.map((key) => built().parts.get(key)!.css).join(''));
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (empty || !isSource(file)) return undefined;
      const markup = [...code.matchAll(/import\s*'virtual:antd\/(\w+)\.css';?/g)];
      const components = [...antdImportsOf(code), ...markup.map((match) => match[1])];
      if (components.length === 0) return undefined;
      const out = new MagicString(code);
      for (const match of markup) out.remove(match.index, match.index + match[0].length);
      // On the first line, so that the lines of the source maps stay where they were.
      out.prepend(partImports(built(), components));
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
    },
  };
}
