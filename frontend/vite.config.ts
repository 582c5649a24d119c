import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { antdStaticStyles } from '../ui-kit/build/antd-static-styles.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { entryLoader } from './src/boot/entry-loader.ts';
import { AGRONOMY_SOURCE } from '../agronomy/source-alias.ts';

/**
 * react-router's package exports only its development build (remix-run/react-router#14102), whose
 * ENABLE_DEV_WARNINGS code would ship to browsers; `vite build` takes the production twin beside it.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Modules the entry imports dynamically at once to evaluate them in tasks of their own (main.tsx). */
const ENTRY_STAGES = ['src/boot/react.ts'];

/**
 * The built page's entry script, fetched and run only after the page's first paint (entryLoader).
 * Pages arrive server-rendered, so on a slow link the stylesheet and the page's main image should
 * get the bandwidth and the page paint; the script only makes it interactive. Left alone, Chrome
 * fetches the module script beside the stylesheet and, when it arrives first, runs it (module
 * evaluation and hydration: several hundred ms on a slow phone) before painting anything at all.
 * The files of the entry's stages (ENTRY_STAGES) are preloaded with it, so that they arrive with
 * the entry rather than a round trip after it.
 * (Vite rewrites the entry's tags, dropping attributes it does not know, so this runs after it.
 * It may write two: rolldown's runtime helpers, when dynamic chunks share them, and the entry.)
 */
function entryAfterFirstPaint(): Plugin {
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
  return {
    name: 'entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const sources = [...html.matchAll(entryScript)].map((match) => match[1]);
        const entry = sources.at(-1);
        if (!entry) throw new Error('entry-after-first-paint: index.html has no entry script');
        const stages = Object.values(bundle ?? {}).filter(
          (chunk) =>
            chunk.type === 'chunk' &&
            ENTRY_STAGES.some((stage) => chunk.facadeModuleId === join(import.meta.dirname, stage)),
        );
        if (stages.length !== ENTRY_STAGES.length) {
          throw new Error(
            `entry-after-first-paint: chunks of ${ENTRY_STAGES.join(', ')} not found`,
          );
        }
        // Scripts Vite writes before the entry are its static imports: fetched with it, too.
        const preloads = new Set<string>(sources.slice(0, -1));
        const addWithImports = (fileName: string) => {
          const chunk = bundle?.[fileName];
          if (!chunk || chunk.type !== 'chunk' || preloads.has(`/${fileName}`)) return;
          preloads.add(`/${fileName}`);
          chunk.imports.forEach(addWithImports);
        };
        stages.forEach((chunk) => addWithImports(chunk.fileName));
        preloads.delete(entry);
        let first = true;
        return html.replace(entryScript, () => {
          if (!first) return '';
          first = false;
          return `<script type="module">${entryLoader(entry, [...preloads])}</script>\n`;
        });
      },
    },
  };
}

/**
 * Two builds: the browser bundle (dist/client) and the server renderer (dist/server/entry-server.js,
 * `vite build --ssr`), which the backend imports to render public pages. In `npm run dev` the
 * backend runs Vite in middleware mode instead (server rendering with HMR), so no proxy is needed.
 */
export default defineConfig(({ isSsrBuild, command, mode }) => ({
  // The browser build's assets are compressed once here; the server renderer's need not be.
  plugins: [
    react(),
    antdStaticStyles(),
    entryAfterFirstPaint(),
    ...(isSsrBuild ? [] : [precompressAssets()]),
  ],
  // The dev server's dependency scan starts from the site's page only: frontend/explorer/ is a
  // build of its own (explorer/vite.config.ts), whose monaco workers this config cannot load.
  optimizeDeps: { entries: ['index.html'] },
  // The server renderer always runs React's and antd's production code after `vite build`, whatever
  // NODE_ENV the server process has (Vite replaces it in the browser bundle, not in SSR builds).
  define:
    isSsrBuild && command === 'build' && mode === 'production'
      ? { 'process.env.NODE_ENV': JSON.stringify('production') }
      : undefined,
  resolve: {
    alias: [
      AGRONOMY_SOURCE,
      ...(command === 'build' && mode === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    // No source maps: the backend serves dist/client publicly, and maps would publish the sources.
    // Stack traces of the browser bundle are read with `vite build --sourcemap` locally.
    sourcemap: false,
    target: 'es2022',
    // CSS travels with the chunk that needs it: the entry's stylesheet holds the layout's, the
    // ui-kit's and antd's base; a route's (its page CSS and the antd components it renders, see
    // ui-kit/build/antd-static-styles.ts) comes with its chunk, the admin's with the admin's code.
    // A page's first load fetches ~10 KiB gzip instead of the whole site's ~51 KiB. A server-rendered
    // page must still be styled before its lazy code loads: the backend links, in the page's head,
    // the stylesheets of every lazy module the render used (entry-server's `modules`, mapped
    // through the manifest by backend/src/http/page-styles.ts), and Vite's preload helper skips a
    // stylesheet already linked when the code arrives.
    cssCodeSplit: true,
    // esbuild keeps numbers as written; Lightning CSS rounds antd's line heights (1.2352941 → 1.23529),
    // which shifts headings by fractions of a pixel that add up down a long page.
    cssMinify: 'esbuild',
    // dist/client/.vite/manifest.json: which files each page's first load fetches, for the
    // stylesheets the server links (backend/src/http/page-styles.ts) and the size budgets
    // (scripts/size-budgets.test.ts).
    manifest: !isSsrBuild,
    rolldownOptions: {
      // Everything the entry imports statically (React, the router, antd's core, the layout, the
      // page data; React's DOM renderer is imported dynamically, see src/main.tsx) in one file:
      // left alone, the bundler splits it by which pages also use each module, into a dozen small
      // files whose glue and separate compression cost about 3 KiB gzip and a round trip each.
      // Only modules every first load needs are tagged `$initial`, so no page's code joins it.
      // Apollo Client with the libraries only it uses is one file too (the admin area's, and a
      // public page's when it must ask the API, src/app/page-data): split by which screens use
      // each part, it was eight files and 6 KiB more.
      output: isSsrBuild
        ? undefined
        : {
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                {
                  name: 'apollo',
                  test: /[\\/]node_modules[\\/](@apollo[\\/]client|rxjs|graphql|optimism|@wry)[\\/]/,
                },
              ],
            },
          },
      treeshake: {
        // @rc-component/form declares no `sideEffects`, and its index assigns Field, List, useForm...
        // onto its default export, so any import of it kept the whole form library (with
        // async-validator). antd's Card, Typography, Drawer and Modal import only its FormProvider
        // context; the library has no real side effects, so pages without a form now skip it.
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  ssr: {
    // The production server renderer bundles every dependency: some of antd's CommonJS helpers
    // (e.g. @emotion/hash) do not survive Node's ESM-to-CommonJS interop when left external. In
    // `npm run dev` Vite loads dependencies through Node as usual.
    noExternal: isSsrBuild ? true : undefined,
  },
}));
