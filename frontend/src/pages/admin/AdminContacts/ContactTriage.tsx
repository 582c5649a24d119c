import { useMutation } from '@apollo/client/react';
import { Button, Input } from 'antd';
import { useRef, useState } from 'react';
import { useToast } from 'ui-kit';
import { RecordField } from 'ui-kit/admin';
import {
  AdminUpdateContactTriageDocument,
  type ContactStatus,
} from '../../../graphql/generated/admin-contacts/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import { useEditorFeedback } from '../../../features/admin/records/useEditorFeedback';
import type { Submission } from './contactLinks';

/** The longest note the API takes (ContactTriageInput). */
export const NOTE_MAX = 2000;

export interface ContactTriageProps {
  submission: Submission;
  /** A change was saved, or refused because someone else changed the message: read it again. */
  onChanged: () => void;
}

/**
 * The office's part of a message: who handled it and when, its note, and the buttons to mark it
 * handled or reopen it and to write the note. Each change is sent over the version on screen; a
 * refusal keeps what was typed and says why in a toast.
 */
export function ContactTriage({ submission, onChanged }: ContactTriageProps) {
  const toast = useToast();
  const { fieldErrors, submit } = useEditorFeedback('The message was not changed.', onChanged);
  const [update, { loading }] = useMutation(AdminUpdateContactTriageDocument);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const noteButton = useRef<HTMLButtonElement>(null);
  const { id, name, status, note } = submission;
  const noteId = `contact-note-${id}`;
  const handled = status === 'HANDLED';

  const save = (input: { status: ContactStatus; note: string | null }) =>
    submit(
      async () =>
        (await update({ variables: { id, expectedVersion: submission.version, input } })).data
          ?.updateContactTriage,
      (payload) => payload.contact,
    );

  const toggle = async () => {
    const next: ContactStatus = handled ? 'NEW' : 'HANDLED';
    if (!(await save({ status: next, note }))) return;
    if (next === 'HANDLED') toast.success('Handled', `The message from ${name} is marked handled.`);
    else toast.success('Reopened', `The message from ${name} is new again.`);
    onChanged();
  };

  const openEditor = () => {
    setDraft(note ?? '');
    setEditing(true);
  };
  const closeEditor = () => {
    setEditing(false);
    // Back to the button that opened it, for a keyboard user.
    requestAnimationFrame(() => noteButton.current?.focus());
  };
  const saveNote = async () => {
    const saved = await save({ status, note: draft });
    if (!saved) return;
    toast.success(
      'Saved',
      saved.note ? `The note on ${name}'s message was saved.` : 'Note removed.',
    );
    closeEditor();
    onChanged();
  };

  return (
    <section className="admin-triage" aria-label={`Follow-up of the message from ${name}`}>
      {handled && submission.handledAt ? (
        <p className="admin-triage__handled">
          Handled by {submission.handledBy ?? 'an admin'} on{' '}
          <time dateTime={submission.handledAt}>{edmontonDateTime(submission.handledAt)}</time>
        </p>
      ) : null}
      {note && !editing ? (
        <p className="admin-triage__note">
          <span className="admin-triage__note-label">Note: </span>
          {note}
        </p>
      ) : null}
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saveNote();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeEditor();
          }}
        >
          <RecordField
            id={noteId}
            label="Note"
            error={fieldErrors.note}
            hint={`Only the office sees it; at most ${NOTE_MAX} characters.`}
          >
            <Input.TextArea
              id={noteId}
              rows={3}
              autoFocus
              value={draft}
              status={fieldErrors.note ? 'error' : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
          </RecordField>
          <div className="admin-submission__actions">
            <Button type="primary" htmlType="submit" loading={loading}>
              Save note
            </Button>
            <Button onClick={closeEditor} disabled={loading}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="admin-submission__actions">
          <Button
            loading={loading}
            onClick={() => void toggle()}
            aria-label={`${handled ? 'Reopen' : 'Mark as handled'}: message from ${name}`}
          >
            {handled ? 'Reopen' : 'Mark as handled'}
          </Button>
          <Button
            ref={noteButton}
            disabled={loading}
            onClick={openEditor}
            aria-label={`${note ? 'Edit note' : 'Add note'}: message from ${name}`}
          >
            {note ? 'Edit note' : 'Add note'}
          </Button>
        </div>
      )}
    </section>
  );
}
