import { Button, Modal } from 'antd';
import { Typography } from '../../shared/Typography';

/*
 * The record editor's dialogs, in a module of their own that loads when one first opens: antd's
 * Modal is not part of an editor's first load (frontend/size-budgets.json).
 */

export { ConfirmDelete } from '../ConfirmDelete/ConfirmDelete';

export interface LeaveDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/** "Leave without saving?": Stay, or Leave without saving. */
export function LeaveDialog({ onStay, onLeave }: LeaveDialogProps) {
  return (
    <Modal
      open
      title="Leave without saving?"
      onCancel={onStay}
      footer={[
        <Button key="stay" type="primary" onClick={onStay}>
          Stay
        </Button>,
        <Button key="leave" danger onClick={onLeave}>
          Leave without saving
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Your changes are not saved. If you leave now, they are lost.
      </Typography.Paragraph>
    </Modal>
  );
}
