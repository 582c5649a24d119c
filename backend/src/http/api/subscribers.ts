import express, { Router } from 'express';
import type { RateLimits } from '../../common/rate-limits.js';
import { validateInput } from '../../common/validation.js';
import type { MailQueue } from '../../modules/mail/index.js';
import {
  SubscribeInput,
  SubscriberService,
  SUBSCRIPTION_PATHS,
  WithdrawalMethod,
  type SubscriberLinks,
} from '../../modules/subscribers/index.js';
import { clientAddress } from '../client-address.js';
import { requestEm } from '../request-context.js';

/** RFC 8058: the body a mail client's one-click unsubscribe POSTs. */
const ONE_CLICK_BODY = 'One-Click';

/**
 * POST /api/subscribe `{ email, preferences?, consentVersion?, page? }` → 201 `{ success: true,
 * message }`, for a new and for an already subscribed address alike. Over the sender's
 * SUBSCRIBE_LIMIT (shared with GraphQL), 429 with Retry-After.
 *
 * POST /api/newsletter/unsubscribe?token=… with the form body `List-Unsubscribe=One-Click` (RFC
 * 8058, the List-Unsubscribe header of the newsletters) unsubscribes at once, no page: 200 `{
 * success: true }`, or 400 for a bad, expired or incomplete request. A GET of that address (a
 * mail client that opens it in a browser) is sent on to the unsubscribe page. Both `no-store`.
 */
export function subscriberRoutes(
  limits: RateLimits,
  mail: MailQueue,
  links: SubscriberLinks,
): Router {
  const router = Router();
  router.post('/subscribe', async (req, res) => {
    const input = await validateInput(SubscribeInput, req.body);
    const { message } = await new SubscriberService(requestEm(req), { mail, links }).subscribe(
      input,
      { clientAddress: clientAddress(req), userAgent: req.get('user-agent'), limits },
    );
    // The spec's answer keeps `success` (always true: a refusal is a 4xx); GraphQL dropped it.
    res.status(201).json({ success: true, message });
  });

  const oneClick = SUBSCRIPTION_PATHS.oneClick.replace(/^\/api/, '');
  router.use(oneClick, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    next();
  });
  router.get(oneClick, (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    res.redirect(303, `${SUBSCRIPTION_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`);
  });
  router.post(
    oneClick,
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }),
    async (req, res) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (!token || token.length > 200 || body['List-Unsubscribe'] !== ONE_CLICK_BODY) {
        res.status(400).json({ message: 'Send List-Unsubscribe=One-Click to a newsletter link' });
        return;
      }
      const answer = await new SubscriberService(requestEm(req), { links }).unsubscribe(
        token,
        WithdrawalMethod.ONE_CLICK,
      );
      if ('problem' in answer) {
        res.status(400).json({
          message:
            answer.problem === 'expired'
              ? 'This unsubscribe link has expired'
              : 'This unsubscribe link is not valid',
        });
        return;
      }
      res.json({ success: true, message: 'Unsubscribed' });
    },
  );
  return router;
}
