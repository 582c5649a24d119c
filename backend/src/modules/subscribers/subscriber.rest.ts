import { Router } from 'express';
import { validateInput } from '../../common/validation.js';
import { requestEm } from '../../http/request-context.js';
import { SubscribeInput } from './dto/subscribe.input.js';
import { SubscriberService } from './subscriber.service.js';

/**
 * POST /api/subscribe `{ email, preferences? }` → 201 `{ success: true, message }`, for a new and
 * for an already subscribed address alike.
 */
export function subscriberRoutes(): Router {
  const router = Router();
  router.post('/subscribe', async (req, res) => {
    const input = await validateInput(SubscribeInput, req.body);
    res.status(201).json(await new SubscriberService(requestEm(req)).subscribe(input));
  });
  return router;
}
