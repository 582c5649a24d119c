import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIELDS = `key title shortDescription fullDescription images imageAlts benefits applications
  developerQuote relatedProducts { name slug path }`;

it('technology(key) gives both entries with their related products, which resolve by slug', async () => {
  const body = await gql(
    t.app,
    `{ default: technology { key } technology(key: "technology") { ${FIELDS} }
       soil: technology(key: "soil-diagnostics") { ${FIELDS} } technologies { key } }`,
  );
  expect(body.errors).toBeUndefined();
  expect(body.data!.default.key).toBe('technology');
  expect(body.data!.technologies.map((e: { key: string }) => e.key)).toEqual([
    'technology',
    'soil-diagnostics',
  ]);
  const names = (entry: { relatedProducts: { name: string }[] }) =>
    entry.relatedProducts.map((p) => p.name);
  expect(names(body.data!.technology)).toEqual(['Elite Phos', 'Elite Nitro', 'Elite Gro']);
  expect(names(body.data!.soil)).toEqual(['Soil Booster', 'Prime Micro Calcium', 'Elite K']);
  expect(body.data!.technology.benefits.join(' ')).toContain('35%');
  expect(body.data!.technology.relatedProducts[0]).toEqual({
    name: 'Elite Phos',
    slug: 'elite-phos',
    path: '/solutions/products/elite-phos',
  });
  for (const entry of [body.data!.technology, body.data!.soil]) {
    expect(entry.images).toHaveLength(entry.imageAlts.length);
    for (const image of entry.images) await request(t.app).get(image).expect(200);
    for (const { slug } of entry.relatedProducts) {
      const product = await gql(t.app, 'query($s: String!) { productBySlug(slug: $s) { id } }', {
        s: slug,
      });
      expect(product.errors, slug).toBeUndefined();
    }
  }
});

it('an unknown key is NOT_FOUND', async () => {
  const body = await gql(t.app, '{ technology(key: "warp-drive") { key } }');
  expect(body.errors![0].extensions!.code).toBe('NOT_FOUND');
  expect(body.errors![0].message).toBe('Technology not found');
});
