import {
  checkSeedRow,
  planFertilizer,
  planProductOf,
  REFERENCE_CATALOGUE,
  seedRowLineOf,
  targetsFromYieldGoal,
} from 'agronomy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AuditEvent, RecordVersion } from '../history/index.js';
import { catalogueEntryOf } from './fertilizer.service.js';
import { FertilizerProduct } from './fertilizer-product.entity.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

const FIELDS = `id name nitrogenPercent phosphatePercent potashPercent sulphurPercent otherPercent
  form lbPerUsGal saltIndex saltIndexSource pricePerTonne priceSetOn maySeedPlace version`;
const ERRORS = 'userErrors { field message code }';
const CREATE = `mutation ($input: FertilizerProductInput!) {
  createFertilizerProduct(input: $input) { fertilizerProduct { ${FIELDS} } ${ERRORS} }
}`;
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: FertilizerProductInput!) {
  updateFertilizerProduct(id: $id, expectedVersion: $v, input: $input) { fertilizerProduct { ${FIELDS} } ${ERRORS} }
}`;
const CATALOGUE = `{ fertilizerCatalogue { id kind name grade nitrogenPercent sulphurPercent pricePerTonne saltIndex maySeedPlace } }`;
const PLAN = `query ($input: FertilizerPlanInput!) {
  fertilizerPlan(input: $input) {
    feasible mode message unpriced
    lines { productId name lbPerAcre kgPerHa usGalPerAcre lPerHa fieldTonnes costPerAcre }
    balance { nutrient targetLbPerAcre suppliedLbPerAcre differenceLbPerAcre status }
    cost { perAcre perHa perField }
    excluded { name reason }
  }
}`;

interface Row {
  id: string;
  name: string;
  version: number;
  pricePerTonne: number | null;
}

const tag = () => Math.random().toString(36).slice(2, 8);

const input = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Blend ${tag()}`,
  nitrogenPercent: 11,
  phosphatePercent: 52,
  potashPercent: 0,
  sulphurPercent: 0,
  otherPercent: 0,
  otherNutrients: '',
  form: 'DRY',
  lbPerUsGal: null,
  saltIndex: 26.7,
  saltIndexSource: 'Supplier data sheet, Example Fertilizers Ltd., 2026',
  pricePerTonne: 900,
  priceSetOn: '2026-11-01',
  maySeedPlace: true,
  ...overrides,
});

async function create(fields = input()): Promise<Row> {
  const body = await gql(t.app, CREATE, { input: fields }, token);
  expect(body.errors).toBeUndefined();
  expect(body.data!.createFertilizerProduct.userErrors).toEqual([]);
  return body.data!.createFertilizerProduct.fertilizerProduct as Row;
}

const count = () => t.db.orm.em.fork().count(FertilizerProduct);

