import { RecordField } from 'ui-kit/admin';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Typography, useToast } from 'ui-kit';
import { EditLockAlert, useEditLock } from '../../../features/admin/editLock';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../app/site-routes';
import {
  AdminCreateTestimonialDocument,
  AdminDeleteTestimonialDocument,
  AdminRestoreTestimonialVersionDocument,
  AdminTestimonialDocument,
  AdminUpdateTestimonialDocument,
  type AdminTestimonialFieldsFragment,
  type RecordVersionFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import { RecordLoad } from '../../../features/admin/records/RecordLoad';
import { RecordVersions, restoredMessage } from '../../../features/admin/records/RecordVersions';
import {
  ConflictAlert,
  useEditorFeedback,
} from '../../../features/admin/records/useEditorFeedback';
import { testimonialEditPath } from './AdminTestimonialsPage';

/** What the form holds. The rating stays what was typed (null when empty) until the API judges it. */
interface TestimonialDraft {
  customerName: string;
  content: string;
  rating: number | null;
}

const EMPTY: TestimonialDraft = { customerName: '', content: '', rating: 5 };

function draftOf(testimonial: AdminTestimonialFieldsFragment): TestimonialDraft {
  const { customerName, content, rating } = testimonial;
  return { customerName, content, rating };
}

const FIELD_LABELS = { customerName: 'Customer', content: 'Testimonial', rating: 'Rating' };

/** /admin/testimonials/{id} and /admin/testimonials/new: the editor of one testimonial. */
export function AdminTestimonialEditPage() {
  const { id = 'new' } = useParams();
  const query = useQuery(AdminTestimonialDocument, {
    variables: { id },
    skip: id === 'new',
    fetchPolicy: 'network-only',
  });
  if (id === 'new') {
    return <TestimonialEditor key="new" testimonial={undefined} versions={[]} onSaved={() => {}} />;
  }
  return (
    <RecordLoad
      query={query}
      record={query.data?.adminTestimonial}
      noun="the testimonial"
      missing="This testimonial does not exist (it may have been deleted)."
    >
      {(testimonial) => (
        <TestimonialEditor
          key={testimonial.id}
          testimonial={testimonial}
          versions={query.data?.recordVersions ?? []}
          onSaved={() => void query.refetch()}
        />
      )}
    </RecordLoad>
  );
}

interface TestimonialEditorProps {
  testimonial: AdminTestimonialFieldsFragment | undefined;
  versions: readonly RecordVersionFieldsFragment[];
  onSaved: () => void;
}

/**
 * The form (customer with their farm, the quote, the stars), saving over the version it started
 * from, deleting after a confirmation, and the version history. The API's messages show under
 * their fields; what is typed stays on screen whatever the answer.
 */
function TestimonialEditor({ testimonial, versions, onSaved }: TestimonialEditorProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TestimonialDraft>(() =>
    testimonial ? draftOf(testimonial) : EMPTY,
  );
  const [version, setVersion] = useState(testimonial?.version ?? 0);
  // Others opening it see "being edited since"; saves stay guarded by the version check.
  const editLock = useEditLock('testimonial', testimonial?.id);
  const { fieldErrors, conflict, submit, dismissConflict } = useEditorFeedback(
    'The testimonial was not saved.',
    onSaved,
  );
  const [create, creating] = useMutation(AdminCreateTestimonialDocument);
  const [update, updating] = useMutation(AdminUpdateTestimonialDocument);
  const [remove, removing] = useMutation(AdminDeleteTestimonialDocument);
  const [restore, restoring] = useMutation(AdminRestoreTestimonialVersionDocument);

  const save = async () => {
    // An empty number box is sent as 0, which the API refuses with its own message.
    const input = { ...draft, rating: draft.rating ?? 0 };
    if (!testimonial) {
      const added = await submit(
        async () => (await create({ variables: { input } })).data?.createTestimonial,
        (payload) => payload.testimonial,
      );
      if (!added) return;
      toast.success('Saved', `The testimonial of ${added.customerName} was added.`);
      await navigate(testimonialEditPath(added.id), { replace: true });
      return;
    }
    const variables = { id: testimonial.id, expectedVersion: version, input };
    const saved = await submit(
      async () => (await update({ variables })).data?.updateTestimonial,
      (payload) => payload.testimonial,
    );
    if (!saved) return;
    setVersion(saved.version);
    toast.success('Saved', `The testimonial of ${saved.customerName} was saved.`);
    onSaved();
  };

  /** Brings back version `number` as a new one; the form shows its fields. */
  const doRestore = async (number: number) => {
    if (!testimonial) return;
    const variables = { id: testimonial.id, expectedVersion: version, version: number };
    const restored = await submit(
      async () => (await restore({ variables })).data?.restoreTestimonialVersion,
      (payload) => payload.testimonial,
    );
    if (!restored) return;
    setVersion(restored.version);
    setDraft(draftOf(restored));
    toast.success('Restored', restoredMessage(number));
    onSaved();
  };

  const confirmDelete = () => {
    if (!testimonial) return;
    Modal.confirm({
      title: `Delete the testimonial of ${testimonial.customerName}?`,
      content: 'It disappears from the home page at once. Its versions stay in the history.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        const deleted = await submit(
          async () => (await remove({ variables: { id: testimonial.id } })).data?.deleteTestimonial,
          (payload) => payload.deletedId,
        );
        if (!deleted) return;
        toast.success('Deleted', `The testimonial of ${testimonial.customerName} was deleted.`);
        await navigate(ADMIN_SECTIONS.testimonials.path);
      },
    });
  };

  const heading = testimonial ? 'Edit Testimonial' : 'New Testimonial';

  return (
    <>
      <PageMeta
        title={testimonial ? `Edit: ${testimonial.customerName}` : 'New Testimonial'}
        description="Testimonial editor."
        path={testimonialEditPath(testimonial?.id ?? 'new')}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>{heading}</Typography.Title>
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
        <RecordField
          id="testimonial-customer"
          label="Customer, with their farm"
          required
          error={fieldErrors.customerName}
          hint={'As they agreed to be shown, e.g. "Dale K., grain farmer near Vegreville".'}
        >
          <Input
            id="testimonial-customer"
            value={draft.customerName}
            onChange={(e) => setDraft((d) => ({ ...d, customerName: e.target.value }))}
          />
        </RecordField>
        <RecordField
          id="testimonial-content"
          label="Testimonial"
          required
          error={fieldErrors.content}
        >
          <Input.TextArea
            id="testimonial-content"
            rows={5}
            value={draft.content}
            onChange={(e) => setDraft((d) => ({ ...d, content: e.target.value }))}
          />
        </RecordField>
        <RecordField
          id="testimonial-rating"
          label="Rating (stars, 1 to 5)"
          required
          error={fieldErrors.rating}
        >
          <InputNumber
            id="testimonial-rating"
            value={draft.rating}
            onChange={(value) => setDraft((d) => ({ ...d, rating: value }))}
          />
        </RecordField>
        <div className="newsletter-editor__actions">
          <Button type="primary" htmlType="submit" loading={creating.loading || updating.loading}>
            Save
          </Button>
          {testimonial ? (
            <Button danger onClick={confirmDelete} loading={removing.loading}>
              Delete
            </Button>
          ) : null}
        </div>
      </Form>
      {testimonial ? (
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
