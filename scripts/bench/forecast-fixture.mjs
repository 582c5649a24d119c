// @ts-check
// The spray forecast's provider for the bench: the end-to-end suite's fixture server
// (backend/src/test/forecast-fixture-server.ts, MSC GeoMet played back on 127.0.0.1 from a
// recorded fixture), so that the Spray Condition App's page shows a forecast on a machine with no
// network, as it does for a visitor, and no run of the bench reaches GeoMet.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { send } from './http-client.mjs';

const root = join(import.meta.dirname, '..', '..');
export const FIXTURE_SERVER_SOURCE = join(root, 'backend/src/test/forecast-fixture-server.ts');
/** Longest the first fetch of a cell from the fixture (about 320 requests) may take. */
const PRIME_TIMEOUT_MS = 120_000;

/**
 * The fixture server's TypeScript as a module Node runs: types stripped by the TypeScript
 * compiler (the bench runs on Node 20, which cannot strip them itself), and its own folder written
 * in where it reads `import.meta.dirname`, since the module is run from elsewhere.
 * @param {string} source
 * @param {string} folder the folder the source file is in
 */
export async function fixtureServerModule(source, folder) {
  const { default: ts } = await import('typescript');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: false,
    },
  });
  if (!outputText.includes('import.meta.dirname')) {
    throw new Error('the fixture server no longer reads import.meta.dirname: update the bench');
  }
  return outputText.replaceAll('import.meta.dirname', JSON.stringify(folder));
}

/**
 * @typedef {object} ForecastFixture
 * @property {() => Record<string, string>} env the settings that point a server's provider at it
 * @property {{ capabilities: number, featureInfo: number, openMeteo: number }} counts
 * @property {'ok' | 'fail' | 'hang'} mode `hang`: requests are taken and never answered
 * @property {() => Promise<void>} close
 */

/**
 * Starts the fixture server in this process; `register` receives what stops it.
 * @param {(stop: () => Promise<void>) => void} register
 * @returns {Promise<ForecastFixture>}
 */
export async function startForecastFixture(register) {
  const folder = await mkdtemp(join(tmpdir(), 'prairie-bench-forecast-'));
  try {
    const file = join(folder, 'forecast-fixture-server.mjs');
    const source = await readFile(FIXTURE_SERVER_SOURCE, 'utf8');
    await writeFile(file, await fixtureServerModule(source, dirname(FIXTURE_SERVER_SOURCE)));
    const module = await import(pathToFileURL(file).href);
    const server = await module.startForecastFixtureServer();
    register(() => server.close());
    return server;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Waits until the server has the place's forecast in its cache: asks for it through GraphQL,
 * each time with another rainfast time, so that no response cache answers for the provider (the
 * server keeps no "being fetched" answer, but a server from before that change, with BENCH_URL,
 * may). The pages measured afterwards then find the forecast in the cell's row.
 * @param {string} base
 * @param {number} placeId
 */
export async function primeForecast(base, placeId) {
  const deadline = Date.now() + PRIME_TIMEOUT_MS;
  let last = '';
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    // 1, 1.25, 1.5… hours: each request a query no cache has seen.
    const rainfastHours = 1 + 0.25 * (attempt % 80);
    const query = `{ sprayForecast(placeId: ${placeId}, rainfastHours: ${rainfastHours}) { status unavailableMessage } }`;
    const reply = await send(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    last = reply.body.toString('utf8');
    const answer = JSON.parse(last);
    if (answer.data?.sprayForecast?.status === 'AVAILABLE') return;
    if (answer.errors) throw new Error(`sprayForecast failed: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`no forecast for place ${placeId} in ${PRIME_TIMEOUT_MS / 1000} s: ${last}`);
}
