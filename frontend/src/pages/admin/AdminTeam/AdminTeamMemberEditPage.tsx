import { imageField } from '../../../features/admin/records/editorFields';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  TeamMemberRecordDocuments,
  type AdminTeamMemberFieldsFragment,
  type AdminTeamMemberQuery,
  type TeamMemberInput,
} from '../../../graphql/generated/admin-team/graphql';
import { editorOf } from '../../../features/admin/records/recordWords';
import { recordDocuments } from '../../../features/admin/records/operations';
import {
  formOf,
  RecordEditorScreen,
  type DraftOf,
  type EditorConfig,
} from '../../../features/admin/records/RecordEditorScreen';
import { TEAM_GROUP_OPTIONS, teamMemberDeleteQuestion } from './AdminTeamPage';

/** What the form holds: no credentials are an empty box until saved. */
type TeamMemberDraft = DraftOf<TeamMemberInput, { credentials: string }>;

const TEAM_MEMBER: EditorConfig<
  AdminTeamMemberFieldsFragment,
  TeamMemberDraft,
  TeamMemberInput,
  AdminTeamMemberQuery
> = {
  ...editorOf(ADMIN_SECTIONS.team, (member) => member.name, {
    idPrefix: 'team',
    missing: 'This person does not exist (they may have been deleted).',
  }),
  labels: {
    name: 'Name',
    role: 'Role',
    credentials: 'Credentials',
    bio: 'Biography',
    imageUrl: 'Portrait',
    group: 'Group',
  },
  fields: [
    { name: 'name', required: true },
    { name: 'role', required: true },
    { name: 'credentials', hint: 'Optional, e.g. "P.Ag."' },
    { name: 'bio', kind: 'textarea', required: true },
    imageField('imageUrl', {
      id: 'team-portrait',
      required: true,
      placeholder: 'Choose a portrait',
    }),
    { name: 'group', kind: 'select', required: true, options: TEAM_GROUP_OPTIONS },
  ],
  empty: { name: '', role: '', credentials: '', bio: '', imageUrl: '', group: 'CONSULTANT' },
  draftOf: (member, empty) => formOf({ ...member, credentials: member.credentials ?? '' }, empty),
  inputOf: (draft) => ({ ...draft, credentials: draft.credentials || null }),
  ...recordDocuments(TeamMemberRecordDocuments, { question: teamMemberDeleteQuestion }),
};

/** /admin/team/{id} and /admin/team/new: the editor of one person. */
export const AdminTeamMemberEditPage = () => <RecordEditorScreen config={TEAM_MEMBER} />;
