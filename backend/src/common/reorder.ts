import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { announceContentChange } from './content-notice.js';
import { InvalidInputError } from './errors.js';

/** A record the site shows in an order of its own: `sortOrder` 0, 1, 2… (lower first). */
export interface Ordered {
  id: number;
  sortOrder: number;
}

/**
 * Takes the table of `entity` for the rest of the transaction against every other writer (a
 * move, a create, a delete), while plain reads of the public pages go on. Two moves at once
 * then run one after the other, each reading the order the other left, so the numbering stays
 * 0…n-1 without gaps or duplicates. Call it inside `em.transactional`.
 */
export async function lockOrder<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
): Promise<void> {
  const table = em.getMetadata().get(entity.name).tableName;
  await em.execute(`lock table "${table}" in share row exclusive mode`);
}

/**
 * The rows of `scope` as stored now, in display order. `refresh`: a row read earlier in the
 * transaction (before the lock) must not keep its old place.
 */
export function orderedRows<T extends Ordered>(
  em: EntityManager,
  entity: EntityClass<T>,
  scope: FilterQuery<T>,
): Promise<T[]> {
  return em.find(entity, scope, {
    orderBy: { sortOrder: 'asc', id: 'asc' } as never,
    refresh: true,
  });
}

/**
 * Writes 0…n-1 as the `sortOrder` of `ids`, in that order, in one statement. Raw SQL on purpose:
 * a place in a list is not an edit of the record, so its optimistic-lock version stays and an
 * editor who has the record open is not refused for someone else's move. The unit of work does
 * not see this write, so it announces it itself: an order is what the site's lists show (when
 * the entity is public content).
 */
export async function writeOrder<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const table = em.getMetadata().get(entity.name).tableName;
  await em.execute(
    `update "${table}" as t set "sort_order" = v.position - 1
       from unnest(string_to_array(?, ',')::int[]) with ordinality as v(id, position)
      where t.id = v.id and t.sort_order is distinct from v.position - 1`,
    // One text parameter: the driver would spread an array into a list of parameters.
    [ids.join(',')],
  );
  await announceContentChange(em, entity.name);
}

export const positionOutOfRange = (count: number) =>
  count === 1 ? 'Position must be 1' : `Position must be between 1 and ${count}`;

/**
 * Moves record `id` to `position` (1 = first) among the rows of `scope`, renumbering them all
 * 0…n-1. Locks the table first (lockOrder), so it is race-free inside `em.transactional`.
 * Answers the previous and the new position; a position outside 1…n is refused.
 */
export async function moveInOrder<T extends Ordered>(
  em: EntityManager,
  entity: EntityClass<T>,
  scope: FilterQuery<T>,
  id: number,
  position: number,
): Promise<{ from: number; to: number }> {
  await lockOrder(em, entity);
  const rows = await orderedRows(em, entity, scope);
  const from = rows.findIndex((row) => row.id === id);
  if (from < 0) throw new InvalidInputError('The record is not in this list');
  if (!Number.isInteger(position) || position < 1 || position > rows.length) {
    const message = positionOutOfRange(rows.length);
    throw new InvalidInputError(message, { position: message });
  }
  const ids = rows.map((row) => row.id);
  ids.splice(from, 1);
  ids.splice(position - 1, 0, id);
  await writeOrder(em, entity, ids);
  return { from: from + 1, to: position };
}

/**
 * After a create or a delete: renumbers the rows of `scope` 0…n-1 in their order (a deleted
 * row leaves no gap, so positions stay `sortOrder + 1`). Call it after lockOrder.
 */
export async function renumber<T extends Ordered>(
  em: EntityManager,
  entity: EntityClass<T>,
  scope: FilterQuery<T>,
): Promise<void> {
  const rows = await orderedRows(em, entity, scope);
  await writeOrder(
    em,
    entity,
    rows.map((row) => row.id),
  );
}
