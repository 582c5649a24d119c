import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { BusinessType, Contact } from './index.js';

let t: TestApp;
let token: string;

/** Messages of this file's own database; times are UTC instants. */
const FIXTURES = [
  // 2 March, 23:30 in Edmonton (UTC−7 in March).
  {
    name: 'Dale Kowalchuk',
    email: 'dale@kowalchuk.example.com',
    at: '2026-03-03T06:30:00Z',
    type: BusinessType.CROP_FARMING,
  },
  // 3 March, 00:30 in Edmonton.
  {
    name: 'Marie Tremblay',
    email: 'marie@example.com',
    at: '2026-03-03T07:30:00Z',
    type: BusinessType.LIVESTOCK_FARMING,
  },
  // 3 March, 23:59 in Edmonton.
  {
    name: 'Sam Olsen',
    email: 'sam.olsen@example.org',
    at: '2026-03-04T06:59:00Z',
    type: BusinessType.CROP_FARMING,
  },
  // 4 March, 00:00 in Edmonton.
  {
    name: 'Anna Kowal',
    email: 'anna@farm.example.net',
    at: '2026-03-04T07:00:00Z',
    type: BusinessType.OTHER,
  },
  // Underscore and percent are letters of the name here, not wildcards.
  {
    name: 'Lee 100%_Organic',
    email: 'lee@example.com',
    at: '2026-03-05T18:00:00Z',
    type: BusinessType.ORGANIC_FARMING,
  },
];

const LIST = `query($first: Int, $after: String, $search: String, $businessType: BusinessType, $from: Date, $to: Date) {
  contacts(first: $first, after: $after, search: $search, businessType: $businessType, from: $from, to: $to) {
    totalCount
    edges { node { name } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface ListAnswer {
  contacts: {
    totalCount: number;
    edges: { node: { name: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

async function names(variables: Record<string, unknown>): Promise<string[]> {
  const body = await gql<ListAnswer>(t.app, LIST, variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(body.data!.contacts.totalCount).toBe(body.data!.contacts.edges.length);
  return body.data!.contacts.edges.map((edge) => edge.node.name);
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
  const em = t.db.orm.em.fork();
  for (const fixture of FIXTURES) {
    em.create(Contact, {
      name: fixture.name,
      email: fixture.email,
      phone: '780-555-0110',
      businessType: fixture.type,
      // Every message mentions Tremblay: a search that read messages would find them all.
      message: 'Marie Tremblay told me to write. kowalchuk@example.com',
      createdAt: new Date(fixture.at),
    });
  }
  await em.flush();
});
afterAll(() => t.close());

describe('contacts searched on the server', () => {
  it('matches part of the name or the e-mail address in any case, never the message', async () => {
    expect(await names({ search: 'KOWAL' })).toEqual(['Anna Kowal', 'Dale Kowalchuk']);
    expect(await names({ search: 'example.org' })).toEqual(['Sam Olsen']);
    expect(await names({ search: 'tremblay' })).toEqual(['Marie Tremblay']);
    expect(await names({ search: 'told' })).toEqual([]);
  });

  it('needs every word to match the name or the address', async () => {
    expect(await names({ search: '  anna   farm.example ' })).toEqual(['Anna Kowal']);
    expect(await names({ search: 'anna olsen' })).toEqual([]);
    expect(await names({ search: '   ' })).toHaveLength(FIXTURES.length);
  });

  it('takes % and _ as the characters typed', async () => {
    expect(await names({ search: '%_' })).toEqual(['Lee 100%_Organic']);
    expect(await names({ search: 'e_a' })).toEqual([]);
  });

  it('filters by business type', async () => {
    expect(await names({ businessType: 'CROP_FARMING' })).toEqual(['Sam Olsen', 'Dale Kowalchuk']);
  });

  it("filters by the office's days, from midnight to midnight in Edmonton", async () => {
    expect(await names({ from: '2026-03-03', to: '2026-03-03' })).toEqual([
      'Sam Olsen',
      'Marie Tremblay',
    ]);
    expect(await names({ from: '2026-03-04' })).toEqual(['Lee 100%_Organic', 'Anna Kowal']);
    expect(await names({ to: '2026-03-02' })).toEqual(['Dale Kowalchuk']);
  });

  it('combines the filters, and pages through the matches with the same filters', async () => {
    const filters = { search: 'example', businessType: 'CROP_FARMING', from: '2026-03-01' };
    const first = await gql<ListAnswer>(t.app, LIST, { ...filters, first: 1 }, token);
    expect(first.data!.contacts).toMatchObject({
      totalCount: 2,
      edges: [{ node: { name: 'Sam Olsen' } }],
      pageInfo: { hasNextPage: true },
    });
    const after = first.data!.contacts.pageInfo.endCursor;
    const second = await gql<ListAnswer>(t.app, LIST, { ...filters, first: 1, after }, token);
    expect(second.data!.contacts).toMatchObject({
      totalCount: 2,
      edges: [{ node: { name: 'Dale Kowalchuk' } }],
      pageInfo: { hasNextPage: false },
    });
  });

  it('refuses bad filters with a message naming the problem', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ search: 'x'.repeat(101) }, 'Search must be at most 100 characters'],
      [{ search: 'dale\u0000' }, 'Search contains characters that are not allowed'],
      [
        { from: '2026-03-05', to: '2026-03-04' },
        'The "to" date must be on or after the "from" date',
      ],
      [
        { from: '2026-02-30' },
        'A Date must be a real calendar day written YYYY-MM-DD, e.g. "2026-04-15"',
      ],
    ];
    for (const [variables, message] of cases) {
      const body = await gql(t.app, LIST, variables, token);
      expect(body.data?.contacts ?? null, message).toBeNull();
      expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(body.errors![0].message).toContain(message);
    }
  });

  it('answers an admin only', async () => {
    const body = await gql(t.app, LIST, { search: 'dale' });
    expect(body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('has trigram indexes the planner uses for the search', async () => {
    // With 5 rows a scan is cheaper; turned off, the planner shows which index it would use.
    const rows = await t.db.orm.em.fork().transactional(async (em) => {
      await em.execute('set local enable_seqscan = off');
      return em.execute<{ 'QUERY PLAN': string }[]>(
        `explain select id from contacts where name ilike '%kowal%' or email ilike '%kowal%'`,
      );
    });
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('contacts_name_trgm_index');
    expect(plan).toContain('contacts_email_trgm_index');
  });
});
