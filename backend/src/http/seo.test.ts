import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Newsletter } from '../modules/newsletters/newsletter.entity.js';
import { Product } from '../modules/products/product.entity.js';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.example.com' });
});
afterAll(() => t.close());

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of the admin area and the API, and names the sitemap', async () => {
    const res = await request(t.app).get('/robots.txt').expect(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toContain('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /graphql');
    expect(res.text).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('lists every public page, product and newsletter with its last change', async () => {
    const res = await request(t.app).get('/sitemap.xml').expect(200);
    expect(res.type).toBe('application/xml');
    const em = t.db.orm.em.fork();
    const products = await em.find(Product, {});
    const newsletters = await em.find(Newsletter, {});
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const product of products) {
      expect(res.text).toContain(
        `<url><loc>https://www.example.com/products/${product.id}</loc><lastmod>${product.updatedAt
          .toISOString()
          .slice(0, 10)}</lastmod></url>`,
      );
    }
    for (const newsletter of newsletters) {
      expect(res.text).toContain(`<loc>https://www.example.com/newsletter/${newsletter.id}</loc>`);
    }
    for (const path of ['/', '/contact', '/privacy-policy', '/videos', '/documentation']) {
      expect(res.text).toContain(`<loc>https://www.example.com${path}</loc>`);
    }
    expect(res.text).not.toContain('/admin');
    expect(res.text).not.toContain('/test<');
  });
});
