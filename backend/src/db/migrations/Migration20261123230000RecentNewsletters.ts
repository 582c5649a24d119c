import { Migration } from '@mikro-orm/migrations';

/**
 * The built-in newsletter editions moved from 2024–2025 to the twelve months before launch
 * (November 2025 – October 2026), and their cover and PDF files were renamed to the new issue
 * months. A database seeded before keeps its rows; this moves the rows that still point at an old
 * built-in cover (so nothing an admin replaced is touched): the date, the cover, and the years
 * written in their titles and text; and any row linking an old built-in PDF to its new name (the
 * old files are gone). Old issue → new issue, and the text to change.
 */
const MOVES: { from: string; to: string; replace: [string, string][] }[] = [
  {
    from: '2024-02',
    to: '2026-02',
    replace: [
      ['Planning Your 2024 Fertility Program', 'Planning Your 2026 Fertility Program'],
      ['2024 early booking closes', '2026 early booking closes'],
    ],
  },
  { from: '2024-05', to: '2026-05', replace: [['the 2023 strip trials', 'the 2025 strip trials']] },
  { from: '2024-08', to: '2026-08', replace: [] },
  {
    from: '2024-11',
    to: '2025-11',
    replace: [['Lessons From the 2024 Season', 'Lessons From the 2025 Season']],
  },
  {
    from: '2025-02',
    to: '2026-03',
    replace: [['2025 seed-placed guidelines', '2026 seed-placed guidelines']],
  },
  { from: '2025-05', to: '2026-06', replace: [] },
  { from: '2025-09', to: '2026-10', replace: [] },
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Moves the rows showing the built-in cover of issue `from` to issue `to`, changing `text`; and
 * every row linking the built-in PDF of `from` (whatever its cover) to the renamed file.
 */
function move(from: string, to: string, text: [string, string][]): string[] {
  const replaced = (column: string) =>
    text.reduce(
      (sql, [before, after]) => `replace(${sql}, ${quote(before)}, ${quote(after)})`,
      `"${column}"`,
    );
  return [
    `update "newsletters" set
      "date" = ${quote(`${to}-15T18:00:00.000Z`)}::timestamptz,
      "image_url" = ${quote(`/images/newsletters/${to}.svg`)},
      "title" = ${replaced('title')},
      "content" = ${replaced('content')},
      "updated_at" = now()
    where "image_url" = ${quote(`/images/newsletters/${from}.svg`)};`,
    `update "newsletters" set "pdf_url" = ${quote(`/newsletters/${to}.pdf`)}, "updated_at" = now()
    where "pdf_url" = ${quote(`/newsletters/${from}.pdf`)};`,
  ];
}

export class Migration20261123230000RecentNewsletters extends Migration {
  override async up(): Promise<void> {
    for (const { from, to, replace } of MOVES)
      move(from, to, replace).forEach((sql) => this.addSql(sql));
  }

  override async down(): Promise<void> {
    for (const { from, to, replace } of MOVES) {
      const back = replace.map(([before, after]): [string, string] => [after, before]);
      move(to, from, back).forEach((sql) => this.addSql(sql));
    }
  }
}
