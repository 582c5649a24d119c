import type { TestProject } from 'vitest/node';
import { buildIfStale, startSiteServer, type AdminAccount } from './site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: AdminAccount;
  }
}

/** One production server on a fresh database for the whole suite (see startSiteServer). */
export default async function setup(project: TestProject) {
  buildIfStale();
  const server = await startSiteServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('admin', server.admin);
  return () => server.stop();
}
