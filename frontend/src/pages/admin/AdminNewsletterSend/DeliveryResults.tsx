import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { BrandTag } from 'ui-kit';
import { RecordTable } from 'ui-kit/admin';
import {
  AdminMailingDeliveriesDocument,
  type AdminMailingDeliveriesQuery,
  type AdminMailingFieldsFragment,
  type DeliveryStatus,
} from '../../../graphql/generated/admin-newsletter-send/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import { nextPage, recordPage } from '../../../features/admin/records/recordPage';
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUSES } from './mailingLabels';

/** Recipients per page of the results ("Load more" reads the next). */
export const DELIVERIES_PAGE_SIZE = 25;
/** The most rows the API answers at once: the most a refresh reads again. */
const MOST_ROWS = 100;

type Row = NonNullable<
  AdminMailingDeliveriesQuery['newsletterMailing']
>['deliveries']['edges'][number]['node'];

export interface DeliveryResultsProps {
  newsletterId: string;
  /** The mailing as polled: when its counts move, the rows on screen are read again. */
  mailing: AdminMailingFieldsFragment;
}

/**
 * What became of each recipient, in send order, a page at a time, optionally only those in one
 * state: their status, the attempts, the last error and when it was sent.
 */
export function DeliveryResults({ newsletterId, mailing }: DeliveryResultsProps) {
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminMailingDeliveriesDocument, {
    variables: { id: newsletterId, first: DELIVERIES_PAGE_SIZE, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.newsletterMailing?.deliveries;
  const shown = connection?.edges.length ?? 0;

  // While it sends, the rows on screen follow the progress: read again, as many as are shown.
  const moved = `${mailing.status} ${JSON.stringify(mailing.progress)}`;
  const last = useRef(moved);
  useEffect(() => {
    if (last.current === moved) return;
    last.current = moved;
    void refetch({ first: Math.min(MOST_ROWS, Math.max(DELIVERIES_PAGE_SIZE, shown)) }).catch(
      // The rows stay; the table's error state and the next move say the rest.
      () => undefined,
    );
  }, [moved, refetch, shown]);

  return (
    <section className="newsletter-send__section" aria-labelledby="mailing-results">
      <h2 id="mailing-results">Results by recipient</h2>
      <div className="admin-filters newsletter-send__filter">
        <label htmlFor="delivery-status">Status</label>
        <select
          id="delivery-status"
          className="admin-native-select"
          value={status}
          onChange={(event) => setStatus(event.target.value as DeliveryStatus | '')}
        >
          <option value="">Every recipient</option>
          {DELIVERY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {DELIVERY_STATUS_LABELS[value].label}
            </option>
          ))}
        </select>
      </div>
      <RecordTable<Row>
        label="Results by recipient"
        noun="recipients"
        page={recordPage(connection)}
        loading={loading}
        error={error}
        loadingLabel="Loading the results..."
        empty={
          status
            ? {
                title: `No recipient is ${DELIVERY_STATUS_LABELS[status].label.toLowerCase()}`,
                description: 'Choose another status.',
              }
            : { title: 'No recipients', description: 'Nobody was in the audience.' }
        }
        failure="Failed to load the results"
        onRetry={() => void refetch()}
        onLoadMore={() => fetchMore(nextPage(connection))}
        columns={[
          { title: 'Recipient', dataIndex: 'recipient' },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (value: DeliveryStatus) => (
              <BrandTag tone={DELIVERY_STATUS_LABELS[value].tone}>
                {DELIVERY_STATUS_LABELS[value].label}
              </BrandTag>
            ),
          },
          { title: 'Attempts', dataIndex: 'attempts' },
          {
            title: 'Last error',
            dataIndex: 'lastError',
            render: (lastError: string | null) => lastError ?? '',
          },
          {
            title: 'Sent at',
            dataIndex: 'sentAt',
            render: (at: string | null) =>
              at ? <time dateTime={at}>{edmontonDateTime(at)}</time> : '',
          },
        ]}
      />
    </section>
  );
}
