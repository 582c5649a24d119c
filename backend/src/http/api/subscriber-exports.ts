import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import multer from 'multer';
import { InvalidInputError } from '../../common/errors.js';
import { validateInput } from '../../common/validation.js';
import type { TokenService } from '../../modules/auth/index.js';
import type { MailQueue } from '../../modules/mail/index.js';
import {
  IMPORT_LIMITS,
  IMPORT_TOO_LARGE,
  SubscriberImport,
  SubscriberService,
  SubscriberStatus,
  SubscriberTopicFilter,
  type SubscriberExportRow,
} from '../../modules/subscribers/index.js';
import { csvFilename, sendCsv, type CsvColumn } from '../csv-export.js';
import { requestEm } from '../request-context.js';
import { requestActor, requireAdmin } from '../require-admin.js';

/** `?status=` of the export: all subscribers (also when absent), or one status. */
const EXPORT_STATUSES: Readonly<Record<string, SubscriberStatus | null>> = {
  all: null,
  pending: SubscriberStatus.PENDING,
  confirmed: SubscriberStatus.CONFIRMED,
  unsubscribed: SubscriberStatus.UNSUBSCRIBED,
};
export const SUBSCRIBER_EXPORT_STATUS_INVALID = `Status must be one of ${Object.keys(EXPORT_STATUSES).join(', ')}`;

const STATUS_WORDS: Record<SubscriberStatus, string> = {
  [SubscriberStatus.PENDING]: 'Pending',
  [SubscriberStatus.CONFIRMED]: 'Confirmed',
  [SubscriberStatus.UNSUBSCRIBED]: 'Unsubscribed',
};

const CONSENT_WORDS: Record<string, string> = {
  express: 'Express',
  implied_inquiry: 'Implied (inquiry)',
};

const WITHDRAWAL_WORDS: Record<string, string> = {
  link: 'Unsubscribe link',
  one_click: 'One-click unsubscribe',
  preferences: 'Preferences page',
  admin: 'Admin',
};

/**
 * The columns of the subscriber export: the subscriber, then the evidence of its live consent
 * (CASL): what the consent ledger keeps, but the wording's text, which the version and hash name.
 */
export const SUBSCRIBER_CSV_COLUMNS: readonly CsvColumn<SubscriberExportRow>[] = [
  { header: 'Id', value: (s) => s.id },
  { header: 'Email', value: (s) => s.email },
  { header: 'Status', value: (s) => STATUS_WORDS[s.status] },
  { header: 'Subscribed (Edmonton time)', value: (s) => s.subscribed },
  { header: 'Confirmed (Edmonton time)', value: (s) => s.confirmed },
  { header: 'Unsubscribed (Edmonton time)', value: (s) => s.unsubscribed },
  { header: 'Topics', value: (s) => s.preferences.join('; ') },
  { header: 'Consent type', value: (s) => (s.consent_type ? CONSENT_WORDS[s.consent_type] : null) },
  { header: 'Wording version', value: (s) => s.wording_version },
  { header: 'Wording hash (SHA-256)', value: (s) => s.wording_hash },
  { header: 'Page', value: (s) => s.page },
  { header: 'IP address', value: (s) => s.ip_address },
  { header: 'User agent', value: (s) => s.user_agent },
  { header: 'Consent given (Edmonton time)', value: (s) => s.given },
  {
    header: 'Consent confirmed (Edmonton time)',
    value: (s) => s.consent_confirmed,
  },
  { header: 'Consent withdrawn (Edmonton time)', value: (s) => s.withdrawn },
  {
    header: 'Withdrawn how',
    value: (s) => (s.withdrawn_how ? WITHDRAWAL_WORDS[s.withdrawn_how] : null),
  },
];

export const SUBSCRIBER_EXPORT_TOPIC_INVALID = 'Topic must be one topic';

/**
 * `?topic=` of the export: the subscribers whose preferences hold it (all when absent or empty),
 * checked by the rules of `subscribers(topic:)`.
 */
async function exportTopic(raw: unknown): Promise<string | null> {
  if (Array.isArray(raw)) {
    throw new InvalidInputError(SUBSCRIBER_EXPORT_TOPIC_INVALID, {
      topic: SUBSCRIBER_EXPORT_TOPIC_INVALID,
    });
  }
  const { topic } = await validateInput(SubscriberTopicFilter, { topic: raw });
  return topic || null;
}

function exportStatus(raw: unknown): SubscriberStatus | null {
  if (raw === undefined) return null;
  if (typeof raw === 'string' && Object.hasOwn(EXPORT_STATUSES, raw)) return EXPORT_STATUSES[raw];
  throw new InvalidInputError(SUBSCRIBER_EXPORT_STATUS_INVALID, {
    status: SUBSCRIBER_EXPORT_STATUS_INVALID,
  });
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMPORT_LIMITS.bytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
});

/** multer's refusals as the REST error shape: 413 for a large file, 400 for the others. */
const uploadErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof multer.MulterError)) return next(error);
  if (error.code === 'LIMIT_FILE_SIZE') {
    res.status(413).json({ message: IMPORT_TOO_LARGE, errors: { file: IMPORT_TOO_LARGE } });
    return;
  }
  const message =
    error.code === 'LIMIT_UNEXPECTED_FILE'
      ? 'Send one CSV file in the "file" field'
      : 'The upload form could not be read';
  next(new InvalidInputError(message, { file: message }));
};

export const IMPORT_FILE_MISSING = 'Choose a CSV file to import';

/**
 * GET /api/admin/exports/subscribers.csv[?status=pending|confirmed|unsubscribed][&topic=…] (admin
 * bearer token) → every subscriber (of that status, whose preferences hold that topic), newest
 * first, with its live consent's evidence, as a CSV download streamed a batch at a time
 * (http/csv-export.ts), never cached.
 *
 * POST /api/admin/imports/subscribers (admin bearer token), multipart `file`: a CSV with an
 * `email` column and optionally `topics`, at most 2 MB and 10,000 rows → 200 `{ rows, added,
 * refused: [{ row, email, reason, message }] }` (modules/subscribers/subscriber-import.ts); 413
 * for a larger file, 400 for one it cannot read.
 */
export function subscriberAdminRoutes(tokens: TokenService, mail: MailQueue): Router {
  const router = Router();
  router.get(
    '/admin/exports/subscribers.csv',
    requireAdmin(tokens, 'messages'),
    async (req, res) => {
      const filter = {
        status: exportStatus(req.query.status),
        topic: await exportTopic(req.query.topic),
      };
      const subscribers = new SubscriberService(requestEm(req));
      await sendCsv(res, {
        filename: csvFilename('subscribers'),
        columns: SUBSCRIBER_CSV_COLUMNS,
        fetchBatch: (last, size) => subscribers.exportBatch(filter, last, size),
      });
    },
  );
  const importFile: RequestHandler = async (req, res) => {
    if (!req.file) throw new InvalidInputError(IMPORT_FILE_MISSING, { file: IMPORT_FILE_MISSING });
    const report = await new SubscriberImport(requestEm(req), mail).run(req.file.buffer, {
      actor: requestActor(req),
      userAgent: req.get('user-agent'),
    });
    res.json(report);
  };
  router.post(
    '/admin/imports/subscribers',
    requireAdmin(tokens, 'messages'),
    upload.single('file'),
    importFile,
    uploadErrors,
  );
  return router;
}
