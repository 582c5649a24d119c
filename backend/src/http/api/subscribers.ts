import { Router } from 'express';
import { validateInput } from '../../common/validation.js';
import { SubscribeInput, SubscriberService } from '../../modules/subscribers/index.js';
import { requestEm } from '../request-context.js';

/**
 * POST /api/subscribe `{ email, preferences? }` → 201 `{ success: true, message }`, for a new and
 * for an already subscribed address alike.
 */
export function subscriberRoutes(): Router {
  const router = Router();
  router.post('/subscribe', async (req, res) => {
    const input = await validateInput(SubscribeInput, req.body);
    const { message } = await new SubscriberService(requestEm(req)).subscribe(input);
    // The spec's answer keeps `success` (always true: a refusal is a 4xx); GraphQL dropped it.
    res.status(201).json({ success: true, message });
  });
  return router;
}
