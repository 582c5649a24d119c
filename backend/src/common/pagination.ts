import type { EntityManager, EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import { InvalidInputError } from './errors.js';

/*
 * Cursor (keyset) pagination of the lists that grow (contact messages, subscribers, images,
 * newsletters), in the shape of Relay's connections. A cursor holds the sort key and the id of a
 * row, so the next page starts strictly after that row: a row added meanwhile never shifts a page
 * (no duplicate, no gap), as it would with an offset. The GraphQL types are in
 * pagination.types.ts.
 */

/** Rows in a page when `first` is left out. */
export const DEFAULT_PAGE_SIZE = 20;
/** The largest `first` a page may ask for (as GitHub's API, 100). */
export const MAX_PAGE_SIZE = 100;

export const INVALID_CURSOR = 'Invalid cursor';
export const FIRST_OUT_OF_RANGE = `"first" must be between 1 and ${MAX_PAGE_SIZE}`;

/** What a page is asked with: how many rows, and after which cursor. */
export interface PageRequest {
  first?: number | null;
  after?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface PageInfoValue {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfoValue;
  totalCount: number;
}

/** A key of a cursor: a timestamp (`createdAt`, a newsletter's `date`) or a whole number. */
export type CursorKeyKind = 'date' | 'int';
type KeyValue<K extends CursorKeyKind> = K extends 'date' ? Date : number;

export interface CursorPosition<K extends CursorKeyKind = CursorKeyKind> {
  key: KeyValue<K>;
  id: number;
}

/**
 * The rows a page holds. Out-of-range values are refused, not clamped: an integrator who asks for
 * 500 rows and silently gets 100 could take them for the whole list; an error names the limit.
 */
export function pageSize(first: number | null | undefined): number {
  if (first == null) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw new InvalidInputError(FIRST_OUT_OF_RANGE, { first: FIRST_OUT_OF_RANGE });
  }
  return first;
}

/** An opaque cursor: base64url of `[key, id]` (the key as ISO 8601 for a timestamp). */
export function encodeCursor(position: CursorPosition): string {
  const key = position.key instanceof Date ? position.key.toISOString() : position.key;
  return Buffer.from(JSON.stringify([key, position.id])).toString('base64url');
}

function invalidCursor(): InvalidInputError {
  return new InvalidInputError(INVALID_CURSOR, { after: INVALID_CURSOR });
}

/** The position a cursor of `encodeCursor` holds; anything else is "Invalid cursor". */
export function decodeCursor<K extends CursorKeyKind>(cursor: string, kind: K): CursorPosition<K> {
  // A cursor we made is short; a long string is refused before it is parsed.
  if (cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [rawKey, id] = parsed as unknown[];
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw invalidCursor();
  }
  if (kind === 'int') {
    if (typeof rawKey !== 'number' || !Number.isSafeInteger(rawKey)) throw invalidCursor();
    return { key: rawKey as KeyValue<K>, id };
  }
  const date = typeof rawKey === 'string' ? new Date(rawKey) : undefined;
  // Only the exact form encodeCursor writes: no "2026-02-30", no local times.
  if (!date || Number.isNaN(date.getTime()) || date.toISOString() !== rawKey) {
    throw invalidCursor();
  }
  return { key: date as KeyValue<K>, id };
}

/** The order of a list: a sort key, then the id to break ties, both in one direction. */
export interface KeysetOrder<T> {
  key: Extract<keyof T, string>;
  kind: CursorKeyKind;
  direction: 'asc' | 'desc';
}

/**
 * Up to `limit` rows of `entity` matching `where`, in `order`, strictly after the row at `after`
 * (from the start without it). No COUNT, and with `detached` the rows stay out of the entity
 * manager's identity map: what an export reads a batch at a time, so a list of any length is never
 * held in memory at once.
 */
export function findAfter<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  order: KeysetOrder<T>,
  after: CursorPosition | undefined,
  limit: number,
  { detached = false }: { detached?: boolean } = {},
): Promise<T[]> {
  const { key, direction } = order;
  const beyond = direction === 'desc' ? '$lt' : '$gt';
  // MikroORM cannot type a condition on a key chosen at run time: the shape is checked here.
  const afterCursor = after
    ? ({
        $or: [{ [key]: { [beyond]: after.key } }, { [key]: after.key, id: { [beyond]: after.id } }],
      } as FilterQuery<T>)
    : undefined;
  return em.find(entity, afterCursor ? ({ $and: [where, afterCursor] } as FilterQuery<T>) : where, {
    orderBy: { [key]: direction, id: direction } as QueryOrderMap<T>,
    limit,
    disableIdentityMap: detached,
  });
}

/** Where `row` stands in `order`: the position a cursor holds, and `findAfter` starts after. */
export function positionOf<T extends { id: number }>(
  row: T,
  order: KeysetOrder<T>,
): CursorPosition {
  return { key: row[order.key] as Date | number, id: row.id };
}

/**
 * One page of `entity` rows matching `where`, in `order`, after the `after` cursor: one query for
 * the rows (one more than asked, to know whether a next page exists) and one COUNT for
 * `totalCount`. Timestamps are compared at the millisecond the cursor holds, which is how the app
 * writes them (JavaScript dates).
 */
export async function findPage<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  order: KeysetOrder<T>,
  request: PageRequest,
): Promise<Connection<T>> {
  const first = pageSize(request.first);
  const after = request.after == null ? undefined : decodeCursor(request.after, order.kind);
  const [rows, totalCount] = await Promise.all([
    findAfter(em, entity, where, order, after, first + 1),
    em.count(entity, where),
  ]);
  const page = rows.slice(0, first);
  const edges = page.map((node) => ({ cursor: encodeCursor(positionOf(node, order)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      // Reading forward, rows come before a page read after a cursor (the cursor's own row at least).
      hasPreviousPage: after !== undefined,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}