describe('fertilizer products (the office’s data)', () => {
  it('matches its migration', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff).not.toContain('fertilizer_products');
    expect(diff).not.toContain('company_settings');
  });

  it('is edited by admins only', async () => {
    const body = await gql(t.app, CREATE, { input: input() });
    expect(body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an analysis adding up to more than 100 % and stores nothing', async () => {
    const before = await count();
    const body = await gql(
      t.app,
      CREATE,
      { input: input({ nitrogenPercent: 46, phosphatePercent: 52, otherPercent: 3 }) },
      token,
    );
    expect(body.data!.createFertilizerProduct).toEqual({
      fertilizerProduct: null,
      userErrors: [
        {
          field: ['input', 'nitrogenPercent'],
          message: 'The analysis adds up to 101 %, more than 100 %.',
          code: 'INVALID',
        },
      ],
    });
    expect(await count()).toBe(before);
  });

  it('asks a liquid for its density, a salt index for its source and a price for its date', async () => {
    const before = await count();
    const body = await gql(
      t.app,
      CREATE,
      { input: input({ form: 'LIQUID', saltIndexSource: ' ', priceSetOn: null }) },
      token,
    );
    expect(body.data!.createFertilizerProduct.userErrors).toEqual([
      {
        field: ['input', 'lbPerUsGal'],
        message: 'A liquid needs its density in lb/US gal',
        code: 'INVALID',
      },
      {
        field: ['input', 'saltIndexSource'],
        message: 'Say where the salt index comes from (title, publisher, year)',
        code: 'INVALID',
      },
      {
        field: ['input', 'priceSetOn'],
        message: 'Give the day the price was set',
        code: 'INVALID',
      },
    ]);
    const negative = await gql(t.app, CREATE, { input: input({ potashPercent: -1 }) }, token);
    expect(negative.data!.createFertilizerProduct.userErrors[0]).toMatchObject({
      field: ['input', 'potashPercent'],
      message: 'K₂O must be a percentage from 0 to 100',
    });
    expect(await count()).toBe(before);
  });

  it('keeps a version and an audit row of every save, and refuses a save over a newer one', async () => {
    const created = await create();
    const saved = await gql(
      t.app,
      UPDATE,
      { id: created.id, v: 1, input: input({ name: created.name, pricePerTonne: 955 }) },
      token,
    );
    expect(saved.data!.updateFertilizerProduct).toMatchObject({
      fertilizerProduct: { pricePerTonne: 955, version: 2 },
      userErrors: [],
    });
    const stale = await gql(
      t.app,
      UPDATE,
      { id: created.id, v: 1, input: input({ name: created.name, pricePerTonne: 1 }) },
      token,
    );
    expect(stale.data!.updateFertilizerProduct.userErrors[0].code).toBe('CONFLICT');
    const em = t.db.orm.em.fork();
    const versions = await em.find(
      RecordVersion,
      { recordType: 'fertilizer-product', recordId: Number(created.id) },
      { orderBy: { version: 'asc' } },
    );
    expect(versions.map((v) => [v.version, v.changedFields])).toEqual([
      [1, expect.arrayContaining(['name', 'nitrogenPercent', 'pricePerTonne'])],
      [2, ['pricePerTonne']],
    ]);
    const audit = await em.find(AuditEvent, {
      recordType: 'fertilizer-product',
      recordId: Number(created.id),
    });
    expect(audit.map((a) => [a.action, a.actor, a.recordLabel])).toEqual([
      ['CREATE', 'admin', created.name],
      ['UPDATE', 'admin', created.name],
    ]);
  });

  it('lists the company’s products, then the reference list, each marked', async () => {
    const created = await create();
    const body = await gql(t.app, CATALOGUE);
    const list = body.data!.fertilizerCatalogue as { id: string; kind: string; grade: string }[];
    const own = list.find((entry) => entry.id === `company-${created.id}`);
    expect(own).toMatchObject({ kind: 'COMPANY', grade: '11-52-0', pricePerTonne: 900 });
    const references = list.filter((entry) => entry.kind === 'REFERENCE');
    expect(references.map((entry) => entry.id)).toEqual(REFERENCE_CATALOGUE.map((e) => e.id));
    expect(list.indexOf(own!)).toBeLessThan(list.indexOf(references[0]));
    expect(references.find((e) => e.id === 'reference-ammonium-sulphate')).toMatchObject({
      grade: '21-0-0-24S',
      saltIndex: 88.3,
      pricePerTonne: null,
    });
  });
});

