import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_BACKUP_QUEUE, scheduledBackupJob } from './backup-schedule.js';
import { loadConfig } from './config.js';
import { pruneArchives } from './db/backup/backup.js';
import { createLogger } from './logger.js';
import { testConfig } from './test/app.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';
import { startTestServer } from './test/server.js';

/* Issue 26, part 4: optional scheduled backups with retention (BACKUP_SCHEDULE, BACKUP_KEEP). */

let db: TestDatabase;
let work: string;

beforeAll(async () => {
  db = await createTestDatabase();
  work = await mkdtemp(join(tmpdir(), 'prairie-scheduled-'));
}, 60_000);
afterAll(async () => {
  await db?.drop();
  if (work) await rm(work, { recursive: true, force: true });
});

const archives = async (dir: string) => (await readdir(dir)).filter((n) => n.endsWith('.tar'));

describe('pruneArchives', () => {
  it("keeps the newest scheduled archives and never a person's or another file", async () => {
    const dir = await mkdtemp(join(work, 'prune-'));
    const names = [
      'prairie-backup-20261120T090000Z-scheduled.tar',
      'prairie-backup-20261121T090000Z-scheduled.tar',
      'prairie-backup-20261122T090000Z-scheduled.tar',
      'prairie-backup-20261122T090000Z-scheduled-2.tar',
      'prairie-backup-20261123T090000Z-scheduled.tar',
      'prairie-backup-20261101T120000Z.tar',
      'prairie-backup-20261101T120000Z-2.tar',
      'notes.txt',
    ];
    for (const name of names) await writeFile(join(dir, name), name);
    const removed = await pruneArchives(dir, 'scheduled', 2);
    expect(removed.map((path) => path.slice(dir.length + 1)).sort()).toEqual([
      'prairie-backup-20261120T090000Z-scheduled.tar',
      'prairie-backup-20261121T090000Z-scheduled.tar',
      'prairie-backup-20261122T090000Z-scheduled.tar',
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      'notes.txt',
      'prairie-backup-20261101T120000Z-2.tar',
      'prairie-backup-20261101T120000Z.tar',
      'prairie-backup-20261122T090000Z-scheduled-2.tar',
      'prairie-backup-20261123T090000Z-scheduled.tar',
    ]);
  });

  it('answers nothing for a folder that does not exist yet', async () => {
    expect(await pruneArchives(join(work, 'none'), 'scheduled', 1)).toEqual([]);
  });
});

describe('the scheduled backup job', () => {
  it('writes a scheduled archive each run and keeps BACKUP_KEEP of them', async () => {
    const dataDir = await mkdtemp(join(work, 'data-'));
    const config = testConfig(db, { DATA_DIR: dataDir, BACKUP_KEEP: '2' });
    const manual = join(config.backupDir, 'prairie-backup-20260101T000000Z.tar');
    const job = scheduledBackupJob(config);
    const tools = { orm: db.orm, logger: createLogger('silent') } as never;
    await job.run({}, tools);
    await writeFile(manual, 'a person’s own archive');
    await job.run({}, tools);
    await job.run({}, tools);
    const kept = await archives(config.backupDir);
    expect(kept).toContain('prairie-backup-20260101T000000Z.tar');
    const scheduled = kept.filter((name) => name.includes('-scheduled'));
    expect(scheduled).toHaveLength(2);
    for (const name of scheduled) {
      expect(name).toMatch(/^prairie-backup-\d{8}T\d{6}Z-scheduled/);
      // Hashes, two-factor keys and people's data: readable by the site's user only.
      expect((await stat(join(config.backupDir, name))).mode & 0o777).toBe(0o600);
    }
    expect((await stat(config.backupDir)).mode & 0o777).toBe(0o700);
  });

  it('is scheduled by an instance with BACKUP_SCHEDULE, kept by one without, removed by off', async () => {
    const schedule = () =>
      db.orm.em
        .fork()
        .getConnection()
        .execute<{ cron: string; timezone: string }[]>(
          'select cron, timezone from pgboss.schedule where name = ?',
          [SCHEDULED_BACKUP_QUEUE],
        );
    const daily = [{ cron: '30 9 * * *', timezone: 'UTC' }];
    for (const [env, expected] of [
      [{ BACKUP_SCHEDULE: '30 9 * * *' }, daily],
      // A replica started without the setting (a canary, a one-off) leaves the others' schedule.
      [{}, daily],
      [{ BACKUP_SCHEDULE: 'off' }, []],
    ] as const) {
      const server = await startTestServer(db, env);
      try {
        expect(await schedule()).toEqual(expected);
      } finally {
        await server.close();
      }
    }
    const [queue] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ policy: string }[]>('select policy from pgboss.queue where name = ?', [
        SCHEDULED_BACKUP_QUEUE,
      ]);
    expect(queue.policy).toBe('singleton');
  });

  it('refuses a schedule that is not a cron expression or is out of range, and BACKUP_KEEP=0', () => {
    for (const bad of [
      'daily',
      '99 9 * * *',
      '0 24 * * *',
      '0 9 0 * *',
      '0 9 * 13 *',
      '0 9 * * 8',
    ]) {
      expect(() => loadConfig({ BACKUP_SCHEDULE: bad }), bad).toThrow(/BACKUP_SCHEDULE must be/);
    }
    for (const bad of ['*/0 * * * *', '5-1 * * * *', '0 9 * *', '0 9 * * * *']) {
      expect(() => loadConfig({ BACKUP_SCHEDULE: bad }), bad).toThrow(/BACKUP_SCHEDULE must be/);
    }
    for (const good of ['*/15 * * * *', '0 9,21 * * 1-5', '30 2 1 */3 0', '0 0 31 12 7']) {
      expect(loadConfig({ BACKUP_SCHEDULE: good }).backupSchedule, good).toBe(good);
    }
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).backupSchedule).toBe('off');
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be at least 1/);
    expect(loadConfig({ BACKUP_SCHEDULE: '0 9 * * 1-5' }).backupSchedule).toBe('0 9 * * 1-5');
  });
});
