import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Input, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink, LinkButton, Typography, useToast } from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../app/site-routes';
import { useAdminSession, useRequestFailed } from '../../../features/admin';
import {
  AdminDeleteTeamMemberDocument,
  AdminMoveTeamMemberDocument,
  AdminTeamMembersDocument,
  type AdminTeamMemberFieldsFragment,
  type TeamGroup,
} from '../../../graphql/generated/admin/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { RecordTable } from 'ui-kit/admin';
import { nextPage, recordPage } from '../../../features/admin/records/recordPage';
import { MoveButtons } from 'ui-kit/admin';

const PAGE_SIZE = 25;

/** The groups as the home page names them, in its order. */
export const TEAM_GROUP_LABELS: Record<TeamGroup, string> = {
  LEADERSHIP: 'Leadership',
  CONSULTANT: 'Farm Consultants',
};

/** The editor of one person: /admin/team/{id}, or /admin/team/new. */
export const teamMemberEditPath = (id: string | 'new') => `${ADMIN_SECTIONS.team.path}/${id}`;

/**
 * /admin/team: one group's people in the order the home page shows them, searched on the server,
 * a page at a time; each can be moved up or down within the group, edited or deleted.
 */
export function AdminTeamPage() {
  const session = useAdminSession();
  const toast = useToast();
  const { pathname } = useLocation();
  const [group, setGroup] = useState<TeamGroup>('LEADERSHIP');
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminTeamMembersDocument, {
    variables: { group, first: PAGE_SIZE, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [move, moving] = useMutation(AdminMoveTeamMemberDocument);
  const [remove] = useMutation(AdminDeleteTeamMemberDocument);
  const connection = data?.adminTeamMembers;

  const failed = useRequestFailed();

  const moveTo = async (row: AdminTeamMemberFieldsFragment, position: number) => {
    if (moving.loading) return;
    try {
      const payload = (await move({ variables: { id: row.id, position } })).data?.moveTeamMember;
      if (!payload?.teamMember) {
        toast.error('Not moved', payload?.userErrors[0]?.message ?? 'The person was not moved.');
      } else {
        toast.success('Moved', `${row.name} is now number ${position} of the group.`);
      }
      await refetch();
    } catch (problem) {
      failed(problem);
    }
  };

  const confirmDelete = (row: AdminTeamMemberFieldsFragment) => {
    Modal.confirm({
      title: `Delete ${row.name}?`,
      content: 'They disappear from the home page at once. Their versions stay in the history.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const payload = (await remove({ variables: { id: row.id } })).data?.deleteTeamMember;
          if (!payload?.deletedId) {
            toast.error('Not deleted', payload?.userErrors[0]?.message ?? 'Nothing was deleted.');
            return;
          }
          toast.success('Deleted', `${row.name} was deleted.`);
          await refetch();
        } catch (problem) {
          failed(problem);
        }
      },
    });
  };

  return (
    <>
      <PageMeta
        title="Team"
        description="Edit and order the team of the home page."
        path={pathname}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>Team</Typography.Title>
        <LinkButton to={teamMemberEditPath('new')} variant="primary">
          New Team Member
        </LinkButton>
        <MobileSignOut onClick={session.signOut} />
      </div>
      <div className="admin-filters" role="search">
        <Segmented<TeamGroup>
          aria-label="Group"
          value={group}
          onChange={setGroup}
          options={(Object.keys(TEAM_GROUP_LABELS) as TeamGroup[]).map((value) => ({
            value,
            label: TEAM_GROUP_LABELS[value],
          }))}
        />
        <Input.Search
          aria-label="Search the team"
          placeholder="Search names, roles and biographies"
          allowClear
          onSearch={(value) => setSearch(value.trim())}
        />
      </div>
      <RecordTable<AdminTeamMemberFieldsFragment>
        label="Team members"
        noun="people"
        page={recordPage(connection)}
        loading={loading}
        error={error}
        loadingLabel="Loading the team..."
        empty={
          search
            ? { title: 'Nobody matches', description: 'Try other words.' }
            : { title: 'Nobody in this group yet', description: 'Add the first person.' }
        }
        failure="Failed to load the team"
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
                name={row.name}
                onMove={(position) => void moveTo(row, position)}
              />
            ),
          },
          {
            title: 'Portrait',
            dataIndex: 'imageUrl',
            render: (imageUrl: string) => (
              <img src={imageUrl} alt="" width={40} height={40} className="admin-thumb" />
            ),
          },
          {
            title: 'Name',
            dataIndex: 'name',
            render: (name: string, row) => (
              <AppLink to={teamMemberEditPath(row.id)}>{name}</AppLink>
            ),
          },
          { title: 'Role', dataIndex: 'role' },
          {
            title: 'Delete',
            render: (_, row) => (
              <Button
                danger
                size="small"
                aria-label={`Delete ${row.name}`}
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
