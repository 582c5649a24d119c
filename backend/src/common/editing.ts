import { LockMode, type EntityClass, type EntityManager } from '@mikro-orm/postgresql';
import { EditConflictError, NotFoundError } from './errors.js';
import { parseId } from './ids.js';

/** A record an editor saves over the version they started from. */
export interface Versioned {
  id: number;
  version: number;
  updatedAt: Date;
}

/**
 * Finds record `rawId` of `entity` or throws NotFoundError(`notFound`): for the admin's reads
 * and deletes.
 */
export async function findOrFail<T extends { id: number }>(
  em: EntityManager,
  entity: EntityClass<T>,
  rawId: unknown,
  notFound: string,
): Promise<T> {
  const id = parseId(rawId);
  const record = id ? await em.findOne(entity, { id } as never) : null;
  if (!record) throw new NotFoundError(notFound);
  return record as T;
}

/**
 * The record to save, locked for the rest of the transaction (so two saves of one version cannot
 * both pass), after checking it is still at `expectedVersion`: a save over someone else's newer
 * change is refused with EditConflictError, never a silent overwrite. Inside `em.transactional`.
 */
export async function lockForEdit<T extends Versioned>(
  em: EntityManager,
  entity: EntityClass<T>,
  rawId: unknown,
  expectedVersion: number,
  notFound: string,
): Promise<T> {
  const id = parseId(rawId);
  const record = id
    ? await em.findOne(entity, { id } as never, { lockMode: LockMode.PESSIMISTIC_WRITE })
    : null;
  if (!record) throw new NotFoundError(notFound);
  const found = record as T;
  if (found.version !== expectedVersion) throw new EditConflictError(found.updatedAt);
  return found;
}
