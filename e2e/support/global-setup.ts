import type { TestProject } from 'vitest/node';
import { buildIfStale, startSiteServer } from './site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server on a fresh database for the whole suite (see startSiteServer). */
export default async function setup(project: TestProject) {
  buildIfStale();
  const server = await startSiteServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
