import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';
import { IMAGE_CATEGORIES } from './image-asset.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('imageAssets lists the 13 built-in images, each served, in the six categories', async () => {
  const body = await gql(
    t.app,
    '{ imageAssets(first: 100) { totalCount edges { node { path name category description tags } } } imageCategories }',
  );
  expect(body.errors).toBeUndefined();
  // Enum names over GraphQL, in display order (the stored names are IMAGE_CATEGORIES).
  const names = ['FIELD', 'PRODUCT', 'CONSULTATION', 'TECHNOLOGY', 'TEAM', 'OTHER'];
  expect(body.data!.imageCategories).toEqual(names);
  expect(IMAGE_CATEGORIES).toEqual([
    'Field',
    'Product',
    'Consultation',
    'Technology',
    'Team',
    'Other',
  ]);
  const assets = body.data!.imageAssets.edges.map((edge: { node: unknown }) => edge.node);
  expect(assets).toHaveLength(13);
  expect(body.data!.imageAssets.totalCount).toBe(13);
  for (const asset of assets) {
    expect(names).toContain(asset.category);
    expect(asset.tags.length).toBeGreaterThan(0);
    await request(t.app).get(asset.path).expect(200);
  }
  const fields = await gql(
    t.app,
    '{ imageAssets(category: FIELD) { edges { node { category } } } }',
  );
  const edges = fields.data!.imageAssets.edges as { node: { category: string } }[];
  expect(edges.length).toBeGreaterThan(0);
  expect(edges.every((edge) => edge.node.category === 'FIELD')).toBe(true);
  const bad = await gql(t.app, '{ imageAssets(category: CATS) { totalCount } }');
  expect(bad.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
});
