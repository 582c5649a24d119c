import { Router } from 'express';
import { NewsletterService } from '../../modules/newsletters/index.js';
import { requestEm } from '../request-context.js';

/** GET /api/newsletters: `date` as an ISO string, `pdfUrl` "" when there is no PDF. */
export function newsletterRoutes(): Router {
  const router = Router();
  router.get('/newsletters', async (req, res) => {
    const newsletters = await new NewsletterService(requestEm(req)).list();
    res.json(
      newsletters.map(({ id, title, date, summary, content, imageUrl, pdfUrl }) => ({
        id,
        title,
        date: date.toISOString(),
        summary,
        content,
        imageUrl,
        pdfUrl,
      })),
    );
  });
  return router;
}
