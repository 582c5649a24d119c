import type { MikroORM } from '@mikro-orm/postgresql';

/** A column that holds text: where an e-mail address could be kept. */
interface TextColumn {
  table_schema: string;
  table_name: string;
  column_name: string;
}

/**
 * Every place the database keeps `text` (any case): "table.column" of each text, varchar, jsonb,
 * json or text[] column of `schemas` (tables only) with a value containing it. What an erasure
 * must leave empty.
 */
export async function columnsContaining(
  orm: MikroORM,
  text: string,
  schemas: readonly string[] = ['public', 'pgboss'],
): Promise<string[]> {
  const connection = orm.em.getConnection();
  const columns = await connection.execute<TextColumn[]>(
    `select c.table_schema, c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = any(?::text[]) and t.table_type = 'BASE TABLE'
        and (c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json')
             or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
      order by 1, 2, 3`,
    [`{${schemas.join(',')}}`],
  );
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const [{ count }] = await connection.execute<{ count: number }[]>(
      `select count(*)::int as count from "${table_schema}"."${table_name}"
        where "${column_name}"::text ilike ?`,
      [pattern],
    );
    if (count > 0) found.push(`${table_schema}.${table_name}.${column_name}`);
  }
  return found;
}
