import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { findPage, type Connection, type PageRequest } from '../../common/pagination.js';
import { containsPattern, searchWords } from '../../common/search.js';
import type { ColumnSearch, RecordQuery, StoredRecord } from './record-kind.js';

/**
 * A page of `entity` in `search.order`, narrowed by its filter, where every word of the search box
 * is in one of the columns `search.in` (case-insensitive; `%` and `_` match themselves).
 */
export async function searchPage<T extends StoredRecord, F>(
  em: EntityManager,
  entity: EntityClass<T>,
  search: ColumnSearch<T, F> & Required<Pick<ColumnSearch<T, F>, 'order'>>,
  query: RecordQuery<F>,
  request: PageRequest,
): Promise<Connection<T>> {
  const where: FilterQuery<T>[] = [];
  if (search.where) where.push(await search.where(query.filter, em));
  for (const word of searchWords(query.search)) {
    const pattern = containsPattern(word);
    where.push({ $or: search.in.map((column) => ({ [column]: { $ilike: pattern } })) } as never);
  }
  return findPage(
    em,
    entity,
    (where.length ? { $and: where } : {}) as FilterQuery<T>,
    search.order,
    request,
  );
}
