import { useQuery } from '@apollo/client/react';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink, BrandTag, LinkButton, Typography } from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { useAdminSession } from '../../../features/admin';
import {
  AdminNewslettersDocument,
  type NewsletterState,
  type AdminNewsletterFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { RecordTable } from 'ui-kit/admin';
import { nextPage, recordPage } from '../../../features/admin/records/recordPage';
import { edmontonDateTime } from '../../../features/admin/dates';
import { NEWSLETTER_STATE_LABELS, NEWSLETTER_STATES, newsletterEditPath } from './newsletterStates';

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
      <RecordTable<AdminNewsletterFieldsFragment>
        label="Newsletters"
        noun="newsletters"
        page={recordPage(connection)}
        loading={loading}
        error={error}
        loadingLabel="Loading newsletters..."
        empty={
          search || state
            ? { title: 'No newsletters match', description: 'Try other words or another state.' }
            : { title: 'No newsletters yet', description: 'Write the first one.' }
        }
        failure="Failed to load newsletters"
        onRetry={() => void refetch()}
        onLoadMore={() => fetchMore(nextPage(connection))}
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
    </>
  );
}
