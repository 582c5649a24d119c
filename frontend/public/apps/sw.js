// The farm tools offline (issues 38 and 39). Registered only by the tools' pages, with the scope /apps/:
// it answers the navigations to the pages listed below and the site's hashed /assets/ requested
// by those pages, and lets every other request through untouched, so the rest of the site behaves
// as it does without it. Each tool computes in the page, so its cached page works offline.

/** The tool pages kept for use offline. A new tool adds its path here, one line. */
const TOOL_PAGES = ['/apps/optimize-calculator', '/apps/salt-index', '/apps/spray-conditions'];

/** Raised when this file's way of caching changes: the old cache is dropped on activation. */
const CACHE = 'farm-tools-v2';
/**
 * Addresses with a query (a shared link, a plan, a place) kept per tool page: the newest ones
 * only, so visits do not fill the phone's storage. Any other address of the tool opens offline as
 * the tool's own page, which reads its inputs from the address.
 */
const KEPT_ADDRESSES_PER_TOOL = 10;
/** The time an address was kept, on its answer: the newest are found without trusting key order. */
const KEPT_AT = 'x-farm-tools-kept-at';
const ASSET = /^\/assets\//;
/** Every asset a page names: its scripts, stylesheets, preloads and the page-scripts list. */
const ASSET_IN_PAGE = /\/assets\/[\w.-]+\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)/g;

/** A tool page and the assets its HTML names (entry, the page's chunks, stylesheets). */
async function keep(cache, path) {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(path, response);
  const assets = new Set(html.match(ASSET_IN_PAGE) ?? []);
  await Promise.all(
    [...assets].map((asset) =>
      cache.match(asset).then((hit) => hit || cache.add(asset).catch(() => undefined)),
    ),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(TOOL_PAGES.map((path) => keep(cache, path).catch(() => {}))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('farm-tools-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * Keeps a tool page's answer (a copy of its own: its body is read) at an address with a query,
 * and forgets the oldest beyond the cap.
 */
async function keepAddress(cache, request, response, path) {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT, String(Date.now()));
  const body = await response.arrayBuffer();
  const { status, statusText } = response;
  await cache.put(request, new Response(body, { status, statusText, headers }));
  const addresses = (await cache.keys()).filter((key) => {
    const url = new URL(key.url);
    return url.pathname === path && url.search !== '';
  });
  if (addresses.length <= KEPT_ADDRESSES_PER_TOOL) return;
  const dated = await Promise.all(
    addresses.map(async (key) => {
      const kept = await cache.match(key);
      return { key, at: Number(kept?.headers.get(KEPT_AT)) || 0 };
    }),
  );
  dated.sort((a, b) => b.at - a.at);
  await Promise.all(dated.slice(KEPT_ADDRESSES_PER_TOOL).map(({ key }) => cache.delete(key)));
}

/**
 * Keeping a copy of an answer (`work`) goes on while the page already reads the answer: inside
 * the event's `waitUntil`, so the browser keeps the worker alive until the copy is stored. A
 * failure to store it (a full disk) costs only the copy.
 */
function meanwhile(event, work) {
  event.waitUntil(work.catch(() => undefined));
}

/**
 * A tool page: from the network when it answers (kept for next time, by its address, among the
 * tool's newest, or as the tool's page), else the same address kept before, else the tool's page
 * (the page reads its inputs from the address and computes them itself).
 */
async function toolPage(event, path) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      meanwhile(
        event,
        caches
          .open(CACHE)
          .then((cache) =>
            new URL(request.url).search === ''
              ? cache.put(path, copy)
              : keepAddress(cache, request, copy, path),
          ),
      );
    }
    return response;
  } catch (error) {
    const cache = await caches.open(CACHE);
    const kept = (await cache.match(request)) || (await cache.match(path));
    if (kept) return kept;
    throw error;
  }
}

/** A hashed asset never changes: from the cache, else from the network and kept. */
async function asset(event) {
  const { request } = event;
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    meanwhile(event, cache.put(request, copy));
  }
  return response;
}

/**
 * The assets a tool page loaded before this worker controlled it (its first visit), which the
 * page lists once the worker is ready: the entry's boot stages are named in no page's HTML.
 */
self.addEventListener('message', (event) => {
  const urls = event.data?.type === 'keep-assets' ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  const assets = urls
    .map((href) => new URL(href, self.location.origin))
    .filter((url) => url.origin === self.location.origin && ASSET.test(url.pathname))
    .map((url) => url.pathname);
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          assets.map((asset) =>
            cache.match(asset).then((hit) => hit || cache.add(asset).catch(() => undefined)),
          ),
        ),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && TOOL_PAGES.includes(url.pathname)) {
    event.respondWith(toolPage(event, url.pathname));
  } else if (ASSET.test(url.pathname)) {
    event.respondWith(asset(event));
  }
});
