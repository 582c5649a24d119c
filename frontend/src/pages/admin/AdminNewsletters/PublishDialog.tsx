import { Input } from 'antd';
import { useState } from 'react';
import { PublishDialog as KitPublishDialog, type PublishCheckItem } from 'ui-kit/admin';

export interface PublishDialogProps {
  open: boolean;
  checks: readonly PublishCheckItem[] | undefined;
  publishing: boolean;
  onCancel: () => void;
  /** `at`: a datetime-local value in Alberta's time, or "" for now. */
  onPublish: (at: string, anyway: boolean) => void;
}

/*
 * The editor's publish dialog, in a module of its own that loads when it first opens (the admin
 * editing budget, frontend/size-budgets.json).
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
