import { createApolloClient } from './app/apollo';
import { readAppState } from './app/app-state';
import { startApp } from './boot/app';

/**
 * The browser entry, in tasks that each hold the main thread briefly on a slow phone (Total
 * Blocking Time): this file with the router, the layout and Apollo is evaluated first; the page's
 * data is read into Apollo's cache next; React's DOM renderer, the largest single library, is
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
  // and filling Apollo's cache with it is the next one.
  await nextTask();
  const state = readAppState(document);
  const client = createApolloClient();
  if (state.apollo) client.cache.restore(state.apollo);
  await nextTask();
  const dom = await import('./boot/react');
  await nextTask();
  startApp({ container, client, state, dom });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
