import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors.js';
import { TechnologyContent } from './technology-content.entity.js';

export const TECHNOLOGY_NOT_FOUND = 'Technology not found';

/** The entry a lookup found, or the domain's NOT_FOUND for a key no entry has. */
export function foundTechnology(entry: TechnologyContent | null): TechnologyContent {
  if (!entry) throw new NotFoundError(TECHNOLOGY_NOT_FOUND);
  return entry;
}

export class TechnologyService {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<TechnologyContent[]> {
    return this.em.find(TechnologyContent, {}, { orderBy: { id: 'asc' } });
  }

  /**
   * The entries of several keys in one query, in the order asked (null for an unknown key): the
   * request's loader (modules/loaders.ts) batches a page's lookups, e.g. the two cards, with it.
   */
  async byKeys(keys: readonly string[]): Promise<(TechnologyContent | null)[]> {
    const wanted = keys.map(normaliseKey);
    const entries = await this.em.find(TechnologyContent, { key: { $in: [...new Set(wanted)] } });
    const byKey = new Map(entries.map((entry) => [entry.key, entry]));
    return wanted.map((key) => byKey.get(key) ?? null);
  }
}

/** Keys are matched as the site writes them: lower case, without surrounding spaces. */
function normaliseKey(key: string): string {
  return key.trim().toLowerCase();
}
