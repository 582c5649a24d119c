import { Router } from 'express';
import { companyToday } from '../../common/calendar.js';
import { edmontonTime, InvalidInputError } from '../../common/errors.js';
import type { RateLimits } from '../../common/rate-limits.js';
import { validateInput } from '../../common/validation.js';
import type { TokenService } from '../../modules/auth/index.js';
import {
  ContactInput,
  ContactService,
  ContactStatus,
  type Contact,
} from '../../modules/contacts/index.js';
import type { MailQueue } from '../../modules/mail/index.js';
import { clientAddress } from '../client-address.js';
import { csvFilename, sendCsv, type CsvColumn } from '../csv-export.js';
import { requestEm } from '../request-context.js';
import { requireAdmin } from '../require-admin.js';

/** `?status=` of the export: all messages (also when absent), or one status. */
const EXPORT_STATUSES: Readonly<Record<string, ContactStatus | null>> = {
  all: null,
  new: ContactStatus.NEW,
  handled: ContactStatus.HANDLED,
};
export const EXPORT_STATUS_INVALID = `Status must be one of ${Object.keys(EXPORT_STATUSES).join(', ')}`;

const STATUS_WORDS: Record<ContactStatus, string> = {
  [ContactStatus.NEW]: 'New',
  [ContactStatus.HANDLED]: 'Handled',
};

/** "2026-03-02 23:30": an instant as the office's wall clock shows it, which spreadsheets read. */
const officeTime = (at: Date | null) => (at ? `${companyToday(at)} ${edmontonTime(at)}` : null);

/** The columns of the contact export, in the order of the admin's card. */
export const CONTACT_CSV_COLUMNS: readonly CsvColumn<Contact>[] = [
  { header: 'Id', value: (c) => c.id },
  { header: 'Received (Edmonton time)', value: (c) => officeTime(c.createdAt) },
  { header: 'Name', value: (c) => c.name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Business type', value: (c) => c.businessType },
  { header: 'Message', value: (c) => c.message },
  { header: 'Status', value: (c) => STATUS_WORDS[c.status] },
  { header: 'Handled at (Edmonton time)', value: (c) => officeTime(c.handledAt) },
  { header: 'Handled by', value: (c) => c.handledBy },
  { header: 'Note', value: (c) => c.note },
];

function exportStatus(raw: unknown): ContactStatus | null {
  if (raw === undefined) return null;
  if (typeof raw === 'string' && Object.hasOwn(EXPORT_STATUSES, raw)) return EXPORT_STATUSES[raw];
  throw new InvalidInputError(EXPORT_STATUS_INVALID, { status: EXPORT_STATUS_INVALID });
}

/**
 * POST /api/contact → 201 `{ success, id, message }`; GET /api/contacts (admin bearer token) →
 * `[{ id, name, email, phone, businessType, message, createdAt }]`, the newest `listLimit`
 * (CONTACTS_LIST_LIMIT; GraphQL `contacts` pages through them all). Over the
 * sender's CONTACT_LIMIT (shared with GraphQL), POST answers 429 with Retry-After.
 * GET /api/admin/exports/contacts.csv[?status=new|handled] (admin bearer token) → every message,
 * newest first, as a CSV download (http/csv-export.ts), never cached.
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
  router.get('/contacts', requireAdmin(tokens, 'messages'), async (req, res) => {
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
  router.get('/admin/exports/contacts.csv', requireAdmin(tokens, 'messages'), async (req, res) => {
    const status = exportStatus(req.query.status);
    const contacts = new ContactService(requestEm(req));
    await sendCsv(res, {
      filename: csvFilename('contact-messages'),
      columns: CONTACT_CSV_COLUMNS,
      fetchBatch: (last, size) => contacts.batch({ status }, last, size),
    });
  });
  return router;
}
