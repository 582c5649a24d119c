import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import {
  findPage,
  type Connection,
  type KeysetOrder,
  type PageRequest,
} from '../../common/pagination.js';
import { Newsletter } from './newsletter.entity.js';

export const NEWSLETTER_NOT_FOUND = 'Newsletter not found';

const NEWSLETTER_ORDER: KeysetOrder<Newsletter> = { key: 'date', kind: 'date', direction: 'desc' };

export class NewsletterService {
  constructor(private readonly em: EntityManager) {}

  /** Every edition, newest first (the site groups them by year): REST and the sitemap. */
  list(): Promise<Newsletter[]> {
    return this.em.find(Newsletter, {}, { orderBy: { date: 'desc', id: 'desc' } });
  }

  /** One page of `list()`'s order, newest first, after a cursor (GraphQL `newsletters`). */
  page(request: PageRequest): Promise<Connection<Newsletter>> {
    return findPage(this.em, Newsletter, {}, NEWSLETTER_ORDER, request);
  }

  async get(rawId: unknown): Promise<Newsletter> {
    const id = parseId(rawId);
    const newsletter = id ? await this.em.findOne(Newsletter, { id }) : null;
    if (!newsletter) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
    return newsletter;
  }

  count(): Promise<number> {
    return this.em.count(Newsletter);
  }
}
