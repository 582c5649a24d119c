/** The worker that keeps the tool pages for use offline (public/apps/sw.js); tools only. */
const OFFLINE_WORKER = '/apps/sw.js';

export function registerOfflineTools() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(OFFLINE_WORKER, { scope: '/apps/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // What this visit loaded before the worker could see it, for the worker to keep too.
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      registration.active?.postMessage({ type: 'keep-assets', urls });
    })
    .catch(() => {
      // Without it the tools still work online; nothing to tell the farmer.
    });
}
