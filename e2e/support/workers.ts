/**
 * How many test files run at once, each worker on its own server (E2E_WORKERS, default 2). Two at
 * a time ran the suite in 9 instead of 11½ minutes. newsletter-flow.e2e.ts used to fail then (its
 * consent record's dialog), and subscriber-privacy.e2e.ts could too: they opened or counted rows
 * before the list's search had answered, and the search's loading emptied the list again. They
 * now wait for that answer first (searchSubscribers, support/admin.ts).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
