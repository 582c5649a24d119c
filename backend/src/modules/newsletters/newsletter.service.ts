import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { lockForEdit } from '../../common/editing.js';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { validateInput } from '../../common/validation.js';
import {
  findPage,
  type Connection,
  type KeysetOrder,
  type PageRequest,
} from '../../common/pagination.js';
import { containsPattern, searchWords } from '../../common/search.js';
import { AuditAction, HistoryService, type Actor, type Snapshot } from '../history/index.js';
import { isSiteImage } from '../media/index.js';
import { NewsletterInput } from './dto/newsletter.input.js';
import { Newsletter } from './newsletter.entity.js';
import { NewsletterState, NewsletterStatus } from './newsletter-status.js';

export const NEWSLETTER_NOT_FOUND = 'Newsletter not found';
export const COVER_NOT_FOUND = 'Cover must be an image of the image manager';
/** The kind of record of newsletters' versions and audit rows. */
export const NEWSLETTER_RECORD = 'newsletter';

const NEWSLETTER_ORDER: KeysetOrder<Newsletter> = { key: 'date', kind: 'date', direction: 'desc' };

/** What visitors see at `now`: published editions whose date has come. */
export function visibleAt(now: Date): FilterQuery<Newsletter> {
  return { status: NewsletterStatus.PUBLISHED, date: { $lte: now } };
}

/** The admin list's filters. */
export interface NewsletterFilter {
  /** Words of the title or summary (case-insensitive). */
  search?: string | null;
  state?: NewsletterState | null;
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
 * Newsletter editions: what visitors read (published, date come) and what editors do (drafts,
 * scheduling, versions). Reads for visitors take the time as an argument's default, `new Date()`,
 * so a scheduled edition appears at its moment without any job running.
 */
export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every edition visitors see, newest first (the site groups them by year): REST and the sitemap. */
  list(): Promise<Newsletter[]> {
    return this.em.find(Newsletter, visibleAt(this.now()), {
      orderBy: { date: 'desc', id: 'desc' },
    });
  }

  /** One page of `list()`'s order, newest first, after a cursor (GraphQL `newsletters`). */
  page(request: PageRequest): Promise<Connection<Newsletter>> {
    return findPage(this.em, Newsletter, visibleAt(this.now()), NEWSLETTER_ORDER, request);
  }

  /** An edition visitors may read; a draft, a scheduled one or a deleted one is not found. */
  async get(rawId: unknown): Promise<Newsletter> {
    const id = parseId(rawId);
    const newsletter = id
      ? await this.em.findOne(Newsletter, { $and: [{ id }, visibleAt(this.now())] })
      : null;
    if (!newsletter) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
    return newsletter;
  }

