import { parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import {
  startForecastFixtureServer,
  type ForecastFixtureServer,
} from '../test/forecast-fixture-server.js';
import { serveBehindFrontDoor, standInRenderer, testResponseCaches } from '../test/front-door.js';

/*
 * Issue 39: a forecast "being fetched" (or out) is transient. The visitor may check again (the
 * page's "Check again"), so no cache shared between visitors may keep that answer: Apollo's response cache, the HTTP
 * query cache (the front door's) and the page cache compute it again on the next request, while
 * an available forecast is kept by each as before. `generatedAt` (the server's "now") tells a
 * computed answer from a kept one.
 */

const FORECAST = `query Spray($placeId: Int, $rainfastHours: Float) {
  sprayForecast(placeId: $placeId, rainfastHours: $rainfastHours) { status unavailableReason generatedAt }
}`;
const FORECAST_DOCUMENT = parse(FORECAST);

/** Communities in cells of their own: each test fetches a cell nobody has fetched. */
const SASKATOON = 6141256;
const REGINA = 6119109;
const CALGARY = 5913490;
const EDMONTON = 5946768;

interface Answer {
  status: string;
  unavailableReason: string | null;
  generatedAt: string;
}

const env = (fixture: ForecastFixtureServer) => ({
  ...fixture.env(),
  // The page's wait, short: a hanging provider gives "being fetched" at once.
  SPRAY_FORECAST_WAIT_MS: '300',
  SPRAY_FORECAST_TIMEOUT_MS: '3000',
});

let fixture: ForecastFixtureServer;

beforeAll(async () => {
  fixture = await startForecastFixtureServer();
});
afterAll(async () => {
  await fixture?.close();
});
beforeEach(() => {
  fixture.mode = 'ok';
});

/** Asks the server at `base` for the place's forecast over POST /graphql. */
async function ask(base: string, placeId: number): Promise<Answer> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: FORECAST, variables: { placeId } }),
  });
  return ((await res.json()) as { data: { sprayForecast: Answer } }).data.sprayForecast;
}

/** Asks `ask` until the forecast is AVAILABLE (the provider's fetch has ended), then answers it. */
async function untilAvailable(ask: () => Promise<Answer>): Promise<Answer> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await ask();
    if (answer.status === 'AVAILABLE') return answer;
    expect(answer.unavailableReason).toBe('FETCHING');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the forecast never arrived');
}

describe("Apollo's response cache", () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof serveBehindFrontDoor>>;

  beforeAll(async () => {
    t = await createTestApp(env(fixture), {
      seed: 'settings',
      queryCache: { ttlSeconds: 60, maxEntries: 100, generation: () => 0 },
    });
    // No response caches: the front door answers nothing, and Apollo's cache alone is at work.
    server = await serveBehindFrontDoor(t.app, testResponseCaches());
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it('computes a "being fetched" answer again, and keeps the forecast once it is there', async () => {
    fixture.mode = 'hang';
    const first = await ask(server.base, SASKATOON);
    expect(first).toMatchObject({ status: 'UNAVAILABLE', unavailableReason: 'FETCHING' });
    const second = await ask(server.base, SASKATOON);
    expect(second.unavailableReason).toBe('FETCHING');
    expect(second.generatedAt).not.toBe(first.generatedAt);

    fixture.mode = 'ok';
    const arrived = await untilAvailable(() => ask(server.base, REGINA));
    expect(arrived.unavailableReason).toBeNull();
    expect((await ask(server.base, REGINA)).generatedAt).toBe(arrived.generatedAt);
  });
});

describe('the HTTP query cache and the page cache', () => {
  const caches = testResponseCaches();
  let t: TestApp;
  let server: Awaited<ReturnType<typeof serveBehindFrontDoor>>;
  let rendered = 0;
  let reachedApp = 0;

  // A page that shows the place's forecast, as the Spray Condition App's does (its own test is
  // frontend's sprayConditions.server.test.tsx): the status and the server's "now".
  const source = standInRenderer(
    (url) => url,
    async ({ url, execute }) => {
      rendered++;
      const placeId = Number(new URL(url, 'http://page.invalid').searchParams.get('place'));
      const result = await execute({
        document: FORECAST_DOCUMENT,
        variables: { placeId },
        operationName: 'Spray',
      });
      const answer = (result.data as { sprayForecast: Answer }).sprayForecast;
      return { html: `<p id="answer">${JSON.stringify(answer)}</p>` };
    },
  );

  beforeAll(async () => {
    t = await createTestApp(env(fixture), { seed: 'settings', caches, renderer: { source } });
    server = await serveBehindFrontDoor(t.app, caches, () => reachedApp++);
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  const page = async (placeId: number): Promise<Answer> => {
    const res = await fetch(`${server.base}/apps/spray-conditions?place=${placeId}`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    return JSON.parse(/<p id="answer">(.*?)<\/p>/.exec(html)![1]) as Answer;
  };

  it('answer a "being fetched" query afresh every time, and keep the forecast', async () => {
    fixture.mode = 'hang';
    reachedApp = 0;
    const first = await ask(server.base, CALGARY);
    const second = await ask(server.base, CALGARY);
    expect([first.unavailableReason, second.unavailableReason]).toEqual(['FETCHING', 'FETCHING']);
    expect(second.generatedAt).not.toBe(first.generatedAt);
    expect(reachedApp).toBe(2);
    expect(caches.graphql.size).toBe(0);

    fixture.mode = 'ok';
    const arrived = await untilAvailable(() => ask(server.base, EDMONTON));
    reachedApp = 0;
    expect(await ask(server.base, EDMONTON)).toEqual(arrived);
    // Answered by the front door from the query cache, without reaching the app.
    expect(reachedApp).toBe(0);
  });

  it('render a "being fetched" page afresh every time, and keep the forecast’s page', async () => {
    fixture.mode = 'hang';
    rendered = 0;
    const first = await page(CALGARY);
    const second = await page(CALGARY);
    expect([first.unavailableReason, second.unavailableReason]).toEqual(['FETCHING', 'FETCHING']);
    expect(second.generatedAt).not.toBe(first.generatedAt);
    expect(rendered).toBe(2);
    expect(caches.pages.size).toBe(0);

    // Edmonton's forecast is in its cell's row (the test above): its page is rendered once.
    fixture.mode = 'ok';
    rendered = 0;
    const shown = await page(EDMONTON);
    expect(shown.status).toBe('AVAILABLE');
    expect(await page(EDMONTON)).toEqual(shown);
    expect(rendered).toBe(1);
    expect(caches.pages.size).toBe(1);
  });
});
