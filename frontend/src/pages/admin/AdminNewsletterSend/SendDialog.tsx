import { Button, Modal } from 'antd';
import { Typography } from 'ui-kit';
import { confirmedSubscribers, sendLabel } from './mailingLabels';

export interface SendDialogProps {
  /** The newsletter's title. */
  title: string;
  /** The recipients the check counted, which the send is asked to match. */
  count: number;
  /** Who they are, in words ("Every confirmed subscriber"). */
  audience: string;
  sending: boolean;
  onCancel: () => void;
  onSend: () => void;
}

/*
 * In a module of its own that loads when the dialog first opens: antd's Modal is not part of the
 * screen's first load.
 */

/** The last word before e-mailing: how many, who, and that it happens once. */
export function SendDialog({ title, count, audience, sending, onCancel, onSend }: SendDialogProps) {
  return (
    <Modal
      open
      title={`E-mail “${title}”?`}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="send" type="primary" loading={sending} onClick={onSend}>
          {sendLabel(count)}
        </Button>,
      ]}
    >
      <dl className="newsletter-send__envelope">
        <dt>Recipients</dt>
        <dd>{confirmedSubscribers(count)}</dd>
        <dt>Audience</dt>
        <dd>{audience}</dd>
      </dl>
      <Typography.Paragraph>
        A newsletter is e-mailed once: this cannot be undone, and it cannot be sent again.
      </Typography.Paragraph>
    </Modal>
  );
}
