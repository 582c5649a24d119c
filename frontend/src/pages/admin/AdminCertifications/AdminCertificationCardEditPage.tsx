import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Typography, useToast } from 'ui-kit';
import { EditLockAlert, useEditLock } from '../../../features/admin/editLock';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../app/site-routes';
import {
  AdminCertificationCardDocument,
  AdminCreateCertificationCardDocument,
  AdminDeleteCertificationCardDocument,
  AdminRestoreCertificationCardVersionDocument,
  AdminUpdateCertificationCardDocument,
  type AdminCertificationCardFieldsFragment,
  type RecordVersionFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import { RecordLoad } from '../../../features/admin/records/RecordLoad';
import { RecordVersions } from '../../../features/admin/records/RecordVersions';
import {
  ConflictAlert,
  useEditorFeedback,
} from '../../../features/admin/records/useEditorFeedback';
import { certificationCardEditPath } from './AdminCertificationsPage';
import { confirmCardDelete } from './confirmCardDelete';
import { SubtypesEditor, type SubtypeDraft } from './SubtypesEditor';

type Card = AdminCertificationCardFieldsFragment;

interface CardDraft {
  title: string;
  description: string;
  validUntil: string;
  expandable: boolean;
  subtypes: SubtypeDraft[];
}

const EMPTY: CardDraft = {
  title: '',
  description: '',
  validUntil: '',
  expandable: false,
  subtypes: [],
};

const FIELD_LABELS = {
  title: 'Title',
  description: 'Description',
  validUntil: 'Valid until',
  expandable: 'Expandable',
  subtypes: 'Subtypes',
};

const draftOf = (card: Card): CardDraft => ({
  title: card.title,
  description: card.description,
  validUntil: card.validUntil,
  expandable: card.expandable,
  subtypes: card.subtypes.map((subtype) => ({ key: subtype.id, ...subtype })),
});

/** /admin/certifications/{id} and /admin/certifications/new: the editor of one card. */
export function AdminCertificationCardEditPage() {
  const { id = 'new' } = useParams();
  const query = useQuery(AdminCertificationCardDocument, {
    variables: { id },
    skip: id === 'new',
    fetchPolicy: 'network-only',
  });
  if (id === 'new') {
    return <CardEditor key="new" card={undefined} versions={[]} onSaved={() => {}} />;
  }
  return (
    <RecordLoad
      query={query}
      record={query.data?.adminCertificationCard}
      noun="the certification card"
      missing="This card does not exist (it may have been deleted)."
    >
      {(card) => (
        <CardEditor
          key={card.id}
          card={card}
          versions={query.data?.recordVersions ?? []}
          onSaved={() => void query.refetch()}
        />
      )}
    </RecordLoad>
  );
}

interface CardEditorProps {
  card: Card | undefined;
  versions: readonly RecordVersionFieldsFragment[];
  onSaved: () => void;
}

/**
 * The form (title, description, valid until, expandable, and the subtypes with their order),
 * saving over the version it started from, deleting after a confirmation that names the subtypes
 * going with the card, and the version history with restore. The API's messages show under their
 * fields; what is typed stays on screen whatever the answer.
 */
function CardEditor({ card, versions, onSaved }: CardEditorProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CardDraft>(() => (card ? draftOf(card) : EMPTY));
  const [version, setVersion] = useState(card?.version ?? 0);
  // Others opening it see "being edited since"; saves stay guarded by the version check.
  const editLock = useEditLock('certification-card', card?.id);
  const { fieldErrors, conflict, status, failed, refused, accepted, dismissConflict } =
    useEditorFeedback('The certification card was not saved.', onSaved);
  const [create, creating] = useMutation(AdminCreateCertificationCardDocument);
  const [update, updating] = useMutation(AdminUpdateCertificationCardDocument);
  const [restore, restoring] = useMutation(AdminRestoreCertificationCardVersionDocument);
  const [remove] = useMutation(AdminDeleteCertificationCardDocument);

  const input = () => ({
    title: draft.title,
    description: draft.description,
    validUntil: draft.validUntil,
    expandable: draft.expandable,
    subtypes: draft.subtypes.map(({ id, name, description, available }) => ({
      id,
      name,
      description,
      available,
    })),
  });

  /** A save or a restore went through: the form shows the card as stored now. */
  const stored = (saved: Card, message: string) => {
    accepted();
    setVersion(saved.version);
    setDraft(draftOf(saved));
    toast.success('Saved', message);
    onSaved();
  };

  const save = async () => {
    try {
      if (!card) {
        const payload = (await create({ variables: { input: input() } })).data
          ?.createCertificationCard;
        if (!payload?.certificationCard) return refused(payload?.userErrors ?? []);
        toast.success('Saved', `${payload.certificationCard.title} was added.`);
        await navigate(certificationCardEditPath(payload.certificationCard.id), { replace: true });
        return;
      }
      const payload = (
        await update({ variables: { id: card.id, expectedVersion: version, input: input() } })
      ).data?.updateCertificationCard;
      if (!payload?.certificationCard) return refused(payload?.userErrors ?? []);
      stored(payload.certificationCard, `${payload.certificationCard.title} was saved.`);
    } catch (error) {
      failed(error);
    }
  };

  const doRestore = async (number: number) => {
    if (!card) return;
    try {
      const payload = (
        await restore({ variables: { id: card.id, expectedVersion: version, version: number } })
      ).data?.restoreCertificationCardVersion;
      if (!payload?.certificationCard) return refused(payload?.userErrors ?? []);
      stored(payload.certificationCard, `Version ${number} was restored as a new version.`);
    } catch (error) {
      failed(error);
    }
  };

  const confirmDelete = () => {
    if (!card) return;
    confirmCardDelete(card, async () => {
      try {
        const payload = (await remove({ variables: { id: card.id } })).data
          ?.deleteCertificationCard;
        if (!payload?.deletedId) return refused(payload?.userErrors ?? []);
        toast.success('Deleted', `${card.title} was deleted.`);
        await navigate(ADMIN_SECTIONS.certifications.path);
      } catch (error) {
        failed(error);
      }
    });
  };

  const set = (key: 'title' | 'description' | 'validUntil') => (value: string) =>
    setDraft((previous) => ({ ...previous, [key]: value }));

  return (
    <>
      <PageMeta
        title={card ? `Edit: ${card.title}` : 'New Certification Card'}
        description="Certification card editor."
        path={certificationCardEditPath(card?.id ?? 'new')}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>
          {card ? 'Edit Certification Card' : 'New Certification Card'}
        </Typography.Title>
      </div>
      <EditLockAlert status={editLock} />
      <ConflictAlert
        message={conflict}
        versions={versions}
        version={version}
        labels={FIELD_LABELS}
        onSaveOver={(newest) => {
          setVersion(newest);
          dismissConflict();
        }}
      />
      <Form layout="vertical" onFinish={() => void save()} className="admin-record-form">
        <Form.Item
          label="Title"
          htmlFor="card-title"
          required
          validateStatus={status('title')}
          help={fieldErrors.title ?? 'E.g. "ISO 9001:2015"; each card has its own.'}
        >
          <Input
            id="card-title"
            value={draft.title}
            onChange={(e) => set('title')(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Description"
          htmlFor="card-description"
          required
          validateStatus={status('description')}
          help={fieldErrors.description}
        >
          <Input.TextArea
            id="card-description"
            rows={3}
            value={draft.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Valid until"
          htmlFor="card-valid-until"
          required
          validateStatus={status('validUntil')}
          help={fieldErrors.validUntil ?? 'A year (2026), a month (2026-06) or a day (2026-06-30).'}
        >
          <Input
            id="card-valid-until"
            value={draft.validUntil}
            onChange={(e) => set('validUntil')(e.target.value)}
          />
        </Form.Item>
        <Form.Item validateStatus={status('expandable')} help={fieldErrors.expandable}>
          <Checkbox
            checked={draft.expandable}
            onChange={(e) =>
              setDraft((previous) => ({ ...previous, expandable: e.target.checked }))
            }
          >
            Expandable: the card opens to list its subtypes
          </Checkbox>
        </Form.Item>
        <SubtypesEditor
          subtypes={draft.subtypes}
          fieldErrors={fieldErrors}
          onChange={(subtypes) => setDraft((previous) => ({ ...previous, subtypes }))}
        />
        <div className="newsletter-editor__actions">
          <Button type="primary" htmlType="submit" loading={creating.loading || updating.loading}>
            Save
          </Button>
          {card ? (
            <Button danger onClick={confirmDelete}>
              Delete
            </Button>
          ) : null}
        </div>
      </Form>
      {card ? (
        <RecordVersions
          versions={versions}
          current={version}
          labels={FIELD_LABELS}
          onRestore={(number) => void doRestore(number)}
          restoring={restoring.loading}
        />
      ) : null}
    </>
  );
}
