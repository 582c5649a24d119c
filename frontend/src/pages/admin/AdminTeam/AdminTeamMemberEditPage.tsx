import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  AdminCreateTeamMemberDocument,
  AdminDeleteTeamMemberDocument,
  AdminRestoreTeamMemberVersionDocument,
  AdminTeamMemberDocument,
  AdminUpdateTeamMemberDocument,
  type AdminTeamMemberFieldsFragment,
  type AdminTeamMemberQuery,
  type TeamGroup,
  type TeamMemberInput,
} from '../../../graphql/generated/admin/graphql';
import { recordDocuments } from '../../../features/admin/records/operations';
import {
  RecordEditorScreen,
  type EditorConfig,
} from '../../../features/admin/records/RecordEditorScreen';
import { ImageSelect } from '../../../features/admin/ImageSelect';
import { TEAM_GROUP_OPTIONS, teamMemberDeleteQuestion, teamMemberEditPath } from './AdminTeamPage';

interface TeamMemberDraft {
  name: string;
  role: string;
  credentials: string;
  bio: string;
  imageUrl: string;
  group: TeamGroup;
}

const TEAM_MEMBER: EditorConfig<
  AdminTeamMemberFieldsFragment,
  TeamMemberDraft,
  TeamMemberInput,
  AdminTeamMemberQuery
> = {
  idPrefix: 'team',
  lockType: 'team-member',
  noun: 'the team member',
  missing: 'This person does not exist (they may have been deleted).',
  notSaved: 'The team member was not saved.',
  heading: { edit: 'Edit Team Member', create: 'New Team Member' },
  meta: {
    title: (record) => (record ? `Edit: ${record.name}` : 'New Team Member'),
    description: 'Team member editor.',
  },
  path: teamMemberEditPath,
  listPath: ADMIN_SECTIONS.team.path,
  labels: {
    name: 'Name',
    role: 'Role',
    credentials: 'Credentials',
    bio: 'Biography',
    imageUrl: 'Portrait',
    group: 'Group',
  },
  fields: [
    { name: 'name', label: 'Name', required: true },
    { name: 'role', label: 'Role', required: true },
    { name: 'credentials', label: 'Credentials', hint: 'Optional, e.g. "P.Ag."' },
    { name: 'bio', label: 'Biography', kind: 'textarea', required: true },
    {
      name: 'imageUrl',
      id: 'team-portrait',
      label: 'Portrait',
      required: true,
      hint: 'Pick an image of the image manager; upload new ones under Images.',
      // The seeded portraits are built-in illustrations, not in the image manager's list.
      render: ({ id, draft, set }) => (
        <ImageSelect
          id={id}
          value={draft.imageUrl}
          onChange={(imageUrl) => set({ imageUrl })}
          placeholder="Choose a portrait"
        />
      ),
    },
    { name: 'group', label: 'Group', kind: 'select', required: true, options: TEAM_GROUP_OPTIONS },
  ],
  empty: { name: '', role: '', credentials: '', bio: '', imageUrl: '', group: 'CONSULTANT' },
  draftOf: (member) => ({
    name: member.name,
    role: member.role,
    credentials: member.credentials ?? '',
    bio: member.bio,
    imageUrl: member.imageUrl,
    group: member.group,
  }),
  inputOf: (draft) => ({ ...draft, credentials: draft.credentials || null }),
  ...recordDocuments('adminTeamMember', 'teamMember', {
    load: AdminTeamMemberDocument,
    create: AdminCreateTeamMemberDocument,
    update: AdminUpdateTeamMemberDocument,
    restore: AdminRestoreTeamMemberVersionDocument,
    remove: AdminDeleteTeamMemberDocument,
    question: teamMemberDeleteQuestion,
  }),
  messages: {
    added: (member) => `${member.name} was added.`,
    saved: (member) => `${member.name} was saved.`,
    deleted: (member) => `${member.name} was deleted.`,
  },
};

/** /admin/team/{id} and /admin/team/new: the editor of one person. */
export const AdminTeamMemberEditPage = () => <RecordEditorScreen config={TEAM_MEMBER} />;
