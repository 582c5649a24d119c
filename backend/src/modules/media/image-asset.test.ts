import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeImageAsset } from '../../test/factories.js';
import { gql } from '../../test/graphql.js';
import { IMAGE_CATEGORIES, ImageCategory, type ImageAsset } from './image-asset.entity.js';

let t: TestApp;
let images: ImageAsset[];
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  images = [
    await makeImageAsset(t.db, '/images/fields/canola-bloom.svg', {
      name: 'Canola Field',
      category: ImageCategory.FIELD,
      description: 'Yellow bloom in July.',
      tags: ['canola', 'summer'],
    }),
    await makeImageAsset(t.db, '/images/tote.svg', {
      name: 'Tote',
      category: ImageCategory.PRODUCT,
    }),
    await makeImageAsset(t.db, '/images/fields/wheat-harvest.svg', {
      name: 'Wheat Field',
      category: ImageCategory.FIELD,
    }),
  ];
});
afterAll(() => t.close());

it('imageAssets lists the images in order, of every category or one', async () => {
  const body = await gql(
    t.app,
    '{ imageAssets(first: 100) { totalCount edges { node { id path name category description tags } } } imageCategories }',
  );
  expect(body.errors).toBeUndefined();
  // Enum names over GraphQL, in display order (the stored names are IMAGE_CATEGORIES).
  expect(body.data!.imageCategories).toEqual([
    'FIELD',
    'PRODUCT',
    'CONSULTATION',
    'TECHNOLOGY',
    'TEAM',
    'OTHER',
  ]);
  expect(IMAGE_CATEGORIES).toEqual([
    'Field',
    'Product',
    'Consultation',
    'Technology',
    'Team',
    'Other',
  ]);
  expect(body.data!.imageAssets.totalCount).toBe(3);
  expect(body.data!.imageAssets.edges[0].node).toEqual({
    id: String(images[0].id),
    path: '/images/fields/canola-bloom.svg',
    name: 'Canola Field',
    category: 'FIELD',
    description: 'Yellow bloom in July.',
    tags: ['canola', 'summer'],
  });
  expect(
    body.data!.imageAssets.edges.map((edge: { node: { name: string; category: string } }) => [
      edge.node.name,
      edge.node.category,
    ]),
  ).toEqual([
    ['Canola Field', 'FIELD'],
    ['Tote', 'PRODUCT'],
    ['Wheat Field', 'FIELD'],
  ]);
  const fields = await gql(
    t.app,
    '{ imageAssets(category: FIELD) { totalCount edges { node { id } } } }',
  );
  expect(fields.data!.imageAssets).toEqual({
    totalCount: 2,
    edges: [{ node: { id: String(images[0].id) } }, { node: { id: String(images[2].id) } }],
  });
  const bad = await gql(t.app, '{ imageAssets(category: CATS) { totalCount } }');
  expect(bad.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
});
