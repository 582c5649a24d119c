import { Router } from 'express';
import { validateInput } from '../../common/validation.js';
import type { TokenService } from '../../modules/auth/index.js';
import { ContactInput, ContactService } from '../../modules/contacts/index.js';
import { requestEm } from '../request-context.js';
import { requireAdmin } from '../require-admin.js';

/**
 * POST /api/contact → 201 `{ success, id, message }`; GET /api/contacts (admin bearer token) →
 * `[{ id, name, email, phone, businessType, message, createdAt }]`, newest first.
 */
export function contactRoutes(tokens: TokenService): Router {
  const router = Router();
  router.post('/contact', async (req, res) => {
    const input = await validateInput(ContactInput, req.body);
    const receipt = await new ContactService(requestEm(req)).submit(input);
    // The spec's answer keeps `success` (always true: a refusal is a 4xx); GraphQL dropped it.
    res.status(201).json({ success: true, ...receipt });
  });
  router.get('/contacts', requireAdmin(tokens), async (req, res) => {
    const contacts = await new ContactService(requestEm(req)).list();
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
