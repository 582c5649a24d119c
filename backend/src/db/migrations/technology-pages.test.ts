import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { Migration20261124231500TechnologyPages as TechnologyPages } from './Migration20261124231500TechnologyPages.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
});
afterAll(() => db.drop());

async function run(direction: 'up' | 'down') {
  const migration = new TechnologyPages(db.orm.em.getDriver(), db.orm.config);
  await migration[direction]();
  for (const sql of migration.getQueries()) await db.orm.em.getConnection().execute(String(sql));
}

describe('migration: technology entries get a name, a summary and steps', () => {
  it('fills a row seeded before from its title and short description, with no steps', async () => {
    await run('down');
    await db.orm.em.getConnection().execute(
      `insert into technology_contents (key, title, short_description, full_description, images,
        image_alts, benefits, applications, developer_quote, related_products)
       values ('technology', 'A title', 'A short description', '{}', '{}', '{}', '{}', '{}', 'q', '{}')`,
    );

    await run('up');
    const rows = await db.orm.em
      .getConnection()
      .execute('select name, summary, steps from technology_contents');
    expect(rows).toEqual([{ name: 'A title', summary: 'A short description', steps: [] }]);
  });
});
