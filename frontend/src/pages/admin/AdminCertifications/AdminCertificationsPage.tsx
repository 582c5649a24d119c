import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink, LinkButton, Typography } from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../app/site-routes';
import { useAdminSession } from '../../../features/admin';
import {
  AdminCertificationCardsDocument,
  AdminDeleteCertificationCardDocument,
  AdminMoveCertificationCardDocument,
  type AdminCertificationCardFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { RecordTable } from 'ui-kit/admin';
import { nextPage, recordPage } from '../../../features/admin/records/recordPage';
import { MoveButtons } from 'ui-kit/admin';
import { useListAction } from '../../../features/admin/records/useListAction';
import { confirmCardDelete } from './confirmCardDelete';

const PAGE_SIZE = 25;

type Card = AdminCertificationCardFieldsFragment;

/** The editor of one card: /admin/certifications/{id}, or /admin/certifications/new. */
export const certificationCardEditPath = (id: string | 'new') =>
  `${ADMIN_SECTIONS.certifications.path}/${id}`;

/**
 * /admin/certifications: the cards of /certifications in the order the page shows them, searched
 * on the server, a page at a time; each can be moved up or down, edited or deleted (with its
 * subtypes, after a confirmation that names them).
 */
export function AdminCertificationsPage() {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminCertificationCardsDocument, {
    variables: { first: PAGE_SIZE, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [move, moving] = useMutation(AdminMoveCertificationCardDocument);
  const [remove] = useMutation(AdminDeleteCertificationCardDocument);
  const act = useListAction(refetch);
  const connection = data?.adminCertificationCards;

  const moveTo = (row: Card, position: number) => {
    if (moving.loading) return;
    void act(
      async () => {
        const payload = (await move({ variables: { id: row.id, position } })).data
          ?.moveCertificationCard;
        return { done: Boolean(payload?.certificationCard), userErrors: payload?.userErrors };
      },
      {
        success: ['Moved', `${row.title} is now card ${position} on the page.`],
        failure: ['Not moved', 'The card was not moved.'],
      },
    );
  };

  const confirmDelete = (row: Card) =>
    confirmCardDelete(row, () =>
      act(
        async () => {
          const payload = (await remove({ variables: { id: row.id } })).data
            ?.deleteCertificationCard;
          return { done: Boolean(payload?.deletedId), userErrors: payload?.userErrors };
        },
        {
          success: ['Deleted', `${row.title} was deleted.`],
          failure: ['Not deleted', 'Nothing was deleted.'],
        },
      ),
    );

  return (
    <>
      <PageMeta
        title="Certifications"
        description="Edit and order the cards of the certifications page."
        path={pathname}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>Certifications</Typography.Title>
        <LinkButton to={certificationCardEditPath('new')} variant="primary">
          New Certification Card
        </LinkButton>
        <MobileSignOut onClick={session.signOut} />
      </div>
      <div className="admin-filters" role="search">
        <Input.Search
          aria-label="Search the certification cards"
          placeholder="Search titles, descriptions and subtypes"
          allowClear
          onSearch={(value) => setSearch(value.trim())}
        />
      </div>
      <RecordTable<Card>
        label="Certification cards"
        noun="cards"
        page={recordPage(connection)}
        loading={loading}
        error={error}
        loadingLabel="Loading the certification cards..."
        empty={
          search
            ? { title: 'No card matches', description: 'Try other words.' }
            : { title: 'No certification cards yet', description: 'Add the first card.' }
        }
        failure="Failed to load the certification cards"
        onRetry={() => void refetch()}
        onLoadMore={() => fetchMore(nextPage(connection))}
        columns={[
          {
            title: 'Place',
            dataIndex: 'sortOrder',
            render: (sortOrder: number, row) => (
              <MoveButtons
                position={sortOrder + 1}
                // With a search the server refuses a place past the end (a toast says so).
                last={!search && sortOrder + 1 >= (connection?.totalCount ?? 0)}
                name={row.title}
                onMove={(position) => moveTo(row, position)}
              />
            ),
          },
          {
            title: 'Title',
            dataIndex: 'title',
            render: (title: string, row) => (
              <AppLink to={certificationCardEditPath(row.id)}>{title}</AppLink>
            ),
          },
          { title: 'Valid until', dataIndex: 'validUntil' },
          {
            title: 'Subtypes',
            render: (_, row) =>
              row.subtypes.length ? row.subtypes.map((subtype) => subtype.name).join(', ') : 'None',
          },
          {
            title: 'Delete',
            render: (_, row) => (
              <Button
                danger
                size="small"
                aria-label={`Delete ${row.title}`}
                onClick={() => confirmDelete(row)}
              >
                Delete
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
