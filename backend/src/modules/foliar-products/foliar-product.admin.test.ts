import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';

/*
 * The office's editing of foliar products (the record resource's operations; the admin screen
 * comes with the admin kit). Each test makes the products it reads.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

const FIELDS = 'id name kind rainfastMinutes labelNotes sortOrder version';
const ERRORS = 'userErrors { field message }';
const CREATE = `mutation ($input: FoliarProductInput!) {
  createFoliarProduct(input: $input) { foliarProduct { ${FIELDS} } ${ERRORS} }
}`;
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: FoliarProductInput!) {
  updateFoliarProduct(id: $id, expectedVersion: $v, input: $input) { foliarProduct { ${FIELDS} } ${ERRORS} }
}`;

const input = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Foliar ${Math.random().toString(36).slice(2, 7)}`,
  kind: 'FOLIAR_NUTRIENT',
  rainfastMinutes: 90,
  labelNotes: 'Keep 90 minutes clear of rain.',
  ...overrides,
});

describe('foliar products in the admin', () => {
  it('are for admins only', async () => {
    const body = await gql(t.app, CREATE, { input: input() });
    expect(body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('are created, listed for the app and saved over their version', async () => {
    const created = await gql(t.app, CREATE, { input: input({ name: 'Elite Test Mn' }) }, token);
    expect(created.data!.createFoliarProduct.userErrors).toEqual([]);
    const product = created.data!.createFoliarProduct.foliarProduct;
    const list = await gql(t.app, '{ foliarProducts { name rainfastMinutes } }');
    expect(list.data!.foliarProducts).toContainEqual({
      name: 'Elite Test Mn',
      rainfastMinutes: 90,
    });

    const saved = await gql(
      t.app,
      UPDATE,
      {
        id: product.id,
        v: product.version,
        input: input({ name: 'Elite Test Mn', rainfastMinutes: 30 }),
      },
      token,
    );
    expect(saved.data!.updateFoliarProduct.foliarProduct.rainfastMinutes).toBe(30);
    // A save over the older version is refused, and nothing changes.
    const stale = await gql(
      t.app,
      UPDATE,
      {
        id: product.id,
        v: product.version,
        input: input({ name: 'Elite Test Mn', rainfastMinutes: 60 }),
      },
      token,
    );
    expect(stale.data!.updateFoliarProduct.userErrors[0].message).toMatch(
      /Changed by someone else/,
    );
  });

  it('refuse a rainfast time outside the labels’ range, naming the field', async () => {
    const body = await gql(t.app, CREATE, { input: input({ rainfastMinutes: 5 }) }, token);
    expect(body.data!.createFoliarProduct).toEqual({
      foliarProduct: null,
      userErrors: [
        {
          field: ['input', 'rainfastMinutes'],
          message: 'Rainfast time must be a whole number of minutes from 15 to 1440',
        },
      ],
    });
  });
});
