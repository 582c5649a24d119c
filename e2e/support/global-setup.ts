import type { TestProject } from 'vitest/node';
import {
  buildIfStale,
  newAdminAccount,
  newStaffAccount,
  startSiteServer,
  type AdminAccount,
  type StaffAccount,
} from './site-server';
import { startForecastFixtureServer } from '../../backend/src/test/forecast-fixture-server';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: worker n (VITEST_POOL_ID) uses baseUrls[n - 1]. */
    baseUrls: string[];
    admin: AdminAccount;
    /** An editor's and a support account, beside the first owner (roles.e2e.ts). */
    staff: StaffAccount[];
  }
}

/**
 * One production server on a fresh database per worker (see startSiteServer): files run side by
 * side, each worker's one after another on its own server, so no file sees another's data.
 */
export default async function setup(project: TestProject) {
  buildIfStale();
  const admin = newAdminAccount();
  const staff = [newStaffAccount('editor'), newStaffAccount('support')];
  // The spray forecast's provider, played back from its fixture on 127.0.0.1: no server of the
  // suite asks the real GeoMet. A cell's first fetch (about 320 GeoMet requests) may take longer
  // on a busy machine than a page waits by default (SPRAY_FORECAST_WAIT_MS), and the page would
  // say "being fetched": the suite's servers wait up to 10 s for the fetch instead.
  const forecast = await startForecastFixtureServer();
  const env = { ...forecast.env(), SPRAY_FORECAST_WAIT_MS: '10000' };
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, () => startSiteServer({ admin, staff, env })),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await forecast.close();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  project.provide('admin', admin);
  project.provide('staff', staff);
  return async () => {
    // What the servers logged (warnings and errors): the first place to look when a test failed.
    for (const server of servers) {
      const output = server.output().trim();
      if (output) console.warn(`--- ${server.baseUrl} logged:\n${output}`);
    }
    await Promise.all(servers.map((server) => server.stop()));
    await forecast.close();
  };
}
