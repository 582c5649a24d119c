import { Router } from 'express';
import { requestEm } from '../../http/request-context.js';
import { NewsletterService } from './newsletter.service.js';

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
