import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  CertificationCardRecordDocuments,
  type CertificationCardInput,
} from '../../../graphql/generated/admin-certifications/graphql';
import {
  bareField,
  emptyForm,
  formOf,
  recordEditor,
  RecordEditorScreen,
  type DraftOf,
} from '../../../features/admin/records';
import { cardDeleteQuestion } from './AdminCertificationsPage';
import { SubtypesEditor, type SubtypeDraft } from './SubtypesEditor';

type CardDraft = DraftOf<CertificationCardInput, { subtypes: SubtypeDraft[] }>;

const CARD = recordEditor(ADMIN_SECTIONS.certifications, {
  idPrefix: 'card',
  missing: 'This card does not exist (it may have been deleted).',
  documents: CertificationCardRecordDocuments,
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
  empty: emptyForm<CardDraft>({
    title: '',
    description: '',
    validUntil: '',
    expandable: false,
    subtypes: [],
  }),
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
  name: (card) => card.title,
  remove: { question: cardDeleteQuestion },
});

/**
 * /admin/certifications/{id} and /admin/certifications/new: the editor of one card, its subtypes
 * with their order among its fields.
 */
export const AdminCertificationCardEditPage = () => <RecordEditorScreen config={CARD} />;
