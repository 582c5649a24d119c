import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkSeedRow,
  planFertilizer,
  planProductOf,
  REFERENCE_CATALOGUE,
  roundForDisplay,
  seedRowLineOf,
} from '../agronomy/src/index.js';
import {
  FIXTURE_SERVER_SOURCE,
  fixtureServerModule,
  startForecastFixture,
} from './bench/forecast-fixture.mjs';
import { INTERACTIONS, keyFigure, OPTIMIZE_PLAN, SALT_BLEND } from './bench/interaction.mjs';
import { answerSeen, watchAnswer } from './bench/page-events.mjs';

// The farm tools' interactions of `npm run bench` (issue 38) and what they need: the answers
// they wait for, the figure of a typed key, the fixture forecast provider.

const product = (id: string) => {
  const entry = REFERENCE_CATALOGUE.find((p) => p.id === id);
  if (!entry) throw new Error(`no reference product ${id}`);
  return entry;
};
/** As the pages show a number: rounded for display, one decimal, grouped. */
const shown = (value: number, kind: Parameters<typeof roundForDisplay>[1]) =>
  roundForDisplay(value, kind).toFixed(1);

describe('the answers the farm tool interactions wait for', () => {
  it('are the Optimize Calculator’s plan for the typed N target, and not the one before', () => {
    const params = new URL(OPTIMIZE_PLAN.path, 'http://x').searchParams;
    expect(params.getAll('p')).toEqual(OPTIMIZE_PLAN.products);
    expect(Number(params.get('tN'))).toBe(OPTIMIZE_PLAN.before.N);
    // Typing "0" after the N target's "10" makes it 100.
    expect(Number(`${params.get('tN')}0`)).toBe(OPTIMIZE_PLAN.after.N);
    const plan = (targets: Record<string, number>) =>
      planFertilizer({
        products: OPTIMIZE_PLAN.products.map((id) => planProductOf(product(id))),
        targetsLbPerAcre: targets,
        field: { acres: Number(params.get('area')) },
        mode: 'exact',
      });
    const before = plan(OPTIMIZE_PLAN.before);
    const after = plan(OPTIMIZE_PLAN.after);
    if (!before.feasible || !after.feasible) throw new Error('a plan failed');
    expect(before.lines.map((line) => line.name)).not.toContain(OPTIMIZE_PLAN.row);
    const urea = after.lines.find((line) => line.name === OPTIMIZE_PLAN.row);
    expect(urea && shown(urea.rates.lbPerAcre, 'lbPerAcre')).toBe(OPTIMIZE_PLAN.lbPerAcre);
  });

  it('are the Salt Index App’s blend figures for the typed rate, and not the ones before', () => {
    const params = new URL(SALT_BLEND.path, 'http://x').searchParams;
    const [map, urea] = SALT_BLEND.lines;
    expect([params.get('p1'), Number(params.get('r1'))]).toEqual([map.productId, map.lbPerAcre]);
    expect([params.get('p2'), Number(params.get('r2'))]).toEqual([urea.productId, urea.before]);
    expect(Number(`${params.get('r2')}0`)).toBe(urea.lbPerAcre);
    const check = (ureaRate: number) =>
      checkSeedRow({
        crop: 'canola',
        texture: 'medium',
        moisture: 'good-to-excellent',
        spread: Number(params.get('spread')),
        rowSpacing: Number(params.get('row')),
        lines: [
          seedRowLineOf(product(map.productId), map.lbPerAcre),
          seedRowLineOf(product(urea.productId), ureaRate),
        ],
      });
    const figures = (ureaRate: number) => {
      const result = check(ureaRate);
      return {
        saltIndex: shown(result.saltIndex.saltIndex ?? NaN, 'saltIndex'),
        nitrogen: result.findings.find((f) => f.topic === 'nitrogen')?.reason ?? '',
      };
    };
    const before = figures(Number(urea.before));
    const after = figures(urea.lbPerAcre);
    expect(before.saltIndex).toBe(SALT_BLEND.saltIndexBefore);
    expect(after.saltIndex).toBe(SALT_BLEND.saltIndex);
    expect(before.nitrogen).toContain(
      `${SALT_BLEND.seedPlacedNBefore} lb/ac of N goes with the seed`,
    );
    expect(after.nitrogen).toContain(`${SALT_BLEND.seedPlacedN} lb/ac of N goes with the seed`);
  });

  it('are the texts the two interactions watch for', () => {
    const watched = INTERACTIONS.filter((kind) => kind.key !== undefined).map((kind) =>
      kind.shows?.flatMap((answer) => answer.texts),
    );
    expect(watched).toEqual([
      [OPTIMIZE_PLAN.row, OPTIMIZE_PLAN.lbPerAcre],
      [
        `Salt index of the blend: ${SALT_BLEND.saltIndex}`,
        `${SALT_BLEND.seedPlacedN} lb/ac of N goes with the seed`,
      ],
    ]);
  });
});

