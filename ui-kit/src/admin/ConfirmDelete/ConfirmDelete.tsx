import { Button, Modal } from 'antd';
import { Typography } from '../../shared/Typography';

/** What a delete asks before anything goes: the record's name and what goes with it. */
export interface DeleteQuestion {
  /** What is deleted, as the office names it: "Spring Seeding Checklist". */
  name: string;
  /** The dialog's title when not "Delete “name”?" ("Delete the testimonial of Dale K.?"). */
  title?: string;
  /** What goes with it, listed before anything is deleted ("its PDF edition"); may be empty. */
  consequences: readonly string[];
  /** The words before the list: "These go with it:" unless the record says more. */
  intro?: string;
  /** A last word under the list ("Its versions stay in the history."). */
  note?: string;
}

export interface ConfirmDeleteProps extends DeleteQuestion {
  open: boolean;
  /** While the delete runs: the button shows it and cannot be pressed twice. */
  deleting?: boolean;
  onCancel: () => void;
  onDelete: () => void;
}

/**
 * "Delete “name”?" with what goes with it; nothing is deleted until Delete is pressed. The one
 * delete confirmation of the admin: lists, editors and panels all ask with it.
 */
export function ConfirmDelete({
  open,
  name,
  title,
  consequences,
  intro = 'These go with it:',
  note,
  deleting = false,
  onCancel,
  onDelete,
}: ConfirmDeleteProps) {
  return (
    <Modal
      open={open}
      title={title ?? `Delete “${name}”?`}
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
          <Typography.Paragraph>{intro}</Typography.Paragraph>
          <ul>
            {consequences.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : (
        <Typography.Paragraph>Nothing else goes with it.</Typography.Paragraph>
      )}
      {note ? <Typography.Paragraph>{note}</Typography.Paragraph> : null}
    </Modal>
  );
}
