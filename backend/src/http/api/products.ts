import { Router, type RequestHandler } from 'express';
import { ProductService, type Certification, type Product } from '../../modules/products/index.js';
import { requestEm } from '../request-context.js';

/** The JSON shape of a product in spec section 7 (also /products.json). */
export function productJson({ id, name, category, description, imageUrl, features }: Product) {
  return { id, name, category, description, imageUrl, features };
}

function certificationJson({ id, type, documentUrl }: Certification) {
  return { id, type, documentUrl };
}

function categoryQuery(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * GET /api/products[?category=], /api/products/:id, /api/products/:id/certifications. A missing or
 * non-numeric id answers 404 `{ message: "Product not found" }`.
 */
export function productRoutes(): Router {
  const router = Router();
  router.get('/products', async (req, res) => {
    const products = await new ProductService(requestEm(req)).list(
      categoryQuery(req.query.category),
    );
    res.json(products.map(productJson));
  });
  router.get('/products/:id', async (req, res) => {
    res.json(productJson(await new ProductService(requestEm(req)).get(req.params.id)));
  });
  router.get('/products/:id/certifications', async (req, res) => {
    const certifications = await new ProductService(requestEm(req)).certificationsOf(req.params.id);
    res.json(certifications.map(certificationJson));
  });
  return router;
}

/**
 * GET /products.json: the list the products page reads as a "static file", now from the database,
 * in the same shape as GET /api/products.
 */
export const productsJsonRoute: RequestHandler = async (req, res) => {
  const products = await new ProductService(requestEm(req)).list();
  res.setHeader('Cache-Control', 'public, max-age=60');
  res.json(products.map(productJson));
};