  /** How many editions visitors see. */
  count(): Promise<number> {
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

  // --- Admin ---------------------------------------------------------------------------------

  /** Any edition, whatever its state (admin). */
  async find(rawId: unknown): Promise<Newsletter> {
    const id = parseId(rawId);
    const newsletter = id ? await this.em.findOne(Newsletter, { id }) : null;
    if (!newsletter) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
    return newsletter;
  }

  /** Every edition, newest first, searched and filtered on the server (admin). */
  adminPage(filter: NewsletterFilter, request: PageRequest): Promise<Connection<Newsletter>> {
    const where: FilterQuery<Newsletter>[] = [];
    for (const word of searchWords(filter.search)) {
      const pattern = containsPattern(word);
      where.push({ $or: [{ title: { $ilike: pattern } }, { summary: { $ilike: pattern } }] });
    }
    const now = this.now();
    if (filter.state === NewsletterState.DRAFT) where.push({ status: NewsletterStatus.DRAFT });
    if (filter.state === NewsletterState.PUBLISHED) where.push(visibleAt(now));
    if (filter.state === NewsletterState.SCHEDULED) {
      where.push({ status: NewsletterStatus.PUBLISHED, date: { $gt: now } });
    }
    return findPage(this.em, Newsletter, { $and: where }, NEWSLETTER_ORDER, request);
  }

  /** A new draft; its first version and audit row are kept with it. */
  async create(input: NewsletterInput, actor: Actor): Promise<Newsletter> {
    return this.em.transactional(async (em) => {
      const newsletter = em.create(Newsletter, {
        ...(await this.fields(em, input)),
        pdfUrl: '',
        status: NewsletterStatus.DRAFT,
      });
      await em.flush();
      await this.keepVersion(em, newsletter, actor, AuditAction.CREATE);
      return newsletter;
    });
  }

  /**
   * Saves an editor's fields over the version they started from; a save over a newer version is
   * refused (EditConflictError), never a silent overwrite.
   */
  async update(
    rawId: unknown,
    expectedVersion: number,
    input: NewsletterInput,
    actor: Actor,
  ): Promise<Newsletter> {
    return this.change(
      rawId,
      expectedVersion,
      actor,
      AuditAction.UPDATE,
      async (em, newsletter) => {
        em.assign(newsletter, await this.fields(em, input));
      },
    );
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
    const newsletter = await this.change(
      rawId,
      expectedVersion,
      actor,
      AuditAction.PUBLISH,
      (_em, record) => {
        record.status = NewsletterStatus.PUBLISHED;
        // A time past is "now": the edition's date says when it really appeared.
        record.date = publishedNow && at ? now : when;
      },
      note,
    );
    return { newsletter, publishedNow };
  }

  /** Takes an edition off the site: back to a draft. */
  unpublish(rawId: unknown, expectedVersion: number, actor: Actor): Promise<Newsletter> {
    return this.change(rawId, expectedVersion, actor, AuditAction.UNPUBLISH, (_em, record) => {
      record.status = NewsletterStatus.DRAFT;
    });
  }

  /** Sets or removes (empty) the PDF edition's path: the upload route stores the file first. */
  setPdf(
    rawId: unknown,
    expectedVersion: number,
    pdfUrl: string,
    actor: Actor,
  ): Promise<Newsletter> {
    return this.change(rawId, expectedVersion, actor, AuditAction.UPDATE, (_em, record) => {
      record.pdfUrl = pdfUrl;
    });
  }

  /**
   * Writes an earlier version's fields back, as a new version. They are checked as a save's are
   * (a cover deleted since that version is refused with the cover's message, and nothing
   * changes); its state and PDF edition come back with them.
   */
  async restore(
    rawId: unknown,
    expectedVersion: number,
    version: number,
    actor: Actor,
  ): Promise<Newsletter> {
    const newsletter = await this.find(rawId);
    const snap = await new HistoryService(this.em).snapshotToRestore(
      NEWSLETTER_RECORD,
      newsletter.id,
      version,
    );
    const input = await validateInput(NewsletterInput, {
      title: snap.title,
      date: new Date(String(snap.date)),
      summary: snap.summary,
      content: snap.content,
      imageUrl: snap.imageUrl || null,
    });
    return this.change(
      newsletter.id,
      expectedVersion,
      actor,
      AuditAction.RESTORE,
      async (em, record) => {
        Object.assign(record, await this.fields(em, input));
        record.pdfUrl = String(snap.pdfUrl ?? '');
        record.status =
          snap.status === NewsletterStatus.PUBLISHED
            ? NewsletterStatus.PUBLISHED
            : NewsletterStatus.DRAFT;
      },
      `restored version ${version}`,
    );
  }

  /** Deletes an edition; its versions stay (the audit trail names it), its address answers 404. */
  async remove(rawId: unknown, actor: Actor): Promise<{ id: number; pdfUrl: string }> {
    return this.em.transactional(async (em) => {
      const newsletter = await new NewsletterService(em, this.now).find(rawId);
      const { id, pdfUrl, title } = newsletter;
      em.remove(newsletter);
      new HistoryService(em).audit(NEWSLETTER_RECORD, id, title, [], actor, AuditAction.DELETE);
      await em.flush();
      return { id, pdfUrl };
    });
  }

  private async change(
    rawId: unknown,
    expectedVersion: number,
    actor: Actor,
    action: AuditAction,
    apply: (em: EntityManager, newsletter: Newsletter) => void | Promise<void>,
    note = '',
  ): Promise<Newsletter> {
    return this.em.transactional(async (em) => {
      const newsletter = await lockForEdit(
        em,
        Newsletter,
        rawId,
        expectedVersion,
        NEWSLETTER_NOT_FOUND,
      );
      await apply(em, newsletter);
      await em.flush();
      await this.keepVersion(em, newsletter, actor, action, note);
      return newsletter;
    });
  }

  private async keepVersion(
    em: EntityManager,
    newsletter: Newsletter,
    actor: Actor,
    action: AuditAction,
    note = '',
  ): Promise<void> {
    await new HistoryService(em).recordSave(
      NEWSLETTER_RECORD,
      { id: newsletter.id, version: newsletter.version, label: newsletter.title },
      newsletterSnapshot(newsletter),
      actor,
      action,
      note,
    );
  }

  /**
   * The input as stored fields. A cover must be an image of the image manager, or one of the
   * built-in illustrations (the seeded editions' covers are not in the manager).
   */
  private async fields(em: EntityManager, input: NewsletterInput) {
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
}
