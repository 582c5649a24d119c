import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';
import { itPaginates } from '../../test/pagination.js';
import { ImageAsset, ImageCategory } from './image-asset.entity.js';

let t: TestApp;
let stored = 0;

/** Stores an image (Field unless told) at `sortOrder` in the image manager's order; its id. */
async function store(sortOrder: number, category = ImageCategory.FIELD): Promise<string> {
  const em = t.db.orm.em.fork();
  stored += 1;
  const asset = em.create(ImageAsset, {
    path: `/uploads/pagination-test-${stored}.png`,
    name: `Test Image ${stored}`,
    category,
    description: '',
    sortOrder,
  });
  await em.flush();
  return String(asset.id);
}

/** The images in the image manager's order (of one category), from the database. */
async function inOrder(category?: ImageCategory): Promise<ImageAsset[]> {
  return t.db.orm.em
    .fork()
    .find(ImageAsset, category ? { category } : {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
}

/** Stores an image before or after every other one of the manager. */
async function storeAt(where: 'first' | 'last'): Promise<string> {
  const rows = await inOrder();
  return store(where === 'first' ? rows[0].sortOrder - 1 : rows.at(-1)!.sortOrder + 1);
}

beforeAll(async () => {
  // 13 images, 8 of them Field, and two Field images more at the place of one of them: the id
  // orders those.
  t = await createTestApp({}, { seed: 'settings' });
  for (let place = 0; place < 13; place += 1) {
    await store(place, place % 3 === 0 ? ImageCategory.TEAM : ImageCategory.FIELD);
  }
  await store(2);
  await store(2);
});
afterAll(() => t.close());

describe('imageAssets, a page at a time', () => {
  itPaginates({
    field: 'imageAssets',
    app: () => t.app,
    expectedIds: async () => (await inOrder()).map((asset) => String(asset.id)),
    insert: storeAt,
  });
});

describe('imageAssets(category:), a page at a time', () => {
  itPaginates({
    field: 'imageAssets',
    args: 'category: FIELD, ',
    app: () => t.app,
    expectedIds: async () => (await inOrder(ImageCategory.FIELD)).map((asset) => String(asset.id)),
    insert: storeAt,
  });

  it('counts only the images of the category', async () => {
    const field = await inOrder(ImageCategory.FIELD);
    const all = await inOrder();
    expect(field.length).toBeLessThan(all.length);
    const body = await gql(t.app, '{ imageAssets(category: FIELD, first: 1) { totalCount } }');
    expect(body.data!.imageAssets.totalCount).toBe(field.length);
  });
});
