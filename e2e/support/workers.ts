import { availableParallelism } from 'node:os';

/**
 * How many test files run at once (E2E_WORKERS, else one per core): a file spends most of its time
 * waiting on the browser and the server, so one file at a time left the machine two-thirds idle.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || availableParallelism());
