import { useQuery } from '@apollo/client/react';
import { Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  AppLink,
  BrandTag,
  DataState,
  EmptyState,
  ErrorState,
  errorMessage,
  LinkButton,
  LoadingState,
  Typography,
} from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { useAdminSession } from '../../../features/admin';
import {
  AdminNewslettersDocument,
  type NewsletterState,
  type AdminNewsletterFieldsFragment,
} from '../../../graphql/generated/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { LoadMore } from 'ui-kit/admin';
import {
  edmontonDateTime,
  NEWSLETTER_STATE_LABELS,
  NEWSLETTER_STATES,
  newsletterEditPath,
} from './newsletterStates';

const PAGE_SIZE = 25;

/**
 * /admin/newsletters: every edition (drafts and scheduled ones too), newest first, searched and
 * filtered on the server, a page at a time, with a way to write a new one.
 */
export function AdminNewslettersPage() {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<NewsletterState | undefined>();
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminNewslettersDocument, {
    variables: { first: PAGE_SIZE, search: search || null, state: state ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.adminNewsletters;
  const rows = connection?.edges.map((edge) => edge.node);

  return (
    <>
      <PageMeta
        title="Newsletters"
        description="Write and publish newsletters."
        path={pathname}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>Newsletters</Typography.Title>
        <LinkButton to={newsletterEditPath('new')} variant="primary">
          New Newsletter
        </LinkButton>
        <MobileSignOut onClick={session.signOut} />
      </div>
      <div className="admin-filters" role="search">
        <Input.Search
          aria-label="Search newsletters"
          placeholder="Search titles and summaries"
          allowClear
          onSearch={(value) => setSearch(value.trim())}
        />
        <Select
          aria-label="Filter by state"
          placeholder="All states"
          allowClear
          value={state}
          onChange={(value) => setState(value)}
          options={NEWSLETTER_STATES.map((value) => ({
            value,
            label: NEWSLETTER_STATE_LABELS[value].label,
          }))}
        />
      </div>
      <DataState
        state={{ loading, error, data: rows }}
        keepDataOnError
        isEmpty={(list) => list.length === 0}
        loading={<LoadingState label="Loading newsletters..." />}
        empty={
          <EmptyState
            title={search || state ? 'No newsletters match' : 'No newsletters yet'}
            description={
              search || state ? 'Try other words or another state.' : 'Write the first one.'
            }
          />
        }
        failure={(loadError) => (
          <ErrorState
            message={`Failed to load newsletters: ${errorMessage(loadError)}`}
            onRetry={() => void refetch()}
          />
        )}
        success={(list) => (
          <>
            {/* Scrolls sideways in its own box on a phone; the box takes the focus, so a keyboard
                can scroll it too (axe's scrollable-region-focusable). */}
            <div
              className="admin-table-scroll pe-focus-ring"
              role="region"
              aria-label="Newsletters"
              tabIndex={0}
            >
              <Table<AdminNewsletterFieldsFragment>
                rowKey="id"
                dataSource={list}
                pagination={false}
                columns={[
                  {
                    title: 'Title',
                    dataIndex: 'title',
                    render: (title: string, row) => (
                      <AppLink to={newsletterEditPath(row.id)}>{title}</AppLink>
                    ),
                  },
                  {
                    title: 'State',
                    dataIndex: 'state',
                    render: (value: NewsletterState) => (
                      <BrandTag tone={NEWSLETTER_STATE_LABELS[value].tone}>
                        {NEWSLETTER_STATE_LABELS[value].label}
                      </BrandTag>
                    ),
                  },
                  {
                    title: 'Publication date',
                    dataIndex: 'date',
                    render: (date: string) => edmontonDateTime(date),
                  },
                  {
                    title: 'PDF',
                    dataIndex: 'pdfUrl',
                    render: (pdfUrl: string) => (pdfUrl ? 'Yes' : 'No'),
                  },
                ]}
              />
            </div>
            <LoadMore
              shown={list.length}
              total={connection?.totalCount ?? list.length}
              noun="newsletters"
              hasMore={connection?.pageInfo.hasNextPage ?? false}
              onLoadMore={() =>
                fetchMore({ variables: { after: connection?.pageInfo.endCursor ?? null } })
              }
            />
          </>
        )}
      />
    </>
  );
}
