import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { seed } from './database.js';
import { SEEDERS } from '../modules/index.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

async function rowCounts(): Promise<Record<string, number>> {
  const rows: { table_name: string }[] = await db.orm.em
    .getConnection()
    .execute(
      `select table_name from information_schema.tables where table_schema = 'public' and table_name <> 'mikro_orm_migrations' order by 1`,
    );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const [{ count }] = await db.orm.em
      .getConnection()
      .execute(`select count(*)::int as count from "${table_name}"`);
    counts[table_name] = count;
  }
  return counts;
}

it('seeding an already seeded database changes nothing', async () => {
  const before = await rowCounts();
  expect(before.products).toBeGreaterThanOrEqual(12);
  expect(before.newsletters).toBeGreaterThanOrEqual(6);
  expect(before.testimonials).toBeGreaterThanOrEqual(6);
  expect(before.image_assets).toBe(13);
  expect(before.certification_cards).toBe(4);
  await seed(db.orm, SEEDERS);
  await seed(db.orm, SEEDERS);
  expect(await rowCounts()).toEqual(before);
});
