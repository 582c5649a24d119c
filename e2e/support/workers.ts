/**
 * How many test files run at once, each worker on its own server (E2E_WORKERS, default 2;
 * `E2E_WORKERS=1` runs one at a time). Two at a time ran the suite in 8 instead of 10 minutes on
 * a clean clone. newsletter-flow.e2e.ts and subscriber-privacy.e2e.ts used to fail then: they
 * opened or counted rows before the list's search had answered (searchSubscribers,
 * support/admin.ts, now waits for it). admin.e2e.ts (deleting an image) and roles.e2e.ts
 * (disabling an account) failed on a loaded machine waiting for a toast that had already come
 * and gone: expectToast (support/admin.ts) now waits from before the click.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
