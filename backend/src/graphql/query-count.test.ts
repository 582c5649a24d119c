import { afterAll, beforeAll, expect, it } from 'vitest';
import { ProductCategory } from '../modules/products/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import {
  makeCertificationCard,
  makeProduct,
  makeVideo,
  makeVideoCategory,
} from '../test/factories.js';
import { gql } from '../test/graphql.js';

let t: TestApp;
const queries: string[] = [];
/** One of several products, each with two certifications and a safety data sheet. */
let organic: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings', onQuery: (sql) => queries.push(sql) });
  const categories = [
    ProductCategory.PLANT_NUTRITION,
    ProductCategory.SOIL_HEALTH,
    ProductCategory.ORGANIC_SOLUTIONS,
    ProductCategory.SOIL_HEALTH,
  ];
  for (const [index, category] of categories.entries()) {
    const product = await makeProduct(t.db, {
      category,
      certifications: [
        { type: 'CFIA Fertilizer Registration', documentUrl: '' },
        { type: 'OMRI Listed', documentUrl: '' },
      ],
      safetyDataSheet: `/documents/sds/${index}.pdf`,
    });
    if (category === ProductCategory.ORGANIC_SOLUTIONS) organic = String(product.id);
  }
  // Two tabs of two videos, and two cards of two subtypes.
  for (let i = 0; i < 2; i += 1) {
    const tab = await makeVideoCategory(t.db);
    await makeVideo(t.db, tab);
    await makeVideo(t.db, tab);
    const subtypes = ['First', 'Second'].map((name) => ({ name, description: `${name}.` }));
    await makeCertificationCard(t.db, { subtypes });
  }
});
afterAll(() => t.close());

async function countQueries(operation: string, variables = {}): Promise<number> {
  queries.length = 0;
  const body = await gql(t.app, operation, variables);
  expect(body.errors).toBeUndefined();
  return queries.length;
}

it('a product list with certifications and safety sheets costs the same SQL for 1 product as for all', async () => {
  const fields = 'id name certifications { id type documentUrl } safetyDataSheet { fileUrl }';
  const one = await countQueries(`{ products(category: ORGANIC_SOLUTIONS) { ${fields} } }`);
  const all = await countQueries(`{ products { ${fields} } }`);
  const single = await countQueries(`query($id: ID!) { product(id: $id) { ${fields} } }`, {
    id: organic,
  });
  // products + certifications + safety data sheets: one query each, however many products.
  expect(all).toBe(3);
  expect(one).toBe(all);
  expect(single).toBe(all);
});

it('videos with their tabs and certification cards with subtypes are constant too', async () => {
  expect(await countQueries('{ videoCategories { name videos { title } } }')).toBeLessThanOrEqual(
    2,
  );
  expect(await countQueries('{ videos { title category } }')).toBe(1);
  expect(
    await countQueries('{ certificationCards { title subtypes { name } } }'),
  ).toBeLessThanOrEqual(2);
});
