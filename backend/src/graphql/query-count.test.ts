import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { gql } from '../test/graphql.js';

let t: TestApp;
const queries: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (sql) => queries.push(sql) });
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
    id: '1',
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
