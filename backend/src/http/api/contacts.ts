import { Router } from 'express';
import type { RateLimits } from '../../common/rate-limits.js';
import { validateInput } from '../../common/validation.js';
import type { TokenService } from '../../modules/auth/index.js';
import { ContactInput, ContactService } from '../../modules/contacts/index.js';
import type { MailQueue } from '../../modules/mail/index.js';
import { clientAddress } from '../client-address.js';
import { requestEm } from '../request-context.js';
import { requireAdmin } from '../require-admin.js';

/**
 * POST /api/contact → 201 `{ success, id, message }`; GET /api/contacts (admin bearer token) →
 * `[{ id, name, email, phone, businessType, message, createdAt }]`, the newest `listLimit`
 * (CONTACTS_LIST_LIMIT; GraphQL `contacts` pages through them all). Over the
 * sender's CONTACT_LIMIT (shared with GraphQL), POST answers 429 with Retry-After.
 */
export function contactRoutes(
  tokens: TokenService,
  limits: RateLimits,
  listLimit: number,
  mail: MailQueue,
): Router {
  const router = Router();
  router.post('/contact', async (req, res) => {
    const input = await validateInput(ContactInput, req.body);
    const receipt = await new ContactService(requestEm(req)).submit(
      input,
      { clientAddress: clientAddress(req), userAgent: req.get('user-agent'), limits },
      mail,
    );
    // The spec's answer keeps `success` (always true: a refusal is a 4xx); GraphQL dropped it.
    res.status(201).json({ success: true, ...receipt });
  });
  router.get('/contacts', requireAdmin(tokens), async (req, res) => {
    const contacts = await new ContactService(requestEm(req)).list(listLimit);
    res.json(
      contacts.map(({ id, name, email, phone, businessType, message, createdAt }) => ({
        id,
        name,
        email,
        phone,
        businessType,
        message,
        createdAt: createdAt.toISOString(),
      })),
    );
  });
  return router;
}
