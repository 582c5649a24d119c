import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { Migration20261123230000RecentNewsletters as RecentNewsletters } from './Migration20261123230000RecentNewsletters.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
});
afterAll(() => db.drop());

interface Row {
  title: string;
  date: Date | string;
  content: string;
  image_url: string;
  pdf_url: string;
}

const rows = () =>
  db.orm.em
    .getConnection()
    .execute<Row[]>('select title, date, content, image_url, pdf_url from newsletters order by id');

async function run(direction: 'up' | 'down') {
  const migration = new RecentNewsletters(db.orm.em.getDriver(), db.orm.config);
  await migration[direction]();
  for (const sql of migration.getQueries()) await db.orm.em.getConnection().execute(String(sql));
}

describe('migration: the built-in newsletters move to the last twelve months', () => {
  it('moves rows that still show an old built-in cover, and every link to an old built-in PDF', async () => {
    await db.orm.em.getConnection().execute(
      `insert into newsletters (title, date, summary, content, image_url, pdf_url) values
        ('Planning Your 2024 Fertility Program', '2024-02-15T18:00:00Z', 's',
         E'Booking\\n2024 early booking closes March 15.', '/images/newsletters/2024-02.svg', '/newsletters/2024-02.pdf'),
        ('Year in Review: Lessons From the 2024 Season', '2024-11-15T18:00:00Z', 's', 'c',
         '/images/newsletters/2024-11.svg', ''),
        ('Our own edition', '2024-05-15T18:00:00Z', 's', 'the 2023 strip trials',
         '/uploads/cover.jpg', '/newsletters/2024-05.pdf')`,
    );
    const before = await rows();

    await run('up');
    const [planning, review, own] = await rows();
    expect(planning).toMatchObject({
      title: 'Planning Your 2026 Fertility Program',
      content: 'Booking\n2026 early booking closes March 15.',
      image_url: '/images/newsletters/2026-02.svg',
      pdf_url: '/newsletters/2026-02.pdf',
    });
    expect(new Date(planning!.date).toISOString()).toBe('2026-02-15T18:00:00.000Z');
    expect(review).toMatchObject({
      title: 'Year in Review: Lessons From the 2025 Season',
      image_url: '/images/newsletters/2025-11.svg',
      pdf_url: '',
    });
    expect(new Date(review!.date).toISOString()).toBe('2025-11-15T18:00:00.000Z');
    // An admin's own cover: not a built-in row, so only its link to a renamed PDF changes.
    expect(own).toEqual({ ...before[2], pdf_url: '/newsletters/2026-05.pdf' });

    await run('down');
    expect(await rows()).toEqual(before);
  });
});
