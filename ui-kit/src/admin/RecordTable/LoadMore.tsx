import { Button } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../ErrorState';
import { useToast } from '../../Toast';
import '../admin.css';

export interface LoadMoreProps {
  /** Rows on screen. */
  shown: number;
  /** Rows of the whole list (the connection's `totalCount`). */
  total: number;
  /** What the rows are, in the plural: "submissions", "images". */
  noun: string;
  /** The connection's `pageInfo.hasNextPage`: the button shows only when there is more. */
  hasMore: boolean;
  /** Reads the next page (Apollo's `fetchMore` with `after: endCursor`). */
  onLoadMore: () => Promise<unknown>;
}

/**
 * Under an admin list that the API serves a page at a time: how many rows are on screen and a
 * "Load more" button for the next page. A failure is reported in a toast; the rows stay.
 */
export function LoadMore({ shown, total, noun, hasMore, onLoadMore }: LoadMoreProps) {
  const toast = useToast();
  const [loading, setLoading] = useState(false);
  if (!hasMore) return null;
  const loadMore = () => {
    setLoading(true);
    onLoadMore()
      .catch((error: unknown) => {
        toast.error('Error', `Could not load more ${noun}: ${errorMessage(error)}`);
      })
      .finally(() => setLoading(false));
  };
  return (
    <div className="admin-load-more">
      <span role="status">{`Showing ${shown} of ${total} ${noun}`}</span>
      <Button onClick={loadMore} loading={loading}>
        Load more
      </Button>
    </div>
  );
}
