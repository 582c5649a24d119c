import { useQuery } from '@apollo/client/react';
import { Input } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink, Typography } from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { useAdminSession } from '../../../features/admin';
import {
  AdminTechnologiesDocument,
  type AdminTechnologiesQuery,
} from '../../../graphql/generated/admin/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { RecordTable } from 'ui-kit/admin';
import { nextPage, recordPage } from '../../../features/admin/records/recordPage';
import { pagesOfTechnology } from './technologyPages';

const PAGE_SIZE = 25;

type Row = AdminTechnologiesQuery['adminTechnologies']['edges'][number]['node'];

/** The editor of one entry: /admin/technology/{id}. */
export const technologyEditPath = (id: string) => `${ADMIN_SECTIONS.technology.path}/${id}`;

/**
 * /admin/technology: the entries of the technology pages, searched on the server, a page at a
 * time, each with the pages that show it. Entries are edited, never added or deleted: each page
 * looks its entry up by a fixed key.
 */
export function AdminTechnologyPage() {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminTechnologiesDocument, {
    variables: { first: PAGE_SIZE, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.adminTechnologies;

  return (
    <>
      <PageMeta
        title="Technology"
        description="Edit the content of the technology pages."
        path={pathname}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>Technology</Typography.Title>
        <MobileSignOut onClick={session.signOut} />
      </div>
      <Typography.Paragraph>
        The content of the technology pages. Each page looks up its entry by key, so entries can be
        edited here but not added or deleted.
      </Typography.Paragraph>
      <div className="admin-filters" role="search">
        <Input.Search
          aria-label="Search the technology entries"
          placeholder="Search names, titles and summaries"
          allowClear
          onSearch={(value) => setSearch(value.trim())}
        />
      </div>
      <RecordTable<Row>
        label="Technology entries"
        noun="entries"
        page={recordPage(connection)}
        loading={loading}
        error={error}
        loadingLabel="Loading the technology entries..."
        empty={
          search
            ? { title: 'No entry matches', description: 'Try other words.' }
            : {
                title: 'No technology entries',
                description: 'The built-in entries are added when the site starts.',
              }
        }
        failure="Failed to load the technology entries"
        onRetry={() => void refetch()}
        onLoadMore={() => fetchMore(nextPage(connection))}
        columns={[
          {
            title: 'Name',
            dataIndex: 'name',
            render: (name: string, row) => (
              <AppLink to={technologyEditPath(row.id)}>{name}</AppLink>
            ),
          },
          { title: 'Title', dataIndex: 'title' },
          {
            title: 'Shown on',
            dataIndex: 'key',
            render: (key: string) =>
              pagesOfTechnology(key)
                .map((page) => page.where)
                .join(', '),
          },
          { title: 'Version', dataIndex: 'version' },
        ]}
      />
    </>
  );
}