describe('the tools’ calculations over GraphQL', () => {
  it('plans as the agronomy module does, and follows the office’s analysis and price at once', async () => {
    const map = await create(input({ name: `MAP ${tag()}`, pricePerTonne: 1000 }));
    const urea = await create(
      input({
        name: `Urea ${tag()}`,
        nitrogenPercent: 46,
        phosphatePercent: 0,
        saltIndex: 74.4,
        pricePerTonne: 700,
      }),
    );
    const ids = [`company-${map.id}`, `company-${urea.id}`, 'reference-dap'];
    const plan = (mode: string) =>
      gql(t.app, PLAN, {
        input: {
          productIds: ids,
          targetsLbPerAcre: { nitrogen: 100, phosphate: 40 },
          acres: 160,
          mode,
        },
      });
    /** The office's urea alone, for 100 lb N/ac (its P₂O₅ target then cannot be met). */
    const ureaAlone = async () => {
      const body = await gql(t.app, PLAN, {
        input: {
          productIds: [`company-${urea.id}`],
          targetsLbPerAcre: { nitrogen: 100 },
          acres: 160,
          mode: 'EXACT',
        },
      });
      return body.data!.fertilizerPlan.lines as { lbPerAcre: number; costPerAcre: number }[];
    };
    const expected = async (mode: 'exact' | 'least-cost') => {
      const stored = await t.db.orm.em.fork().find(FertilizerProduct, {
        id: { $in: [Number(map.id), Number(urea.id)] },
      });
      const entries = [
        ...[map.id, urea.id].map((id) =>
          catalogueEntryOf(stored.find((p) => p.id === Number(id))!),
        ),
        REFERENCE_CATALOGUE.find((e) => e.id === 'reference-dap')!,
      ];
      return planFertilizer({
        products: entries.map((entry) => planProductOf(entry)),
        targetsLbPerAcre: { N: 100, P2O5: 40 },
        field: { acres: 160 },
        mode,
      });
    };

    const exact = (await plan('EXACT')).data!.fertilizerPlan;
    const direct = await expected('exact');
    expect(direct.feasible).toBe(true);
    if (!direct.feasible) return;
    expect(exact.feasible).toBe(true);
    expect(exact.lines).toEqual(
      direct.lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        ...line.rates,
        fieldTonnes: line.fieldTonnes,
        costPerAcre: line.costPerAcre,
      })),
    );
    expect(exact.balance.map((b: { suppliedLbPerAcre: number }) => b.suppliedLbPerAcre)).toEqual(
      direct.balance.map((b) => b.suppliedLbPerAcre),
    );

    // DAP has no price: a least-cost plan leaves it out and says why.
    const cheapest = (await plan('LEAST_COST')).data!.fertilizerPlan;
    const directCheapest = await expected('least-cost');
    if (!directCheapest.feasible) throw new Error('expected a plan');
    expect(cheapest.cost).toEqual(directCheapest.cost);
    expect(cheapest.excluded).toEqual(directCheapest.excluded);

    // 100 lb N/ac ÷ 46 % = 217.4 lb/ac = 98.6 kg/ac; at $700/t, $69.02 per acre.
    const [before] = await ureaAlone();
    expect(before.lbPerAcre).toBeCloseTo(217.39, 2);
    expect(before.costPerAcre).toBeCloseTo(69.02, 2);

    // The office halves the urea's nitrogen (46 → 23 %) and doubles its price: the next plans
    // use the new analysis and price, with no restart.
    const saved = await gql(
      t.app,
      UPDATE,
      {
        id: urea.id,
        v: urea.version,
        input: input({
          name: urea.name,
          nitrogenPercent: 23,
          phosphatePercent: 0,
          saltIndex: 74.4,
          pricePerTonne: 1400,
        }),
      },
      token,
    );
    expect(saved.data!.updateFertilizerProduct.userErrors).toEqual([]);
    // 100 lb N/ac ÷ 23 % = 434.8 lb/ac = 197.2 kg/ac; at $1400/t, $276.10 per acre.
    const [after] = await ureaAlone();
    expect(after.lbPerAcre).toBeCloseTo(434.78, 2);
    expect(after.costPerAcre).toBeCloseTo(276.1, 2);
    const directExact = await expected('exact');
    if (!directExact.feasible) throw new Error('expected a plan');
    const exactAfter = (await plan('EXACT')).data!.fertilizerPlan;
    expect(exactAfter.lines).not.toEqual(exact.lines);
    expect(
      exactAfter.lines.map((line: { productId: string; lbPerAcre: number }) => [
        line.productId,
        line.lbPerAcre,
      ]),
    ).toEqual(directExact.lines.map((line) => [line.productId, line.rates.lbPerAcre]));
    const dearer = (await plan('LEAST_COST')).data!.fertilizerPlan;
    expect(dearer.cost.perAcre).toBeGreaterThan(cheapest.cost.perAcre);
    expect(dearer.cost).toEqual(((await expected('least-cost')) as typeof directCheapest).cost);
  });

  it('says plainly when a target cannot be met', async () => {
    const body = await gql(t.app, PLAN, {
      input: {
        productIds: ['reference-urea', 'reference-map'],
        targetsLbPerAcre: { nitrogen: 80, sulphur: 15 },
        acres: 10,
        mode: 'EXACT',
      },
    });
    expect(body.data!.fertilizerPlan).toMatchObject({
      feasible: false,
      message: 'None of these products supplies S.',
      lines: [],
    });
  });

  it('refuses an unknown product and a field without exactly one size', async () => {
    const unknown = await gql(t.app, PLAN, {
      input: { productIds: ['company-999999'], targetsLbPerAcre: { nitrogen: 1 }, acres: 1 },
    });
    expect(unknown.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors![0].message).toBe('Unknown product: choose one from the product list');
    const both = await gql(t.app, PLAN, {
      input: {
        productIds: ['reference-urea'],
        targetsLbPerAcre: { nitrogen: 1 },
        acres: 1,
        hectares: 1,
      },
    });
    expect(both.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('estimates targets as the agronomy module does, and names the gap for pea', async () => {
    const QUERY = `query ($input: FertilizerTargetsInput!) {
      fertilizerTargets(input: $input) { available label message lines { nutrient targetLbPerAcre removalLbPerAcre } source { title year } }
    }`;
    const body = await gql(t.app, QUERY, {
      input: {
        crop: 'CANOLA',
        bushelsPerAcre: 50,
        soilTestLbPerAcre: { nitrogen: 30, sulphur: 5 },
      },
    });
    const direct = targetsFromYieldGoal({
      crop: 'canola',
      yieldGoal: { bushelsPerAcre: 50 },
      soilTestLbPerAcre: { N: 30, S: 5 },
    });
    if (!direct.available) throw new Error('expected an estimate');
    expect(body.data!.fertilizerTargets).toMatchObject({
      available: true,
      label: direct.label,
      source: { title: direct.source.title, year: direct.source.year },
    });
    expect(body.data!.fertilizerTargets.lines).toEqual(
      direct.lines.map(({ nutrient, targetLbPerAcre, removalLbPerAcre }) => ({
        nutrient,
        targetLbPerAcre,
        removalLbPerAcre,
      })),
    );
    const pea = await gql(t.app, QUERY, { input: { crop: 'FIELD_PEA', bushelsPerAcre: 50 } });
    expect(pea.data!.fertilizerTargets).toMatchObject({ available: false, lines: [] });
    expect(pea.data!.fertilizerTargets.message).toMatch(/No prairie removal coefficients/);
  });

  it('checks the seed row as the agronomy module does', async () => {
    const QUERY = `query ($input: SeedRowCheckInput!) {
      seedRowCheck(input: $input) {
        seedbedUtilization verdict findings { topic verdict reason limitLbPerAcre }
        saltIndex { saltIndex partialSaltIndex table } notes
      }
    }`;
    const lines = [
      { productId: 'reference-urea', lbPerAcre: 40 },
      { productId: 'reference-map', lbPerAcre: 50 },
    ];
    const body = await gql(t.app, QUERY, {
      input: {
        crop: 'SPRING_WHEAT',
        texture: 'MEDIUM',
        moisture: 'GOOD_TO_EXCELLENT',
        spread: 1,
        rowSpacing: 9,
        lines,
      },
    });
    const entry = (id: string) => REFERENCE_CATALOGUE.find((e) => e.id === id)!;
    const direct = checkSeedRow({
      crop: 'spring-wheat',
      texture: 'medium',
      moisture: 'good-to-excellent',
      spread: 1,
      rowSpacing: 9,
      lines: lines.map((line) => seedRowLineOf(entry(line.productId), line.lbPerAcre)),
    });
    const check = body.data!.seedRowCheck;
    // 1 in. on 9 in. rows: SBU 11 %.
    expect(Math.round(check.seedbedUtilization * 100)).toBe(11);
    expect(check.verdict).toBe(direct.verdict.toUpperCase());
    expect(check.findings.map((f: { reason: string }) => f.reason)).toEqual(
      direct.findings.map((f) => f.reason),
    );
    expect(check.saltIndex.saltIndex).toBe(direct.saltIndex.saltIndex);
    expect(check.saltIndex.table).toBe('Mortvedt (2001)');
    expect(check.notes[0]).toMatch(/^Salt index is only a relative measure/);
  });
});

describe('app statuses on /apps', () => {
  const READ =
    '{ company { appStatuses { optimizeCalculator sprayConditions saltIndex farmOps } } }';
  const SET = `mutation ($input: AppStatusesInput!) {
    updateAppStatuses(input: $input) { company { appStatuses { optimizeCalculator saltIndex } } ${ERRORS} }
  }`;

  it('starts as the page showed: three Beta and FarmOps Coming Soon', async () => {
    const body = await gql(t.app, READ);
    expect(body.data!.company.appStatuses).toEqual({
      optimizeCalculator: 'BETA',
      sprayConditions: 'BETA',
      saltIndex: 'BETA',
      farmOps: 'COMING_SOON',
    });
  });

  it('is set by the office, audited by the apps that changed', async () => {
    const statuses = {
      optimizeCalculator: 'LIVE',
      sprayConditions: 'BETA',
      saltIndex: 'BETA',
      farmOps: 'COMING_SOON',
    };
    expect((await gql(t.app, SET, { input: statuses })).errors![0].extensions!.code).toBe(
      'UNAUTHENTICATED',
    );
    const body = await gql(t.app, SET, { input: statuses }, token);
    expect(body.data!.updateAppStatuses).toEqual({
      company: { appStatuses: { optimizeCalculator: 'LIVE', saltIndex: 'BETA' } },
      userErrors: [],
    });
    expect((await gql(t.app, READ)).data!.company.appStatuses.optimizeCalculator).toBe('LIVE');
    const audit = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordType: 'company-settings' }, { orderBy: { id: 'desc' } });
    expect(audit[0].fields).toEqual(['appStatuses.optimizeCalculator']);
  });
});