describe('keyFigure', () => {
  const entry = (name: string, startTime: number, duration: number, interactionId = 7) => ({
    type: 'event',
    name,
    startTime,
    duration,
    interactionId,
  });

  it('takes the answer’s time when the page painted it after the key’s frame', () => {
    const events = [entry('keydown', 1000, 48), entry('keyup', 1040, 24)];
    expect(keyFigure(events, 1000, 1130)).toEqual({ duration: 130, event: 'answer shown' });
  });

  it('takes the key’s longest entry when the answer came in its frame', () => {
    const events = [entry('keydown', 1000, 96), entry('keyup', 1040, 24)];
    expect(keyFigure(events, 1000, 1080)).toEqual({ duration: 96, event: 'keydown' });
  });

  it('leaves out the focusing tap before the key and entries of no interaction', () => {
    const events = [
      entry('pointerdown', 500, 400),
      entry('click', 510, 380),
      entry('pointerover', 1001, 300, 0),
      entry('keydown', 1000, 40),
    ];
    expect(keyFigure(events, 1000, 1020)).toEqual({ duration: 40, event: 'keydown' });
  });
});

describe('watchAnswer', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A page of one element whose text the test changes. */
  function page(text: string) {
    const element = { textContent: text, closest: () => null };
    vi.stubGlobal('document', { querySelectorAll: () => [element], querySelector: () => null });
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 5));
    return element;
  }
  const answers = [{ selector: 'p', texts: ['Salt index of the blend: 36.2'] }];

  it('resolves with the time after the first frame that shows every text', async () => {
    const element = page('Salt index of the blend: 27.9');
    watchAnswer({ answers, timeoutMs: 5_000 });
    const before = performance.now();
    setTimeout(() => (element.textContent = 'Salt index  of the\nblend: 36.2 (by mass)'), 30);
    const seen = await answerSeen();
    expect(typeof seen).toBe('number');
    expect(seen).toBeGreaterThanOrEqual(before + 30);
  });

  it('voids the run when the answer was shown before the input', async () => {
    page('Salt index of the blend: 36.2');
    watchAnswer({ answers, timeoutMs: 5_000 });
    expect(await answerSeen()).toBe('the answer was shown before the input');
  });

  it('gives up after its time', async () => {
    page('Salt index of the blend: 27.9');
    watchAnswer({ answers, timeoutMs: 50 });
    expect(await answerSeen()).toBe('not shown in 0.05 s');
  });
});

describe('the forecast fixture for the bench', () => {
  it('is the end-to-end suite’s fixture server, run from its TypeScript', async () => {
    const source = await readFile(FIXTURE_SERVER_SOURCE, 'utf8');
    const module = await fixtureServerModule(source, dirname(FIXTURE_SERVER_SOURCE));
    expect(module).not.toContain('import.meta.dirname');
    expect(module).toContain(JSON.stringify(dirname(FIXTURE_SERVER_SOURCE)));
    expect(module).not.toMatch(/:\s*(Server|ForecastFixtureServer)\b/);
  });

  it('answers GeoMet requests on 127.0.0.1', async () => {
    const stops: (() => Promise<void>)[] = [];
    try {
      const fixture = await startForecastFixture((stop) => stops.push(stop));
      const url = new URL(fixture.env().SPRAY_GEOMET_URL);
      expect(url.hostname).toBe('127.0.0.1');
      url.search = 'SERVICE=WMS&REQUEST=GetCapabilities&LAYER=HRDPS.CONTINENTAL_TT';
      const reply = await fetch(url);
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain('<Name>HRDPS.CONTINENTAL_TT</Name>');
      expect(fixture.counts.capabilities).toBe(1);
    } finally {
      for (const stop of stops) await stop();
    }
  });
});
