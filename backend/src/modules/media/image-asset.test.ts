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
    '{ imageAssets { path name category description tags } imageCategories }',
  );
  expect(body.errors).toBeUndefined();
  expect(body.data!.imageCategories).toEqual([...IMAGE_CATEGORIES]);
  const assets = body.data!.imageAssets;
  expect(assets).toHaveLength(13);
  for (const asset of assets) {
    expect(IMAGE_CATEGORIES).toContain(asset.category);
    expect(asset.tags.length).toBeGreaterThan(0);
    await request(t.app).get(asset.path).expect(200);
  }
  const fields = await gql(t.app, '{ imageAssets(category: "Field") { category } }');
  expect(fields.data!.imageAssets.length).toBeGreaterThan(0);
  const bad = await gql(t.app, '{ imageAssets(category: "Cats") { path } }');
  expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
});
