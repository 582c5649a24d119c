import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  AdminDeleteTeamMemberDocument,
  AdminMoveTeamMemberDocument,
  AdminTeamMembersDocument,
  type AdminTeamMemberFieldsFragment,
  type AdminTeamMembersQuery,
  type TeamGroup,
} from '../../../graphql/generated/admin-team/graphql';
import {
  choiceFilter,
  deleteQuestion,
  deletion,
  fieldColumn,
  inOrder,
  linkColumn,
  RecordListScreen,
  type ListConfig,
} from '../../../features/admin/records/RecordListScreen';
import { listOf } from '../../../features/admin/records/recordWords';
import { labelledValues } from '../../../app/labels';

type Row = AdminTeamMemberFieldsFragment;

/** The groups as the home page names them, in its order. */
export const TEAM_GROUP_LABELS: Record<TeamGroup, string> = {
  LEADERSHIP: 'Leadership',
  CONSULTANT: 'Farm Consultants',
};

/** The groups as a choice's options. */
export const TEAM_GROUP_OPTIONS = labelledValues(TEAM_GROUP_LABELS);

/** The question before a person is deleted, in the list and in their editor. */
export const teamMemberDeleteQuestion = (row: Row) =>
  deleteQuestion(row.name, ['their place on the home page, at once'], {
    note: 'Their versions stay in the history.',
  });

const TEAM: ListConfig<Row, AdminTeamMembersQuery, TeamGroup> = {
  ...listOf(ADMIN_SECTIONS.team, {
    noun: 'people',
    what: 'the team',
    empty: { title: 'Nobody in this group yet', description: 'Add the first person.' },
    emptySearch: { title: 'Nobody matches' },
  }),
  label: 'Team members',
  description: 'Edit and order the team of the home page.',
  search: 'Search names, roles and biographies',
  filter: choiceFilter('Group', TEAM_GROUP_LABELS, 'LEADERSHIP', 'group'),
  query: AdminTeamMembersDocument,
  columns: [
    {
      title: 'Portrait',
      dataIndex: 'imageUrl',
      render: (imageUrl: string) => (
        <img src={imageUrl} alt="" width={40} height={40} className="admin-thumb" />
      ),
    },
    linkColumn('Name', 'name', ADMIN_SECTIONS.team.recordPath),
    fieldColumn('Role', 'role'),
  ],
  move: inOrder(AdminMoveTeamMemberDocument, 'person', 'of the group'),
  remove: deletion(AdminDeleteTeamMemberDocument, teamMemberDeleteQuestion),
};

/**
 * /admin/team: one group's people in the order the home page shows them, searched on the server,
 * a page at a time; each can be moved up or down within the group, edited or deleted.
 */
export const AdminTeamPage = () => <RecordListScreen config={TEAM} />;
