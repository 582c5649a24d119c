import type { Constructor } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Seeder } from '@mikro-orm/seeder';

/** A seeder of built-in content. Its class name is its key in `seed_runs`: never rename one. */
export type SeederClass = Constructor<Seeder>;

/**
 * Loads the built-in content once per database: each seeder that `seed_runs` does not list runs,
 * in order, in one transaction with the row that records it. A seeder recorded before never runs
 * again, so a later start brings back nothing the office deleted and resets nothing it edited; a
 * seeder added by a later release still runs once on an older database. (Databases seeded before
 * `seed_runs` existed are recorded by its migration, Migration20261125210000SeedRuns.)
 *
 * The record is written first (`on conflict do nothing`): a second process seeding the same
 * database at the same moment waits on that row and, once the first commits, skips the seeder
 * instead of loading a second copy. Starts also hold an advisory lock (startup-lock.ts).
 *
 * Returns the names of the seeders that ran.
 */
export async function seed(orm: MikroORM, seeders: readonly SeederClass[]): Promise<string[]> {
  const recorded = await orm.em
    .fork()
    .getConnection()
    .execute<{ name: string }[]>('select "name" from "seed_runs"');
  const done = new Set(recorded.map((row) => row.name));
  const ran: string[] = [];
  for (const SeederType of seeders) {
    if (done.has(SeederType.name)) continue;
    const claimed = await orm.em.fork().transactional(async (em) => {
      const rows = await em
        .getConnection()
        .execute<{ name: string }[]>(
          'insert into "seed_runs" ("name") values (?) on conflict do nothing returning "name"',
          [SeederType.name],
          'all',
          em.getTransactionContext(),
        );
      if (rows.length === 0) return false;
      await new SeederType().run(em);
      return true;
    });
    if (claimed) ran.push(SeederType.name);
  }
  return ran;
}
