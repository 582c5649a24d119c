import { useMutation } from '@apollo/client/react';
import { Button, Card, Modal } from 'antd';
import { useState } from 'react';
import { useAdminSession, useRequestFailed } from '../../../features/admin';
import { AdminSignOutEverywhereDocument } from '../../../graphql/generated/admin-account/graphql';
import { SessionsList } from './SessionsList';

/**
 * "Sessions" on My Account: every browser signed in to the person's account, each of which they
 * can end, and "Sign Out Everywhere" behind a confirmation, for a lost phone or a shared computer:
 * every browser session and bearer token of the account ends, this browser's too.
 */
export function SessionsPanel() {
  const session = useAdminSession();
  const report = useRequestFailed();
  const [confirming, setConfirming] = useState(false);
  const [signOutEverywhere, { loading }] = useMutation(AdminSignOutEverywhereDocument);

  const confirm = async () => {
    setConfirming(false);
    try {
      await signOutEverywhere();
      session.signedOut();
    } catch (error) {
      report(error);
    }
  };

  return (
    <Card title={<h2 className="admin-card-title">Sessions</h2>}>
      <p>
        The browsers signed in to your account. End any you do not recognise, or that you left
        signed in on a shared computer.
      </p>
      <SessionsList />
      <Button danger loading={loading} onClick={() => setConfirming(true)}>
        Sign Out Everywhere
      </Button>
      <Modal
        open={confirming}
        title="Sign out everywhere?"
        okText="Sign Out Everywhere"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onOk={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        Every browser and script signed in to your account, this one included, will be signed out.
        Your API tokens keep working until you revoke them.
      </Modal>
    </Card>
  );
}
