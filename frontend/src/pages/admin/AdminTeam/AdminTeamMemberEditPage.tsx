import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  TeamMemberRecordDocuments,
  type TeamMemberInput,
} from '../../../graphql/generated/admin-team/graphql';
import {
  emptyForm,
  formOf,
  imageField,
  recordEditor,
  RecordEditorScreen,
  type DraftOf,
} from '../../../features/admin/records';
import { TEAM_GROUP_OPTIONS, teamMemberDeleteQuestion } from './AdminTeamPage';

/** What the form holds: no credentials are an empty box until saved. */
type TeamMemberDraft = DraftOf<TeamMemberInput, { credentials: string }>;

const TEAM_MEMBER = recordEditor(ADMIN_SECTIONS.team, {
  idPrefix: 'team',
  missing: 'This person does not exist (they may have been deleted).',
  documents: TeamMemberRecordDocuments,
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
  empty: emptyForm<TeamMemberDraft>({
    name: '',
    role: '',
    credentials: '',
    bio: '',
    imageUrl: '',
    group: 'CONSULTANT',
  }),
  draftOf: (member, empty) => formOf({ ...member, credentials: member.credentials ?? '' }, empty),
  inputOf: (draft) => ({ ...draft, credentials: draft.credentials || null }),
  name: (member) => member.name,
  remove: { question: teamMemberDeleteQuestion },
});

/** /admin/team/{id} and /admin/team/new: the editor of one person. */
export const AdminTeamMemberEditPage = () => <RecordEditorScreen config={TEAM_MEMBER} />;
