import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import {
  findPage,
  type Connection,
  type KeysetOrder,
  type PageRequest,
} from '../../common/pagination.js';
import { AuditAction, type Actor, type Snapshot } from '../history/index.js';
import { isSiteImage } from '../media/index.js';
import { RecordService, type RecordKind } from '../records/index.js';
import { NewsletterInput } from './dto/newsletter.input.js';
import { Newsletter } from './newsletter.entity.js';
import { NewsletterState, NewsletterStatus } from './newsletter-status.js';

export const COVER_NOT_FOUND = 'Cover must be an image of the image manager';
/** The kind of record of newsletters' versions and audit rows. */
export const NEWSLETTER_RECORD = 'newsletter';

const NEWSLETTER_ORDER: KeysetOrder<Newsletter> = { key: 'date', kind: 'date', direction: 'desc' };

/** What visitors see at `now`: published editions whose date has come. */
export function visibleAt(now: Date): FilterQuery<Newsletter> {
  return { status: NewsletterStatus.PUBLISHED, date: { $lte: now } };
}

/** The stored fields of an edition, as its versions keep them. */
export function newsletterSnapshot(newsletter: Newsletter): Snapshot {
  return {
    title: newsletter.title,
    date: newsletter.date.toISOString(),
    summary: newsletter.summary,
    content: newsletter.content,
    imageUrl: newsletter.imageUrl,
    pdfUrl: newsletter.pdfUrl,
    status: newsletter.status,
  };
}

/**
 * The input as stored fields. A cover must be an image of the image manager, or one of the
 * built-in illustrations (the seeded editions' covers are not in the manager).
 */
async function fields(em: EntityManager, input: NewsletterInput) {
  const imageUrl = input.imageUrl?.trim() ?? '';
  if (imageUrl && !(await isSiteImage(em, imageUrl))) {
    throw new InvalidInputError(COVER_NOT_FOUND, { imageUrl: COVER_NOT_FOUND });
  }
  return {
    title: input.title.trim(),
    date: input.date,
    summary: input.summary.trim(),
    content: input.content,
    imageUrl,
  };
}

/**
 * A newsletter edition at the clock `now`: made as a draft (publishNewsletter changes its state),
 * listed newest first and searched in titles and summaries, filtered by its state now. A version
 * brought back is checked as a save is (a cover deleted since is refused), and its state and PDF
 * edition come back with its fields.
 */
export function newsletterKind(
  now: () => Date,
): RecordKind<Newsletter, NewsletterInput, object, NewsletterState> {
  return {
    entity: Newsletter,
    recordType: NEWSLETTER_RECORD,
    label: 'title',
    fields,
    snapshot: newsletterSnapshot,
    versions: {
      input: NewsletterInput,
      inputOf: (snap) => ({
        title: snap.title,
        date: new Date(String(snap.date)),
        summary: snap.summary,
        content: snap.content,
        imageUrl: snap.imageUrl || null,
      }),
      restoring(newsletter, snap) {
        newsletter.pdfUrl = String(snap.pdfUrl ?? '');
        newsletter.status =
          snap.status === NewsletterStatus.PUBLISHED
            ? NewsletterStatus.PUBLISHED
            : NewsletterStatus.DRAFT;
      },
    },
    search: {
      in: ['title', 'summary'],
      order: NEWSLETTER_ORDER,
      where: (state) => inState(state, now()),
    },
  };
}

/** The editions in `state` at `now` (all of them without a state). */
function inState(state: NewsletterState | null | undefined, now: Date): FilterQuery<Newsletter> {
  if (state === NewsletterState.DRAFT) return { status: NewsletterStatus.DRAFT };
  if (state === NewsletterState.PUBLISHED) return visibleAt(now);
  if (state === NewsletterState.SCHEDULED) {
    return { status: NewsletterStatus.PUBLISHED, date: { $gt: now } };
  }
  return {};
}

/**
 * Newsletter editions: what visitors read (published, date come) and what editors do (the record
 * resource's editing, publishing and scheduling). Reads for visitors take the time as an
 * argument's default, `new Date()`, so a scheduled edition appears at its moment without any job
 * running.
 */
export class NewsletterService extends RecordService<
  Newsletter,
  NewsletterInput,
  object,
  NewsletterState
> {
  constructor(
    em: EntityManager,
    private readonly now: () => Date = () => new Date(),
  ) {
    super(em, newsletterKind(now));
  }

  /** Every edition visitors see, newest first (the site groups them by year): REST and the sitemap. */
  override list(): Promise<Newsletter[]> {
    return this.em.find(Newsletter, visibleAt(this.now()), {
      orderBy: { date: 'desc', id: 'desc' },
    });
  }

  /** One page of `list()`'s order, newest first, after a cursor (GraphQL `newsletters`). */
  page(request: PageRequest): Promise<Connection<Newsletter>> {
    return findPage(this.em, Newsletter, visibleAt(this.now()), NEWSLETTER_ORDER, request);
  }

  /** An edition visitors may read; a draft, a scheduled one or a deleted one is not found. */
  override async get(rawId: unknown): Promise<Newsletter> {
    const id = parseId(rawId);
    const newsletter = id
      ? await this.em.findOne(Newsletter, { $and: [{ id }, visibleAt(this.now())] })
      : null;
    if (!newsletter) throw new NotFoundError(this.notFound);
    return newsletter;
  }

  /** How many editions visitors see. */
  override count(): Promise<number> {
    return this.em.count(Newsletter, visibleAt(this.now()));
  }

  /** The next moment a scheduled edition appears, if any (the caches are cleared then). */
  async nextScheduled(): Promise<Date | undefined> {
    const next = await this.em.findOne(
      Newsletter,
      { status: NewsletterStatus.PUBLISHED, date: { $gt: this.now() } },
      { orderBy: { date: 'asc' } },
    );
    return next ? new Date(next.date) : undefined;
  }

  /**
   * Publishes the edition at `at` (now when absent). A time already past publishes at once:
   * `publishedNow` tells the editor so. `note` is kept in the audit trail (a "publish anyway").
   */
  async publish(
    rawId: unknown,
    expectedVersion: number,
    at: Date | null | undefined,
    actor: Actor,
    note = '',
  ): Promise<{ newsletter: Newsletter; publishedNow: boolean }> {
    const now = this.now();
    const when = at ?? now;
    const publishedNow = when.getTime() <= now.getTime();
    const how = { action: AuditAction.PUBLISH, note };
    const { record } = await this.change(rawId, expectedVersion, actor, how, (_em, newsletter) => {
      newsletter.status = NewsletterStatus.PUBLISHED;
      // A time past is "now": the edition's date says when it really appeared.
      newsletter.date = publishedNow && at ? now : when;
    });
    return { newsletter: record, publishedNow };
  }

  /** Takes an edition off the site: back to a draft. */
  async unpublish(rawId: unknown, expectedVersion: number, actor: Actor): Promise<Newsletter> {
    const how = { action: AuditAction.UNPUBLISH };
    const { record } = await this.change(rawId, expectedVersion, actor, how, (_em, newsletter) => {
      newsletter.status = NewsletterStatus.DRAFT;
    });
    return record;
  }

  /** Sets or removes (empty) the PDF edition's path: the upload route stores the file first. */
  async setPdf(
    rawId: unknown,
    expectedVersion: number,
    pdfUrl: string,
    actor: Actor,
  ): Promise<Newsletter> {
    const how = { action: AuditAction.UPDATE };
    const { record } = await this.change(rawId, expectedVersion, actor, how, (_em, newsletter) => {
      newsletter.pdfUrl = pdfUrl;
    });
    return record;
  }
}
