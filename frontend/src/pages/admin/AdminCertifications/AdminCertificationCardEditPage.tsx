import { bareField } from '../../../features/admin/records/editorFields';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  CertificationCardRecordDocuments,
  type AdminCertificationCardFieldsFragment,
  type AdminCertificationCardQuery,
  type CertificationCardInput,
} from '../../../graphql/generated/admin-certifications/graphql';
import { editorOf } from '../../../features/admin/records/recordWords';
import { recordDocuments } from '../../../features/admin/records/operations';
import {
  formOf,
  RecordEditorScreen,
  type DraftOf,
  type EditorConfig,
} from '../../../features/admin/records/RecordEditorScreen';
import { cardDeleteQuestion } from './AdminCertificationsPage';
import { SubtypesEditor, type SubtypeDraft } from './SubtypesEditor';

type Card = AdminCertificationCardFieldsFragment;

type CardDraft = DraftOf<CertificationCardInput, { subtypes: SubtypeDraft[] }>;

const CARD: EditorConfig<Card, CardDraft, CertificationCardInput, AdminCertificationCardQuery> = {
  ...editorOf(ADMIN_SECTIONS.certifications, (card) => card.title, {
    idPrefix: 'card',
    missing: 'This card does not exist (it may have been deleted).',
  }),
  labels: {
    title: 'Title',
    description: 'Description',
    validUntil: 'Valid until',
    expandable: 'Expandable',
    subtypes: 'Subtypes',
  },
  fields: [
    { name: 'title', required: true, hint: 'E.g. "ISO 9001:2015"; each card has its own.' },
    { name: 'description', kind: 'textarea', rows: 3, required: true },
    {
      name: 'validUntil',
      id: 'card-valid-until',
      required: true,
      hint: 'A year (2026), a month (2026-06) or a day (2026-06-30).',
    },
    {
      name: 'expandable',
      kind: 'checkbox',
      text: 'Expandable: the card opens to list its subtypes',
    },
    bareField('subtypes', ({ value, change, errors }) => (
      <SubtypesEditor subtypes={value} fieldErrors={errors} onChange={change} />
    )),
  ],
  empty: { title: '', description: '', validUntil: '', expandable: false, subtypes: [] },
  draftOf: (card, empty) =>
    formOf({ ...card, subtypes: card.subtypes.map((sub) => ({ key: sub.id, ...sub })) }, empty),
  inputOf: (draft) => ({
    ...draft,
    subtypes: draft.subtypes.map(({ id, name, description, available }) => ({
      id,
      name,
      description,
      available,
    })),
  }),
  ...recordDocuments(CertificationCardRecordDocuments, { question: cardDeleteQuestion }),
};

/**
 * /admin/certifications/{id} and /admin/certifications/new: the editor of one card, its subtypes
 * with their order among its fields.
 */
export const AdminCertificationCardEditPage = () => <RecordEditorScreen config={CARD} />;
