/**
 * One page of an admin list as its query answers it (`adminFoliarProducts`), for a list's mocks:
 * `recordConnection('FoliarProduct', rows)` is a `FoliarProductConnection` of `FoliarProductEdge`s,
 * each with the cursor `c{id}`, the whole list on one page.
 */
export function recordConnection<T extends string, R extends { id: string }>(
  type: T,
  rows: readonly R[],
) {
  return {
    __typename: `${type}Connection` as const,
    edges: rows.map((node) => ({
      __typename: `${type}Edge` as const,
      cursor: `c${node.id}`,
      node,
    })),
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
    totalCount: rows.length,
  };
}
