import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Tag } from 'antd';
import { useState } from 'react';
import { LoadingState, useToast } from 'ui-kit';
import { useAdminSession, useRequestFailed } from '../../../features/admin';
import {
  AdminEndSessionDocument,
  AdminSessionsDocument,
} from '../../../graphql/generated/admin-account/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import { deviceName } from './deviceName';

export const SESSION_ENDED = 'Session Ended';

/**
 * The browsers signed in to an account (issue 25): the device, the address and when each was last
 * seen, each with a button that ends it at once. Without `accountId`, the signed-in person's own
 * (ending "This browser" signs out); with it, another account's, for an owner.
 */
export function SessionsList({ accountId, name }: { accountId?: string; name?: string }) {
  const session = useAdminSession();
  const toast = useToast();
  const report = useRequestFailed();
  const { data, loading, error, refetch } = useQuery(AdminSessionsDocument, {
    variables: { accountId: accountId ?? null },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [endSession] = useMutation(AdminEndSessionDocument);
  const [ending, setEnding] = useState<string | null>(null);

  const end = async (id: string, current: boolean, device: string) => {
    setEnding(id);
    try {
      await endSession({ variables: { id } });
      if (current) {
        session.signedOut();
        return;
      }
      toast.success(SESSION_ENDED, `${device} is signed out.`);
      await refetch();
    } catch (failure) {
      report(failure);
    } finally {
      setEnding(null);
    }
  };

  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title="The sessions could not be loaded."
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  }
  if (!data) return loading ? <LoadingState /> : null;
  const sessions = data.adminSessions ?? [];
  if (sessions.length === 0) {
    return <p className="admin-account__note">No browser is signed in to this account.</p>;
  }
  return (
    <ul className="admin-api-tokens" aria-label={name ? `Sessions of ${name}` : 'Your sessions'}>
      {sessions.map((s) => {
        const device = deviceName(s.userAgent);
        return (
          <li key={s.id} className="admin-api-tokens__item">
            <div>
              <strong>{device}</strong> {s.current ? <Tag>This browser</Tag> : null}
              <div className="admin-account__note">
                {s.address || 'unknown address'} · last seen {edmontonDateTime(s.lastSeenAt)} ·
                signed in {edmontonDateTime(s.createdAt)}
              </div>
            </div>
            <Button
              danger
              loading={ending === s.id}
              disabled={ending !== null && ending !== s.id}
              onClick={() => void end(s.id, s.current, device)}
              aria-label={
                s.current
                  ? 'Sign out this browser'
                  : `End Session: ${device}, last seen ${edmontonDateTime(s.lastSeenAt)}`
              }
            >
              {s.current ? 'Sign Out' : 'End Session'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
