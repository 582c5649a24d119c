import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeProduct } from '../../test/factories.js';
import { gql } from '../../test/graphql.js';
import { ProductCategory, type Product } from './product.entity.js';

let t: TestApp;
/** This file's products, one per category, in their order on the site. */
let starter: Product;
let builder: Product;
let tonic: Product;

const CERTIFICATE = '/documents/certifications/elite-phos-cfia-fertilizer-registration.pdf';

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  starter = await makeProduct(t.db, {
    name: 'Prairie Starter',
    category: ProductCategory.PLANT_NUTRITION,
    features: ['Roots faster in cold soil'],
    certifications: [
      { type: 'CFIA Fertilizer Registration', documentUrl: CERTIFICATE },
      { type: 'ISO 9001:2015 Manufacturing', documentUrl: '' },
    ],
    safetyDataSheet: '/documents/sds/elite-phos-sds.pdf',
  });
  builder = await makeProduct(t.db, {
    name: 'Loam Builder',
    category: ProductCategory.SOIL_HEALTH,
    certifications: [{ type: 'OMRI Listed', documentUrl: CERTIFICATE }],
    safetyDataSheet: '/documents/sds/soil-booster-sds.pdf',
  });
  tonic = await makeProduct(t.db, {
    name: 'Kelp Tonic',
    category: ProductCategory.ORGANIC_SOLUTIONS,
    certifications: [{ type: 'Canada Organic Regime (COR)', documentUrl: CERTIFICATE }],
    safetyDataSheet: '/documents/sds/organic-kelp-max-sds.pdf',
  });
});
afterAll(() => t.close());

describe('products over REST', () => {
  it('GET /api/products lists every product in order, in the spec shape', async () => {
    const res = await request(t.app).get('/api/products').expect(200);
    expect(res.body).toEqual([
      {
        id: starter.id,
        name: 'Prairie Starter',
        category: 'Plant Nutrition',
        description: starter.description,
        features: ['Roots faster in cold soil'],
        imageUrl: starter.imageUrl,
      },
      expect.objectContaining({ id: builder.id, name: 'Loam Builder', category: 'Soil Health' }),
      expect.objectContaining({
        id: tonic.id,
        name: 'Kelp Tonic',
        category: 'Organic Solutions',
      }),
    ]);
    for (const product of res.body) {
      expect(Object.keys(product).sort()).toEqual(
        ['category', 'description', 'features', 'id', 'imageUrl', 'name'].sort(),
      );
    }
  });

  it('GET /api/products?category= filters, and refuses an unknown category with 400', async () => {
    const res = await request(t.app).get('/api/products?category=Soil%20Health').expect(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([builder.id]);
    const bad = await request(t.app).get('/api/products?category=Seeds').expect(400);
    expect(bad.body.errors.category).toContain('Plant Nutrition');
  });

  it('GET /products.json answers the same list as /api/products', async () => {
    const api = await request(t.app).get('/api/products').expect(200);
    const file = await request(t.app).get('/products.json').expect(200);
    expect(file.type).toBe('application/json');
    expect(file.body).toEqual(api.body);
  });

  it('GET /api/products/:id answers one product, 404 for a missing or non-numeric id', async () => {
    const list = await request(t.app).get('/api/products').expect(200);
    const res = await request(t.app).get(`/api/products/${builder.id}`).expect(200);
    expect(res.body).toEqual(list.body[1]);
    for (const id of ['999999', 'abc', '1.5', '-1', '99999999999999']) {
      const missing = await request(t.app).get(`/api/products/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Product not found' });
    }
  });

  it('GET /api/products/:id/certifications lists id, type and documentUrl, in order', async () => {
    const res = await request(t.app).get(`/api/products/${starter.id}/certifications`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(Number), type: 'CFIA Fertilizer Registration', documentUrl: CERTIFICATE },
      { id: expect.any(Number), type: 'ISO 9001:2015 Manufacturing', documentUrl: '' },
    ]);
    await request(t.app).get('/api/products/424242/certifications').expect(404);
  });
});

describe('products over GraphQL', () => {
  it('products, product, productBySlug and productCategories answer from the database', async () => {
    const body = await gql(
      t.app,
      `{ products { id name slug category certifications { id type documentUrl productId }
         safetyDataSheet { title fileUrl kind } }
         productCategories }`,
    );
    expect(body.errors).toBeUndefined();
    const products = body.data!.products;
    expect(products.map((p: { name: string }) => p.name)).toEqual([
      'Prairie Starter',
      'Loam Builder',
      'Kelp Tonic',
    ]);
    // Enum names over GraphQL, in display order; the stored names over REST.
    expect(body.data!.productCategories).toEqual([
      'PLANT_NUTRITION',
      'SOIL_HEALTH',
      'ORGANIC_SOLUTIONS',
    ]);
    expect(products.every((p: { category: string }) => /^[A-Z_]+$/.test(p.category))).toBe(true);
    for (const product of products) {
      expect(product.certifications.length).toBeGreaterThan(0);
      expect(
        product.certifications.every(
          (c: { productId: number }) => String(c.productId) === product.id,
        ),
      ).toBe(true);
      expect(product.safetyDataSheet).toMatchObject({
        kind: 'SAFETY_DATA_SHEET',
        title: `${product.name} Safety Data Sheet`,
      });
    }
    expect(products[0]).toMatchObject({
      slug: 'prairie-starter',
      category: 'PLANT_NUTRITION',
      certifications: [
        { type: 'CFIA Fertilizer Registration' },
        { type: 'ISO 9001:2015 Manufacturing' },
      ],
      safetyDataSheet: { fileUrl: '/documents/sds/elite-phos-sds.pdf' },
    });

    const one = await gql(t.app, 'query($id: ID!) { product(id: $id) { id name } }', {
      id: String(builder.id),
    });
    expect(one.data!.product).toEqual({ id: String(builder.id), name: 'Loam Builder' });
    const bySlug = await gql(t.app, '{ productBySlug(slug: "kelp-tonic") { id name } }');
    expect(bySlug.data!.productBySlug).toEqual({ id: String(tonic.id), name: 'Kelp Tonic' });
  });

  it('answers NOT_FOUND for a missing product and refuses an unknown category before running', async () => {
    for (const id of ['424242', 'abc']) {
      const body = await gql(t.app, 'query($id: ID!) { product(id: $id) { id } }', { id });
      expect(body.data!.product).toBeNull();
      expect(body.errors![0].extensions!.code).toBe('NOT_FOUND');
      expect(body.errors![0].message).toBe('Product not found');
    }
    const slug = await gql(t.app, '{ productBySlug(slug: "nope") { id } }');
    expect(slug.errors![0].extensions!.code).toBe('NOT_FOUND');
    const bad = await gql(t.app, '{ products(category: SEEDS) { id } }');
    expect(bad.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(bad.errors![0].message).toContain('"ProductCategory"');
    const text = await gql(t.app, 'query($c: ProductCategory) { products(category: $c) { id } }', {
      c: 'Soil Health',
    });
    expect(text.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('filters by category and answers productCertifications', async () => {
    const body = await gql(t.app, '{ products(category: ORGANIC_SOLUTIONS) { id category } }');
    expect(body.data!.products).toEqual([{ id: String(tonic.id), category: 'ORGANIC_SOLUTIONS' }]);
    const certs = await gql(
      t.app,
      'query($id: ID!) { productCertifications(productId: $id) { type } }',
      { id: String(starter.id) },
    );
    expect(certs.data!.productCertifications).toEqual([
      { type: 'CFIA Fertilizer Registration' },
      { type: 'ISO 9001:2015 Manufacturing' },
    ]);
  });
});
