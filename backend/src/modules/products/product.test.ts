import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';
import { PRODUCT_CATEGORIES } from './product.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('products over REST', () => {
  it('GET /api/products lists every seeded product in the spec shape', async () => {
    const res = await request(t.app).get('/api/products').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(12);
    for (const product of res.body) {
      expect(Object.keys(product).sort()).toEqual(
        ['category', 'description', 'features', 'id', 'imageUrl', 'name'].sort(),
      );
      expect(PRODUCT_CATEGORIES).toContain(product.category);
      expect(product.features.length).toBeGreaterThan(0);
    }
    const names = res.body.map((p: { name: string }) => p.name);
    for (const name of [
      'Elite Phos',
      'Elite Nitro',
      'Elite Gro',
      'Soil Booster',
      'Prime Micro Calcium',
      'Elite K',
    ]) {
      expect(names).toContain(name);
    }
    for (const category of PRODUCT_CATEGORIES) {
      expect(res.body.some((p: { category: string }) => p.category === category)).toBe(true);
    }
  });

  it('GET /api/products?category= filters, and refuses an unknown category with 400', async () => {
    const res = await request(t.app).get('/api/products?category=Soil%20Health').expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((p: { category: string }) => p.category === 'Soil Health')).toBe(true);
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
    const first = list.body[0];
    const res = await request(t.app).get(`/api/products/${first.id}`).expect(200);
    expect(res.body).toEqual(first);
    for (const id of ['999999', 'abc', '1.5', '-1', '99999999999999']) {
      const missing = await request(t.app).get(`/api/products/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Product not found' });
    }
  });

  it('GET /api/products/:id/certifications lists id, type and documentUrl', async () => {
    const list = await request(t.app).get('/api/products').expect(200);
    const res = await request(t.app).get(`/api/products/${list.body[0].id}/certifications`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const certification of res.body) {
      expect(Object.keys(certification).sort()).toEqual(['documentUrl', 'id', 'type']);
      expect(certification.documentUrl).toMatch(/^\/documents\/certifications\/.+\.pdf$/);
    }
    await request(t.app).get('/api/products/424242/certifications').expect(404);
  });

  it('serves every product image and certificate PDF it names', async () => {
    const list = await request(t.app).get('/api/products').expect(200);
    for (const product of list.body) {
      const image = await request(t.app).get(product.imageUrl);
      expect(image.status, product.imageUrl).toBe(200);
      expect(image.type).toBe('image/svg+xml');
      const certs = await request(t.app).get(`/api/products/${product.id}/certifications`);
      for (const { documentUrl } of certs.body) {
        const pdf = await request(t.app).get(documentUrl);
        expect(pdf.status, documentUrl).toBe(200);
        expect(pdf.type).toBe('application/pdf');
      }
    }
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
    expect(products.length).toBeGreaterThanOrEqual(12);
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
      expect(product.safetyDataSheet.kind).toBe('SAFETY_DATA_SHEET');
    }
    const phos = products.find((p: { name: string }) => p.name === 'Elite Phos');
    expect(phos.slug).toBe('elite-phos');

    const one = await gql(t.app, 'query($id: ID!) { product(id: $id) { id name } }', {
      id: phos.id,
    });
    expect(one.data!.product).toEqual({ id: phos.id, name: 'Elite Phos' });
    const bySlug = await gql(t.app, '{ productBySlug(slug: "prime-micro-calcium") { name } }');
    expect(bySlug.data!.productBySlug).toEqual({ name: 'Prime Micro Calcium' });
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
    expect(body.data!.products.length).toBeGreaterThan(0);
    expect(
      body.data!.products.every((p: { category: string }) => p.category === 'ORGANIC_SOLUTIONS'),
    ).toBe(true);
    const id = body.data!.products[0].id;
    const certs = await gql(
      t.app,
      'query($id: ID!) { productCertifications(productId: $id) { type } }',
      { id },
    );
    expect(certs.data!.productCertifications.length).toBeGreaterThan(0);
  });
});
