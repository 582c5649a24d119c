import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { eventually } from '../../test/eventually.js';
import { adminToken, gql } from '../../test/graphql.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { FertilizerCatalogue } from './fertilizer-catalogue.js';
import { FertilizerForm, FertilizerProduct } from './fertilizer-product.entity.js';

/*
 * Issue 38: a plan reads the product list from memory, not the database, and still follows the
 * office's edits at once on the instance that saved them and, through the change notice, on the
 * other replicas.
 */

/** The office's urea, as the admin's form sends it and as the entity holds it. */
const UREA = {
  name: 'Office Urea',
  nitrogenPercent: 46,
  phosphatePercent: 0,
  potashPercent: 0,
  sulphurPercent: 0,
  otherPercent: 0,
  otherNutrients: '',
  form: FertilizerForm.DRY,
  lbPerUsGal: null,
  saltIndex: null,
  saltIndexSource: '',
  pricePerTonne: 700,
  priceSetOn: '2026-11-01',
  maySeedPlace: false,
};

/** The same through GraphQL, which names the form by its enum value. */
const UREA_INPUT = { ...UREA, form: 'DRY' };

let db: TestDatabase;
let reads = 0;

beforeAll(async () => {
  db = await createTestDatabase({
    seed: 'settings',
    onQuery: (sql) => {
      if (sql.includes('from "fertilizer_products"')) reads++;
    },
  });
});
afterAll(() => db?.drop());

describe('the catalogue snapshot', () => {
  it('reads the database once per content generation, and afresh after a change', async () => {
    let generation = 0;
    const catalogue = new FertilizerCatalogue(() => generation);
    const before = reads;
    const first = await catalogue.read(db.orm.em.fork());
    expect(await catalogue.read(db.orm.em.fork())).toBe(first);
    expect(reads - before).toBe(1);

    const em = db.orm.em.fork();
    em.create(FertilizerProduct, UREA);
    await em.flush();
    generation++;
    const after = await catalogue.read(db.orm.em.fork());
    expect(reads - before).toBe(2);
    expect(after.map((entry) => entry.name)).toContain(UREA.name);
    expect(first.map((entry) => entry.name)).not.toContain(UREA.name);
  });

  it('never serves a read that started before a change after it', async () => {
    let generation = 0;
    const catalogue = new FertilizerCatalogue(() => generation);
    const before = reads;
    const started = catalogue.read(db.orm.em.fork());
    generation++;
    await Promise.all([started, catalogue.read(db.orm.em.fork())]);
    expect(reads - before).toBe(2);
  });

  it('reads the database every time without a change feed', async () => {
    const catalogue = new FertilizerCatalogue();
    const before = reads;
    await catalogue.read(db.orm.em.fork());
    await catalogue.read(db.orm.em.fork());
    expect(reads - before).toBe(2);
  });
});

describe('plans on two replicas after an office edit', () => {
  let shared: TestDatabase;
  let replicas: [TestServer, TestServer];

  beforeAll(async () => {
    shared = await createTestDatabase({ seed: 'settings' });
    replicas = [await startTestServer(shared), await startTestServer(shared)];
  }, 90_000);
  afterAll(async () => {
    for (const replica of replicas ?? []) await replica.close();
    await shared?.drop();
  });

  it('follow the new price at once where it was saved, and on the other replica', async () => {
    const [a, b] = replicas.map((replica) => replica.origin);
    const token = await adminToken(a);
    const created = await gql(
      a,
      `mutation ($input: FertilizerProductInput!) {
        createFertilizerProduct(input: $input) { fertilizerProduct { id version } userErrors { message } }
      }`,
      { input: UREA_INPUT },
      token,
    );
    const { id, version } = created.data!.createFertilizerProduct.fertilizerProduct;
    /** The cost per acre of 100 lb N/ac from the office's urea alone, as `origin` plans it. */
    const costAt = async (origin: string) => {
      const body = await gql(
        origin,
        `query ($input: FertilizerPlanInput!) { fertilizerPlan(input: $input) { lines { costPerAcre } } }`,
        {
          input: {
            productIds: [`company-${id}`],
            targetsLbPerAcre: { nitrogen: 100 },
            acres: 160,
            mode: 'EXACT',
          },
        },
      );
      expect(body.errors).toBeUndefined();
      return body.data!.fertilizerPlan.lines[0].costPerAcre as number;
    };
    // 217.4 lb/ac at $700/t: $69.02 per acre, on both (each now holds the list).
    expect(await costAt(a)).toBeCloseTo(69.02, 2);
    await eventually(
      () => costAt(b),
      (cost) => Math.abs(cost - 69.02) < 0.01,
    );

    const saved = await gql(
      a,
      `mutation ($id: ID!, $v: Int!, $input: FertilizerProductInput!) {
        updateFertilizerProduct(id: $id, expectedVersion: $v, input: $input) { userErrors { message } }
      }`,
      { id, v: version, input: { ...UREA_INPUT, pricePerTonne: 1400 } },
      token,
    );
    expect(saved.data!.updateFertilizerProduct.userErrors).toEqual([]);
    // $1400/t: $138.05 per acre, on the saving replica with its very next request.
    expect(await costAt(a)).toBeCloseTo(138.05, 2);
    // The other hears of it through the change notice.
    await eventually(
      () => costAt(b),
      (cost) => Math.abs(cost - 138.05) < 0.01,
    );
  });
});
