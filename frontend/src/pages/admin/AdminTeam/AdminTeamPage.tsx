import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  TeamMemberListDocuments,
  type AdminTeamMemberFieldsFragment,
  type TeamGroup,
} from '../../../graphql/generated/admin-team/graphql';
import {
  choiceFilter,
  deleteQuestion,
  recordList,
  RecordListScreen,
} from '../../../features/admin/records';
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

const TEAM = recordList(ADMIN_SECTIONS.team, {
  noun: 'people',
  what: 'the team',
  empty: { title: 'Nobody in this group yet', description: 'Add the first person.' },
  emptySearch: { title: 'Nobody matches' },
  label: 'Team members',
  description: 'Edit and order the team of the home page.',
  search: 'Search names, roles and biographies',
  filter: choiceFilter('Group', TEAM_GROUP_LABELS, 'LEADERSHIP', 'group'),
  documents: TeamMemberListDocuments,
  columns: ({ link, field }) => [
    {
      title: 'Portrait',
      dataIndex: 'imageUrl',
      render: (imageUrl: string) => (
        <img src={imageUrl} alt="" width={40} height={40} className="admin-thumb" />
      ),
    },
    link('Name', 'name'),
    field('Role', 'role'),
  ],
  move: { one: 'person', moved: 'of the group' },
  remove: { question: teamMemberDeleteQuestion },
});

/**
 * /admin/team: one group's people in the order the home page shows them, searched on the server,
 * a page at a time; each can be moved up or down within the group, edited or deleted.
 */
export const AdminTeamPage = () => <RecordListScreen config={TEAM} />;
