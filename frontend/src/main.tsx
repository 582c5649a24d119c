import { readAppState } from './app/app-state';
import { loadBrowserClient, PageDataStore } from './app/page-data';
import { startApp } from './boot/app';

/**
 * The browser entry, in tasks that each hold the main thread briefly on a slow phone (Total
 * Blocking Time): this file with the router and the layout is evaluated first; the page's data
 * is read next (no Apollo Client: it loads only when a page must ask the API, app/page-data); React's DOM renderer, the largest single library, is
 * evaluated in a task of its own; then the page hydrates.
 * Together they were one task of ~60 ms on a fast machine, ~250 ms on a mid-range phone. The
 * renderer's file is fetched in parallel with this one (the page's inline loader preloads it, see
 * `entryAfterFirstPaint` in vite.config.ts), so the split adds no round trip.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * No top-level await: React's DOM renderer imports React from this file's chunk, so a module that
 * awaited it at the top level would wait on itself (and the app would never start).
 */
async function start(container: HTMLElement) {
  // This file's evaluation (the bundle's libraries) is a task of its own; reading the page's data
  // is the next one.
  await nextTask();
  const state = readAppState(document);
  const pageData = { store: new PageDataStore(state.pageData), client: loadBrowserClient };
  await nextTask();
  const dom = await import('./boot/react');
  await nextTask();
  startApp({ container, pageData, state, dom });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
