import { Button, Card, Modal } from 'antd';
import { useState } from 'react';

export interface SignOutEverywhereProps {
  /** Revokes every session of the account, then signs this browser out too. */
  onConfirm: () => void;
}

/**
 * "Sign out everywhere" behind a confirmation: for a lost phone or a shared computer. The account
 * is shared, so every device signed in to it, this one included, must sign in again.
 */
export function SignOutEverywhere({ onConfirm }: SignOutEverywhereProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title={<h2 className="admin-card-title">Sessions</h2>}>
      <p>
        Ends every session of the admin account on every device and browser, this one included.
        Everyone signed in, you too, has to sign in again.
      </p>
      <Button danger onClick={() => setConfirming(true)}>
        Sign Out Everywhere
      </Button>
      <Modal
        open={confirming}
        title="Sign out everywhere?"
        okText="Sign Out Everywhere"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onOk={() => {
          setConfirming(false);
          onConfirm();
        }}
        onCancel={() => setConfirming(false)}
      >
        Every device and browser signed in to the admin account, this one included, will be signed
        out.
      </Modal>
    </Card>
  );
}
