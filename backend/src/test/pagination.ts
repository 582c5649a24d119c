import type { Express } from 'express';
import { expect, it } from 'vitest';
import { gql, type GraphQLBody } from './graphql.js';

/*
 * The behaviour every paginated list of the API shares (common/pagination.ts), checked on the real
 * schema and database for one list: a module's pagination test describes its list and calls
 * `itPaginates`. Expectations are read when each test runs, so the tests pass in any order even
 * though one of them adds rows.
 */

interface Page {
  totalCount: number;
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

export interface PaginatedList {
  /** The query field, e.g. `contacts`. */
  field: string;
  /** Arguments besides `first` and `after`, e.g. `category: FIELD, `. */
  args?: string;
  app: () => Express;
  /** The admin token for admin-only lists. */
  token?: () => string;
  /** The ids of the whole list in its order, as another path than the connection reads them. */
  expectedIds: () => Promise<string[]>;
  /** Stores a row that sorts before every row of the list, or after all; returns its id. */
  insert: (where: 'first' | 'last') => Promise<string>;
}

/** The GraphQL answer for one page: its data, or its errors. */
export function pageReader(list: PaginatedList) {
  const query = `query($first: Int, $after: String) {
    ${list.field}(${list.args ?? ''}first: $first, after: $after) {
      totalCount
      edges { cursor node { id } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }`;
  return async (variables: { first?: number; after?: string | null } = {}) => {
    const body: GraphQLBody = await gql(list.app(), query, variables, list.token?.());
    return { page: body.data?.[list.field] as Page | null | undefined, errors: body.errors };
  };
}

/** Follows `endCursor` from `after` to the last page; the ids in the order read, and the pages. */
async function readOn(list: PaginatedList, first: number, after: string | null) {
  const read = pageReader(list);
  const ids: string[] = [];
  const pages: Page[] = [];
  for (let cursor = after, more = true; more;) {
    const { page, errors } = await read({ first, after: cursor });
    expect(errors).toBeUndefined();
    pages.push(page!);
    ids.push(...page!.edges.map((edge) => edge.node.id));
    more = page!.pageInfo.hasNextPage;
    cursor = page!.pageInfo.endCursor;
    expect(pages.length).toBeLessThan(1000);
  }
  return { ids, pages };
}

export function itPaginates(list: PaginatedList): void {
  const read = pageReader(list);

  it('gives a first page in list order, with its cursors and the total count', async () => {
    const expected = await list.expectedIds();
    expect(expected.length).toBeGreaterThan(4);
    const { page, errors } = await read({ first: 2 });
    expect(errors).toBeUndefined();
    expect(page!.edges.map((edge) => edge.node.id)).toEqual(expected.slice(0, 2));
    expect(page!.totalCount).toBe(expected.length);
    expect(page!.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: page!.edges[0].cursor,
      endCursor: page!.edges[1].cursor,
    });
  });

  it('reads the next page after endCursor, to a last page without a next one', async () => {
    const expected = await list.expectedIds();
    const { page: first } = await read({ first: 2 });
    const { page: second } = await read({ first: 2, after: first!.pageInfo.endCursor });
    expect(second!.edges.map((edge) => edge.node.id)).toEqual(expected.slice(2, 4));
    expect(second!.pageInfo.hasPreviousPage).toBe(true);
    expect(second!.totalCount).toBe(expected.length);

    // Pages of two, then of three (ties on the sort key fall across page ends either way).
    for (const size of [2, 3]) {
      const { ids, pages } = await readOn(list, size, null);
      expect(ids).toEqual(expected);
      expect(pages).toHaveLength(Math.ceil(expected.length / size));
      const last = pages.at(-1)!;
      expect(last.pageInfo.hasNextPage).toBe(false);
      expect(last.pageInfo.endCursor).toBe(last.edges.at(-1)!.cursor);
    }
    // Any edge's cursor works as `after`, not only endCursor.
    const { page: all } = await read({ first: 100 });
    const { page: rest } = await read({ first: 100, after: all!.edges[2].cursor });
    expect(rest!.edges.map((edge) => edge.node.id)).toEqual(expected.slice(3, 100 + 3));
  });

  it('answers an empty page after the last row', async () => {
    const expected = await list.expectedIds();
    const { page: all } = await read({ first: 100 });
    expect(all!.edges.length).toBe(Math.min(expected.length, 100));
    const { ids, pages } = await readOn(list, 100, null);
    expect(ids).toEqual(expected);
    const { page: after } = await read({ first: 5, after: pages.at(-1)!.pageInfo.endCursor });
    expect(after!.edges).toEqual([]);
    expect(after!.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: null,
      endCursor: null,
    });
  });

  it('reads 20 rows without `first`, at most 100 with it, and refuses more or fewer', async () => {
    const expected = await list.expectedIds();
    const { page } = await read();
    expect(page!.edges.map((edge) => edge.node.id)).toEqual(expected.slice(0, 20));
    expect(page!.pageInfo.hasNextPage).toBe(expected.length > 20);
    expect((await read({ first: 100 })).errors).toBeUndefined();
    for (const first of [0, -1, 101, 1000]) {
      const { page: refused, errors } = await read({ first });
      expect(refused ?? null).toBeNull();
      expect(errors?.[0]).toMatchObject({
        message: '"first" must be between 1 and 100',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: { first: '"first" must be between 1 and 100' },
        },
      });
    }
  });

  it('refuses a malformed cursor with "Invalid cursor"', async () => {
    const forged = Buffer.from('["not a key",1]').toString('base64url');
    for (const after of ['nope', '', '!!!', forged, 'W10']) {
      const { page, errors } = await read({ first: 2, after });
      expect(page ?? null, after).toBeNull();
      expect(errors?.[0], after).toMatchObject({
        message: 'Invalid cursor',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('neither repeats nor skips a row when rows are added between two page reads', async () => {
    const before = await list.expectedIds();
    const { page: first } = await read({ first: 2 });
    expect(first!.edges.map((edge) => edge.node.id)).toEqual(before.slice(0, 2));

    // One row lands before the page already read (an offset would now repeat its last row),
    // one after every row (reading on must reach it).
    const atStart = await list.insert('first');
    const atEnd = await list.insert('last');

    const { ids: rest } = await readOn(list, 2, first!.pageInfo.endCursor);
    expect(rest).toEqual([...before.slice(2), atEnd]);
    expect(new Set([...before.slice(0, 2), ...rest]).size).toBe(before.length + 1);
    expect(rest).not.toContain(atStart);

    const now = await list.expectedIds();
    expect(now).toEqual([atStart, ...before, atEnd]);
    const { page: fresh } = await read({ first: 2 });
    expect(fresh!.edges[0].node.id).toBe(atStart);
    expect(fresh!.totalCount).toBe(before.length + 2);
  });
}
