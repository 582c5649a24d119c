import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { PublishChecklist, type PublishCheckItem } from '../PublishChecklist';

export interface PublishActionProps {
  /** The button that opens the checks ("Publish"). */
  label?: string;
  /** The dialog's title ("Publish newsletter"). */
  title: string;
  open: boolean;
  /** Opens the dialog: the screen runs the checks then. */
  onOpen: () => void;
  onCancel: () => void;
  /** The checks' answers; undefined while they run. */
  checks: readonly PublishCheckItem[] | undefined;
  publishing?: boolean;
  /** The confirm button while every check passes ("Publish now", "Schedule"). */
  confirmLabel?: string;
  /** Publishes; `anyway` when a check did not pass (the audit trail records it). */
  onPublish: (anyway: boolean) => void;
  /** More of the dialog under the checks (when to publish). */
  children?: ReactNode;
  disabled?: boolean;
}

export type PublishDialogProps = Omit<PublishActionProps, 'label' | 'onOpen' | 'disabled'>;

/**
 * The checks before publishing: each passed or not, with what was found; with a failing check
 * the confirm button reads "Publish anyway". A screen with its own publish button opens it alone.
 */
export function PublishDialog({
  title,
  open,
  onCancel,
  checks,
  publishing = false,
  confirmLabel = 'Publish now',
  onPublish,
  children,
}: PublishDialogProps) {
  const failing = checks?.filter((check) => !check.passed).length ?? 0;
  return (
    <Modal
      open={open}
      title={title}
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
          onClick={() => onPublish(failing > 0)}
        >
          {failing > 0 ? 'Publish anyway' : confirmLabel}
        </Button>,
      ]}
    >
      <PublishChecklist checks={checks} />
      {children}
    </Modal>
  );
}

/** Publishing a record after its checks: the button, then the checklist (PublishDialog). */
export function PublishAction({
  label = 'Publish',
  onOpen,
  disabled,
  ...dialog
}: PublishActionProps) {
  return (
    <>
      <Button onClick={onOpen} disabled={disabled}>
        {label}
      </Button>
      <PublishDialog {...dialog} />
    </>
  );
}
