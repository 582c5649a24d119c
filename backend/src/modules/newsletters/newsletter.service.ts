import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { Newsletter } from './newsletter.entity.js';

export const NEWSLETTER_NOT_FOUND = 'Newsletter not found';
export const FIRST_TOO_SMALL = 'Ask for at least 1 newsletter.';

export class NewsletterService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first (the site groups them by year, newest year first); the newest `first` only. */
  list(first?: number): Promise<Newsletter[]> {
    if (first !== undefined && first < 1) {
      throw new InvalidInputError(FIRST_TOO_SMALL, { first: FIRST_TOO_SMALL });
    }
    return this.em.find(Newsletter, {}, { orderBy: { date: 'desc', id: 'desc' }, limit: first });
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
