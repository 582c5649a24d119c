import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { startEmbeddedDatabase } from './embedded.js';

let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

it('keeps its data across a restart and leaves no server running after stop', async () => {
  dir = await mkdtemp(join(tmpdir(), 'embedded-pg-'));
  const logger = createLogger('silent');

  const first = await startEmbeddedDatabase(dir, logger);
  await query(first.url, "create table kept (note text); insert into kept values ('still here')");
  await first.stop();
  await expect(query(first.url, 'select 1')).rejects.toThrow();

  const second = await startEmbeddedDatabase(dir, logger);
  try {
    const result = await query(second.url, 'select note from kept');
    expect(result.rows).toEqual([{ note: 'still here' }]);
  } finally {
    await second.stop();
  }
});
