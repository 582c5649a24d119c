import { Button, Descriptions, Modal, Tag } from 'antd';
import { Typography } from 'ui-kit';
import type { AdminSubscriberFieldsFragment } from '../../../graphql/generated/admin-subscribers/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import { ConsentRecords } from './ConsentRecords';
import { SUBSCRIBER_STATUS_LABELS } from './subscriberLabels';

const when = (at: string | null) => (at ? edmontonDateTime(at) : '—');

export interface SubscriberDetailProps {
  /** The subscriber shown; kept while the dialog closes, so it stays named as it slides away. */
  subscriber: AdminSubscriberFieldsFragment | null;
  open: boolean;
  onClose: () => void;
  /** "Everything about this address": the privacy tab, for an access or erasure request. */
  onOpenPrivacy: (email: string) => void;
}

/**
 * One subscriber in a dialog over the list: status, topics, dates and the consent ledger, with a
 * way to the privacy tab for an access or erasure request (the address goes there in the
 * screen's state, never in a URL, which server logs would keep).
 */
export function SubscriberDetail({
  subscriber,
  open,
  onClose,
  onOpenPrivacy,
}: SubscriberDetailProps) {
  return (
    <Modal
      open={open && subscriber !== null}
      onCancel={onClose}
      title={subscriber?.email}
      width="min(720px, calc(100vw - 32px))"
      className="admin-subscriber-detail"
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
      ]}
      destroyOnHidden
    >
      {subscriber ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'status',
                label: 'Status',
                children: <Tag>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Tag>,
              },
              {
                key: 'topics',
                label: 'Topics',
                children: subscriber.preferences.length
                  ? subscriber.preferences.join(', ')
                  : 'None chosen',
              },
              { key: 'subscribed', label: 'Subscribed', children: when(subscriber.subscribeDate) },
              { key: 'confirmed', label: 'Confirmed', children: when(subscriber.confirmedAt) },
              {
                key: 'unsubscribed',
                label: 'Unsubscribed',
                children: when(subscriber.unsubscribedAt),
              },
            ]}
          />
          <Typography.Title level={3}>Consent records</Typography.Title>
          <ConsentRecords consents={subscriber.consents} />
          <Button onClick={() => onOpenPrivacy(subscriber.email)}>
            Everything about this address
          </Button>
        </>
      ) : null}
    </Modal>
  );
}
