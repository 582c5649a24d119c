import { escapeMarkup } from '../common/markup.js';

/** The part of Vite's build manifest (frontend/dist/client/.vite/manifest.json) read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets (`/assets/…css`) of the given lazy modules (manifest keys, as the server render
 * reports them) and of the chunks they import, each once, a chunk's imports before the chunk as
 * Vite loads them, without those of the entry, which the page's template links already.
 *
 * The site's CSS travels with its chunks (frontend/vite.config.ts, `cssCodeSplit`): a page rendered
 * on the server shows its lazy parts' markup before their code loads, so their stylesheets must be
 * in its head, or the page would show unstyled and then shift. When the code arrives, Vite's
 * preload helper finds each of them linked (same `href`) and adds none again.
 */
export function stylesheetsOf(manifest: Manifest, modules: readonly string[]): string[] {
  const entryCss = new Set<string>();
  const seen = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no module ${key}: rebuild the frontend`);
    for (const imported of chunk.imports ?? []) collect(imported, into);
    for (const file of chunk.css ?? []) into.add(`/${file}`);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(key, entryCss);
  }
  const styles = new Set<string>();
  for (const key of modules) collect(key, styles);
  return [...styles].filter((href) => !entryCss.has(href));
}

/**
 * The script files (`/assets/…js`) of the given lazy modules and of the chunks they import, each
 * once, without the entry's own file. The page loader requests them as `modulepreload` links
 * when it starts the app (frontend/src/boot/entry-loader.ts, PAGE_SCRIPTS): fetched beside the
 * entry rather than after it, and found linked by Vite's preload helper when hydration reaches
 * the lazy module, instead of that helper adding some forty links inside a hydration task
 * (~200 ms on the calibrated phone, issue 24).
 */
export function scriptsOf(manifest: Manifest, modules: readonly string[]): string[] {
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const collect = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no module ${key}: rebuild the frontend`);
    for (const imported of chunk.imports ?? []) collect(imported);
    if (!chunk.isEntry) scripts.add(`/${chunk.file}`);
  };
  for (const key of modules) collect(key);
  return [...scripts];
}

/** The page's own scripts for the page loader: a `<meta>` the loader reads (PAGE_SCRIPTS). */
export function pageScriptsMeta(hrefs: readonly string[]): string {
  if (hrefs.length === 0) return '';
  return `<meta name="page-scripts" content="${escapeMarkup(hrefs.join(' '))}">`;
}

/** `<link rel="stylesheet">` tags as Vite writes them (its preload helper matches on `href`). */
export function stylesheetLinks(hrefs: readonly string[]): string {
  return hrefs
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeMarkup(href)}">`)
    .join('\n');
}

/**
 * Replaces each deferred part's `data-lazy-part="<key>"` (frontend/src/app/lazyWhenVisible.tsx)
 * with the stylesheets it needs beyond the head's, as `data-styles`: the page
 * loader adds them when a visitor scrolls near the part (frontend/src/boot/entry-loader.ts), as the
 * part's code is fetched then too. A first visit then downloads the CSS of what it shows, not of
 * a form three screens down.
 */
export function withDeferredStyles(
  html: string,
  styles: ReadonlyMap<string, readonly string[]>,
): string {
  // The key itself is for this step only: the page carries the stylesheets, or nothing.
  return html.replace(/ data-lazy-part="([^"]*)"/g, (_attribute, key: string) => {
    const hrefs = styles.get(key) ?? [];
    return hrefs.length > 0 ? ` data-styles="${escapeMarkup(hrefs.join(' '))}"` : '';
  });
}
