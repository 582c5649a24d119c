import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A query one module hands another over its own rows, where a set has to stay in the database (a
 * mailing's audience can be 100,000 subscribers): the module that owns the tables writes the SQL
 * and documents the columns it selects, and the receiver only selects from it as a subquery, so
 * no module writes SQL about another's tables. `?` placeholders, bound by `params` in order.
 */
export interface SqlQuery {
  sql: string;
  params: readonly unknown[];
}

/**
 * A PostgreSQL text[] literal of `values`, bound as one parameter (`?::text[]`): knex would spread
 * a JavaScript array into a list of parameters.
 */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** The rows `em` runs `sql` on, in its transaction when it has one (and under its locks). */
function run<T extends object[]>(em: EntityManager, sql: string, params: readonly unknown[]) {
  return em.getConnection().execute<T>(sql, [...params], 'all', em.getTransactionContext());
}

/** The ids `sql` selects (its one column `id`), in `em`'s transaction when it has one. */
export async function selectIds(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<number[]> {
  return (await run<{ id: number }[]>(em, sql, params)).map((row) => row.id);
}

/**
 * Deletes the rows of `table` (a table of the calling module) with `ids`, in `em`'s transaction
 * when it has one; how many went.
 */
export async function deleteIds(
  em: EntityManager,
  table: string,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await run<object[]>(
    em,
    `delete from ${table} where id = any(?::int[]) returning 1`,
    [textArrayLiteral(ids.map(String))],
  );
  return rows.length;
}
