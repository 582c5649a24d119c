import { Router } from 'express';
import type { RateLimits } from '../../common/rate-limits.js';
import { validateInput } from '../../common/validation.js';
import { SubscribeInput, SubscriberService } from '../../modules/subscribers/index.js';
import { clientAddress } from '../client-address.js';
import { requestEm } from '../request-context.js';

/**
 * POST /api/subscribe `{ email, preferences? }` → 201 `{ success: true, message }`, for a new and
 * for an already subscribed address alike. Over the sender's SUBSCRIBE_LIMIT (shared with
 * GraphQL), 429 with Retry-After.
 */
export function subscriberRoutes(limits: RateLimits): Router {
  const router = Router();
  router.post('/subscribe', async (req, res) => {
    const input = await validateInput(SubscribeInput, req.body);
    const { message } = await new SubscriberService(requestEm(req)).subscribe(input, {
      clientAddress: clientAddress(req),
      limits,
    });
    // The spec's answer keeps `success` (always true: a refusal is a 4xx); GraphQL dropped it.
    res.status(201).json({ success: true, message });
  });
  return router;
}
