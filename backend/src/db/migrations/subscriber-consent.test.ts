import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { Migration20261126170000SubscriberConsent as SubscriberConsent } from './Migration20261126170000SubscriberConsent.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
});
afterAll(() => db.drop());

async function run(direction: 'up' | 'down') {
  const migration = new SubscriberConsent(db.orm.em.getDriver(), db.orm.config);
  await migration[direction]();
  for (const sql of migration.getQueries()) await db.orm.em.getConnection().execute(String(sql));
}

describe('migration: the two subscriber booleans become one status', () => {
  it('maps active and verified to confirmed, inactive to unsubscribed, the rest to pending', async () => {
    await run('down');
    await db.orm.em.getConnection().execute(
      `insert into subscribers (email, is_active, is_verified) values
        ('both@example.com', true, true),
        ('active-only@example.com', true, false),
        ('left@example.com', false, true),
        ('left-unverified@example.com', false, false)`,
    );
    await run('up');
    const rows = await db.orm.em
      .getConnection()
      .execute<{ email: string; status: string; left: boolean }[]>(
        'select email, status, unsubscribed_at is not null as left from subscribers order by id',
      );
    expect(rows).toEqual([
      { email: 'both@example.com', status: 'confirmed', left: false },
      { email: 'active-only@example.com', status: 'pending', left: false },
      { email: 'left@example.com', status: 'unsubscribed', left: true },
      { email: 'left-unverified@example.com', status: 'unsubscribed', left: true },
    ]);
  });
});
