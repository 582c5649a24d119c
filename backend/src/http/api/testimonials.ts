import { Router } from 'express';
import { TestimonialService } from '../../modules/testimonials/index.js';
import { requestEm } from '../request-context.js';

/** GET /api/testimonials (spec section 7): the same list as the `testimonials` query. */
export function testimonialRoutes(): Router {
  const router = Router();
  router.get('/testimonials', async (req, res) => {
    const testimonials = await new TestimonialService(requestEm(req)).list();
    res.json(
      testimonials.map(({ id, customerName, content, rating }) => ({
        id,
        customerName,
        content,
        rating,
      })),
    );
  });
  return router;
}
