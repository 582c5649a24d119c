import { useQuery } from '@apollo/client/react';
import { Alert, Button, Input, Pagination } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { DataState, EmptyState, ErrorState, errorMessage, LoadingState, Typography } from 'ui-kit';
import { PageMeta, SITE_NAME } from '../../../app/meta';
import { useAdminSession, useAuthErrorEffect, useNow } from '../../../features/admin';
import { AdminContactsDocument } from '../../../graphql/generated/graphql';
import { MAX_PAGE_SIZE } from '../../../graphql/pagination';
import { LoadMore } from '../LoadMore';
import { matchesSearch } from './contactLinks';
import { SubmissionCard } from './SubmissionCard';

export const CONTACTS_PAGE_SIZE = 10;

/**
 * "Contact Submissions" at /admin and /admin/messages: newest first, ten to a page, with a search
 * over name, e-mail and message. Both work in the browser on the submissions loaded: the API's
 * largest page (100) at first, and a page more with each "Load more".
 */
export function AdminContactsPage() {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const now = useNow();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminContactsDocument, {
    context: session.context,
    variables: { first: MAX_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useAuthErrorEffect(error);

  const connection = data?.contacts;
  // null (no answer for the field) stays null: DataState shows it as empty.
  const contacts = useMemo(
    () => connection && connection.edges.map((edge) => edge.node),
    [connection],
  );
  const total = connection?.totalCount ?? 0;
  const filtered = useMemo(
    () => (contacts ?? []).filter((c) => matchesSearch(c, search)),
    [contacts, search],
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / CONTACTS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = filtered.slice((current - 1) * CONTACTS_PAGE_SIZE, current * CONTACTS_PAGE_SIZE);
  const companyName = data?.company.name ?? SITE_NAME;

  return (
    <>
      <PageMeta
        title="Contact Submissions"
        description="Messages sent through the contact form."
        path={pathname}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>Contact Submissions</Typography.Title>
        <Button onClick={session.signOut}>Logout</Button>
      </div>
      {data?.company.email ? (
        <Alert
          className="admin-note"
          type="info"
          showIcon
          title={
            <>
              All contact form submissions are addressed to the company mailbox,{' '}
              <a href={`mailto:${data.company.email}`}>{data.company.email}</a>.
            </>
          }
        />
      ) : null}
      <DataState
        state={{ loading, error, data: contacts }}
        // cache-and-network: the list on screen stays while it refreshes, even if refreshing fails.
        keepDataOnError
        isEmpty={(list) => list.length === 0}
        loading={<LoadingState label="Loading contact submissions..." />}
        empty={<EmptyState title="No contact submissions yet" />}
        failure={(loadError) => (
          <ErrorState
            message={`Failed to load contact submissions: ${errorMessage(loadError)}`}
            onRetry={() => void refetch()}
          />
        )}
        success={(list) => (
          <>
            <div className="admin-toolbar">
              <Input.Search
                allowClear
                placeholder="Search name, email or message"
                aria-label="Search submissions"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
              <span role="status">
                {search.trim()
                  ? `${filtered.length} of ${list.length} submissions`
                  : `${total} ${total === 1 ? 'submission' : 'submissions'}`}
              </span>
            </div>
            {filtered.length === 0 ? (
              <EmptyState title="No submissions match your search" />
            ) : (
              <ul className="admin-list">
                {shown.map((submission) => (
                  <li key={submission.id}>
                    <SubmissionCard submission={submission} companyName={companyName} now={now} />
                  </li>
                ))}
              </ul>
            )}
            {filtered.length > CONTACTS_PAGE_SIZE ? (
              <Pagination
                current={current}
                pageSize={CONTACTS_PAGE_SIZE}
                total={filtered.length}
                showSizeChanger={false}
                onChange={(next) => {
                  setPage(next);
                  window.scrollTo({ top: 0 });
                }}
              />
            ) : null}
            <LoadMore
              shown={list.length}
              total={total}
              noun="submissions"
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
