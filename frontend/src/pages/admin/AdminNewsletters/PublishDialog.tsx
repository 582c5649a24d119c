import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { Typography } from 'ui-kit';

export interface PublishCheckItem {
  key: string;
  label: string;
  passed: boolean;
  detail: string;
}

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
  const failing = checks?.filter((check) => !check.passed).length ?? 0;
  return (
    <Modal
      open={open}
      title="Publish newsletter"
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button
          key="publish"
          type="primary"
          danger={failing > 0}
          loading={publishing}
          disabled={!checks}
          onClick={() => onPublish(at, failing > 0)}
        >
          {failing > 0 ? 'Publish anyway' : at ? 'Schedule' : 'Publish now'}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {checks
          ? failing > 0
            ? `${failing} of ${checks.length} checks did not pass.`
            : 'Every check passed.'
          : 'Running the checks...'}
      </Typography.Paragraph>
      <ul className="publish-checklist">
        {checks?.map((check) => (
          <li key={check.key} className={check.passed ? 'is-passed' : 'is-failed'}>
            {check.passed ? (
              <CheckCircleFilled aria-hidden="true" />
            ) : (
              <CloseCircleFilled aria-hidden="true" />
            )}
            <span>
              <strong>{check.label}</strong>
              <span className="pe-visually-hidden">
                {check.passed ? ': passed' : ': not passed'}
              </span>
              <br />
              {check.detail}
            </span>
          </li>
        ))}
      </ul>
      <label className="publish-at">
        Publish at (Alberta time; empty: now)
        <Input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
      </label>
    </Modal>
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

/** "Delete …?" with what goes with the edition; nothing is deleted until it is confirmed. */
export function ConfirmDeleteDialog({
  open,
  title,
  hasPdf,
  deleting,
  onCancel,
  onDelete,
}: ConfirmDeleteDialogProps) {
  return (
    <Modal
      open={open}
      title={`Delete "${title}"?`}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="delete" danger type="primary" loading={deleting} onClick={onDelete}>
          Delete
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Its page, {hasPdf ? 'its PDF edition and ' : ''}its place in the list go with it. Its
        versions stay in the history.
      </Typography.Paragraph>
    </Modal>
  );
}
