import { Alert, Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { Typography } from 'ui-kit';

export interface ConfirmEraseProps {
  open: boolean;
  /** The address to erase: typed again to confirm. */
  email: string;
  /** What goes, as the office reads it ("1 subscriber", "2 consent records"…). */
  consequences: readonly string[];
  erasing?: boolean;
  onCancel: () => void;
  onErase: () => void;
}

/** Same address, whatever its case or surrounding spaces. */
const sameAddress = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * "Erase all data of …?": lists what goes, and erases nothing until the address is typed again
 * (a list's wrong row, or a slip of the mouse, cannot erase someone).
 */
export function ConfirmErase({
  open,
  email,
  consequences,
  erasing = false,
  onCancel,
  onErase,
}: ConfirmEraseProps) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const confirmed = sameAddress(typed, email);
  const cancel = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Modal
      open={open}
      title={`Erase all data of ${email}?`}
      onCancel={cancel}
      afterClose={() => setTyped('')}
      footer={[
        <Button key="cancel" onClick={cancel}>
          Cancel
        </Button>,
        <Button
          key="erase"
          danger
          type="primary"
          disabled={!confirmed}
          loading={erasing}
          onClick={onErase}
        >
          Erase
        </Button>,
      ]}
    >
      <Typography.Paragraph>This removes, for good:</Typography.Paragraph>
      {consequences.length > 0 ? (
        <ul>
          {consequences.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <Typography.Paragraph>Nothing is kept about this address yet.</Typography.Paragraph>
      )}
      <Alert
        type="warning"
        showIcon
        title="The address is then kept only as a salted hash on the suppression list, so that no import, form or mailing reaches it again. This cannot be undone."
      />
      <label htmlFor={inputId} className="admin-erase__label">
        Type the address to confirm
      </label>
      <Input
        id={inputId}
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => confirmed && !erasing && onErase()}
      />
    </Modal>
  );
}
