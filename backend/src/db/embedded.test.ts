import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { runningEmbeddedDatabase, startEmbeddedDatabase } from './embedded.js';

let dir: string | undefined;
let siblingDir: string | undefined;
afterAll(async () => {
  for (const folder of [dir, siblingDir]) {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
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

it('refuses a data folder whose server another running process owns, and leaves that server alone', async () => {
  siblingDir = await mkdtemp(join(tmpdir(), 'embedded-pg-'));
  const logger = createLogger('silent');
  const first = await startEmbeddedDatabase(siblingDir, logger);
  const ownerFile = join(siblingDir, 'owner.pid');
  expect(await readFile(ownerFile, 'utf8')).toBe(`${process.pid}\n`);
  // Its own server is not "a running site's" to this process (a command beside it starts none).
  expect(await runningEmbeddedDatabase(siblingDir)).toBeUndefined();
  // As if another `npm start` (a live process) had started it: a sibling, not a leftover.
  const sibling = spawn('sleep', ['60'], { stdio: 'ignore' });
  try {
    await writeFile(ownerFile, `${sibling.pid}\n`);
    await expect(startEmbeddedDatabase(siblingDir, logger)).rejects.toThrow(
      `is in use by another running server (process ${sibling.pid})`,
    );
    expect((await query(first.url, 'select 1 as one')).rows).toEqual([{ one: 1 }]);
    // A command run beside that site (`npm run backup`) reaches the same server.
    const beside = await runningEmbeddedDatabase(siblingDir);
    expect(beside).toBe(first.url);
    expect((await query(beside!, 'select 1 as one')).rows).toEqual([{ one: 1 }]);
  } finally {
    sibling.kill();
    await first.stop();
  }
  expect(existsSync(ownerFile)).toBe(false);
  expect(await runningEmbeddedDatabase(siblingDir)).toBeUndefined();
});
