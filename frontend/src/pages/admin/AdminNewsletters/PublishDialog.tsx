import { Input } from 'antd';
import { useState } from 'react';
import {
  ConfirmDelete,
  PublishDialog as KitPublishDialog,
  type PublishCheckItem,
} from 'ui-kit/admin';

export interface PublishDialogProps {
  open: boolean;
  checks: readonly PublishCheckItem[] | undefined;
  publishing: boolean;
  onCancel: () => void;
  /** `at`: a datetime-local value in Alberta's time, or "" for now. */
  onPublish: (at: string, anyway: boolean) => void;
}

/*
 * The editor's dialogs, in a module of their own that loads when one first opens: antd's Modal is
 * not part of the editor's first load (the admin editing budget, frontend/size-budgets.json).
 */

/**
 * The checklist before publishing: each check passed or not, with what was found. With a failing
 * check the button reads "Publish anyway", which the audit trail records.
 */
export function PublishDialog({
  open,
  checks,
  publishing,
  onCancel,
  onPublish,
}: PublishDialogProps) {
  const [at, setAt] = useState('');
  return (
    <KitPublishDialog
      open={open}
      title="Publish newsletter"
      checks={checks}
      publishing={publishing}
      confirmLabel={at ? 'Schedule' : 'Publish now'}
      onCancel={onCancel}
      onPublish={(anyway) => onPublish(at, anyway)}
    >
      <label className="publish-at">
        Publish at (Alberta time; empty: now)
        <Input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
      </label>
    </KitPublishDialog>
  );
}

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  hasPdf: boolean;
  deleting: boolean;
  onCancel: () => void;
  onDelete: () => void;
}

/** Deleting an edition: its page and its PDF go with it; its versions stay in the history. */
export function ConfirmDeleteDialog({ title, hasPdf, ...props }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDelete
      {...props}
      name={title}
      consequences={[
        'its page (its address will answer 404) and its place in the list',
        ...(hasPdf ? ['its PDF edition'] : []),
      ]}
    />
  );
}
