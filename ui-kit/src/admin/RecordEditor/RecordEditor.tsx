import { Button, Form } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Typography } from '../../shared/Typography';
import type { DeleteQuestion } from '../ConfirmDelete';
import {
  ConflictBanner,
  LockBanner,
  RestoredBanner,
  type ConflictBannerProps,
  type LockBannerProps,
} from './banners';
import { EditorFields, type EditorField } from './editorFields';
import { LeaveGuard } from './LeaveGuard';
import { RecordVersions, type RecordVersionsProps } from './RecordVersions';
import '../admin.css';

// The delete question loads when Delete is first pressed (see editorDialogs.tsx).
const ConfirmDelete = lazy(() =>
  import('./editorDialogs').then((module) => ({ default: module.ConfirmDelete })),
);

export interface RecordEditorProps<D> {
  /** "Edit Testimonial" or "New Testimonial". */
  heading: string;
  /** Beside the heading: the record's state ("Draft", "Scheduled"). */
  status?: ReactNode;
  /** Beside the heading (a link to the public page, the phone's sign-out). */
  headerActions?: ReactNode;
  /** Words under the heading, above the form (where the record shows). */
  intro?: ReactNode;
  /** The start of every control's id ("testimonial" → "testimonial-rating"). */
  idPrefix: string;
  fields: readonly EditorField<D>[];
  draft: D;
  onChange: (draft: D) => void;
  /** The API's messages by field name, shown under their fields. */
  errors?: Readonly<Record<string, string>>;
  onSave: () => void;
  saving?: boolean;
  saveLabel?: string;
  /** Someone else has the record open: who, since when, and "Take over". */
  lock?: LockBannerProps;
  /** The form starts from changes this browser kept, not saved yet: it says they came back. */
  restored?: boolean;
  /** A save was refused as someone saved in between: what they changed, and "Save over". */
  conflict?: ConflictBannerProps;
  /** Deleting the record: the question with what goes with it, then the delete. */
  remove?: { question: DeleteQuestion; onDelete: () => Promise<unknown>; deleting?: boolean };
  /** More buttons beside Save (PublishAction, "Send to subscribers"). */
  actions?: ReactNode;
  /** Inside the form, after the fields (a preview, a file). */
  children?: ReactNode;
  /** After the form: the record's extra panels (its documents, its sending and schedule). */
  panels?: ReactNode;
  /** The version history, for a record that keeps versions (not for a new one). */
  versions?: RecordVersionsProps;
  /** The form differs from what is saved: leaving asks first. */
  dirty?: boolean;
  /** Follows a link once the person chose to leave their changes (the router's navigate). */
  onLeave?: (href: string) => void;
}

/**
 * The edit screen of a content type, from a field declaration: the form with the API's messages
 * under their fields, Save (over the version it started from; a conflict shows what the other
 * person changed), who else has it open, Delete after a question naming what goes with it, the
 * record's own actions and panels, its version history with compare and restore, and a question
 * before unsaved changes are left behind.
 */
export function RecordEditor<D>({
  heading,
  status,
  headerActions,
  intro,
  idPrefix,
  fields,
  draft,
  onChange,
  errors = {},
  onSave,
  saving = false,
  saveLabel = 'Save',
  lock,
  restored = false,
  conflict,
  remove,
  actions,
  children,
  panels,
  versions,
  dirty = false,
  onLeave,
}: RecordEditorProps<D>) {
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const doDelete = async () => {
    if (!remove) return;
    setDeleting(true);
    try {
      await remove.onDelete();
    } finally {
      setDeleting(false);
      setAsking(false);
    }
  };
  return (
    <>
      <div className="pe-admin-header">
        <Typography.Title level={1}>{heading}</Typography.Title>
        {status ? <div className="pe-admin-header__status">{status}</div> : null}
        {headerActions ? <div className="pe-admin-header__actions">{headerActions}</div> : null}
      </div>
      {intro}
      <div className="pe-record-editor__banners">
        {lock ? <LockBanner {...lock} /> : null}
        {restored ? <RestoredBanner /> : null}
        {conflict ? <ConflictBanner {...conflict} /> : null}
      </div>
      <Form layout="vertical" onFinish={onSave} className="pe-record-editor__form">
        <EditorFields
          idPrefix={idPrefix}
          fields={fields}
          draft={draft}
          set={(patch) => onChange({ ...draft, ...patch })}
          errors={errors}
        />
        {children}
        <div className="pe-record-editor__actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            {saveLabel}
          </Button>
          {actions}
          {remove ? (
            <Button danger onClick={() => setAsking(true)} loading={remove.deleting || deleting}>
              Delete
            </Button>
          ) : null}
        </div>
      </Form>
      {panels}
      {versions ? <RecordVersions {...versions} /> : null}
      {remove && asking ? (
        <Suspense fallback={null}>
          <ConfirmDelete
            open
            {...remove.question}
            deleting={deleting}
            onCancel={() => setAsking(false)}
            onDelete={() => void doDelete()}
          />
        </Suspense>
      ) : null}
      {onLeave ? <LeaveGuard dirty={dirty} onLeave={onLeave} /> : null}
    </>
  );
}
