import { Button, Modal } from 'antd';
import { Typography } from '../../shared/Typography';

export interface ConfirmDeleteProps {
  open: boolean;
  /** What is deleted, as the office names it: "Spring Seeding Checklist". */
  name: string;
  /** What goes with it, listed before anything is deleted ("its PDF edition"); may be empty. */
  consequences: readonly string[];
  /** While the delete runs: the button shows it and cannot be pressed twice. */
  deleting?: boolean;
  onCancel: () => void;
  onDelete: () => void;
}

/** "Delete “name”?" with what goes with it; nothing is deleted until Delete is pressed. */
export function ConfirmDelete({
  open,
  name,
  consequences,
  deleting = false,
  onCancel,
  onDelete,
}: ConfirmDeleteProps) {
  return (
    <Modal
      open={open}
      title={`Delete “${name}”?`}
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
      {consequences.length > 0 ? (
        <>
          <Typography.Paragraph>These go with it:</Typography.Paragraph>
          <ul>
            {consequences.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : (
        <Typography.Paragraph>Nothing else goes with it.</Typography.Paragraph>
      )}
    </Modal>
  );
}
