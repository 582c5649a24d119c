import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { ensureAdmin } from '../modules/auth/index.js';
import { SEEDERS } from '../modules/index.js';
import { Product } from '../modules/products/index.js';
import { TechnologyContent } from '../modules/technologies/index.js';
import { Testimonial } from '../modules/testimonials/index.js';
import { TEST_ADMIN } from '../test/app.js';
import { createTestDatabase, rowCounts, type TestDatabase } from '../test/database.js';
import { migrate } from './database.js';
import {
  EARLIER_SEEDERS,
  Migration20261125210000SeedRuns as SeedRuns,
} from './migrations/Migration20261125210000SeedRuns.js';
import { seed } from './seed.js';

// A database per test: each one changes content.
let db: TestDatabase;
beforeEach(async () => {
  db = await createTestDatabase();
});
afterEach(() => db.drop());

const seedRuns = async () =>
  (
    await db.orm.em
      .getConnection()
      .execute<{ name: string }[]>('select name from seed_runs order by name')
  ).map((row) => row.name);

/** What the office does in the admin: deletes every testimonial and one technology, edits a product. */
async function officeEdits(): Promise<void> {
  const em = db.orm.em.fork();
  await em.nativeDelete(Testimonial, {});
  await em.nativeDelete(TechnologyContent, { key: 'nanosorb' });
  const product = await em.findOneOrFail(Product, 1);
  product.name = 'Renamed by the office';
  await em.flush();
}

async function expectOfficeEditsKept(): Promise<void> {
  const em = db.orm.em.fork();
  expect(await em.count(Testimonial)).toBe(0);
  expect(await em.count(TechnologyContent, { key: 'nanosorb' })).toBe(0);
  expect((await em.findOneOrFail(Product, 1)).name).toBe('Renamed by the office');
}

describe('built-in content is loaded once per database', () => {
  it('records every seeder, and seeding again changes nothing', async () => {
    expect(await seedRuns()).toEqual(SEEDERS.map((seeder) => seeder.name).sort());
    const before = await rowCounts(db.orm);
    expect(before.products).toBeGreaterThanOrEqual(12);
    expect(before.testimonials).toBeGreaterThanOrEqual(6);
    expect(before.image_assets).toBe(13);
    expect(await seed(db.orm, SEEDERS)).toEqual([]);
    expect(await rowCounts(db.orm)).toEqual(before);
  });

  it('never brings back deleted content or undoes an edit at a later start', async () => {
    await officeEdits();
    await migrate(db.orm, createLogger('silent'));
    await seed(db.orm, SEEDERS);
    await expectOfficeEditsKept();
  });

  it('runs a seeder added by a later release once on an older database', async () => {
    class LaterReleaseSeeder extends Seeder {
      async run(em: EntityManager): Promise<void> {
        em.create(Testimonial, { customerName: 'Added later', content: 'New', rating: 5 });
      }
    }
    const later = [...SEEDERS, LaterReleaseSeeder];
    expect(await seed(db.orm, later)).toEqual(['LaterReleaseSeeder']);
    expect(await seed(db.orm, later)).toEqual([]);
    expect(await db.orm.em.fork().count(Testimonial, { customerName: 'Added later' })).toBe(1);
  });

  it('treats a database seeded before seed_runs existed as seeded', async () => {
    // The database as the previous release left it: no seed_runs table, content seeded by the
    // start that seeded at every open, an admin account, then the office's changes.
    const em = db.orm.em.fork();
    const migration = new SeedRuns(em.getDriver(), db.orm.config);
    await migration.down();
    for (const sql of migration.getQueries()) await em.getConnection().execute(String(sql));
    await em
      .getConnection()
      .execute(`delete from mikro_orm_migrations where name = ?`, [
        'Migration20261125210000SeedRuns',
      ]);
    await ensureAdmin(db.orm.em.fork(), TEST_ADMIN);
    await officeEdits();

    // The upgrade's first start.
    await migrate(db.orm, createLogger('silent'));
    // The seeders of that release are marked done; those added since run once: the company's
    // facts, whose row the test database already has (it adds nothing), the foliar products of the
    // spray app and the fertilizer products of the farm tools, whose tables are new. They run in
    // the registry's order (modules/registry.generated.ts): the company, a foundation, first.
    const earlier = EARLIER_SEEDERS.map(([name]) => name);
    expect(await seedRuns()).toEqual([...earlier].sort());
    const later = SEEDERS.map((seeder) => seeder.name).filter((name) => !earlier.includes(name));
    expect(await seed(db.orm, SEEDERS)).toEqual(later);
    expect(later).toEqual([
      'CompanySettingsSeeder',
      'FoliarProductSeeder',
      'FertilizerProductSeeder',
    ]);
    await expectOfficeEditsKept();
  });
});
