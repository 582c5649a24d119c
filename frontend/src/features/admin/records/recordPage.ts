import type { RecordPage } from 'ui-kit/admin';

/** A Relay connection as the admin's list queries answer it. */
export interface Connection<T> {
  edges: readonly { node: T }[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** What RecordTable shows of a list query's connection (undefined until the first answer). */
export function recordPage<T>(connection: Connection<T> | null | undefined): RecordPage<T> {
  return {
    rows: connection?.edges.map((edge) => edge.node),
    total: connection?.totalCount ?? 0,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
  };
}

/** The variables of the page after `connection`'s, for Apollo's `fetchMore`. */
export const nextPage = (connection: Connection<unknown> | null | undefined) => ({
  variables: { after: connection?.pageInfo.endCursor ?? null },
});
