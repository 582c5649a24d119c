import { Alert, Table, Tag } from 'antd';
import { Typography } from 'ui-kit';
import { TableScroll } from 'ui-kit/admin';
import { edmontonDateTime } from '../../../features/admin/dates';
import { ConsentRecords } from '../AdminSubscribers/ConsentRecords';
import { SUBSCRIBER_STATUS_LABELS } from '../AdminSubscribers/subscriberLabels';
import type { PersonalData } from './personalDataSummary';

type Delivery = PersonalData['deliveries'][number];
type OutboxRow = PersonalData['outboxMessages'][number];

const when = (at: string | null | undefined) => (at ? edmontonDateTime(at) : '—');

/**
 * Everything kept about one address, section by section: the subscription with its consent
 * records, the contact messages, the delivery ledger and the outbox. Read only.
 */
export function PersonalDataView({ data }: { data: PersonalData }) {
  const { subscriber } = data;
  return (
    <div className="admin-privacy__found">
      <section aria-labelledby="privacy-subscription">
        <Typography.Title level={3} id="privacy-subscription">
          Newsletter subscription
        </Typography.Title>
        {subscriber ? (
          <>
            <Typography.Paragraph>
              <Tag>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Tag> since{' '}
              {when(subscriber.subscribeDate)}; confirmed {when(subscriber.confirmedAt)};
              unsubscribed {when(subscriber.unsubscribedAt)}. Topics:{' '}
              {subscriber.preferences.length ? subscriber.preferences.join(', ') : 'none chosen'}.
            </Typography.Paragraph>
            <Typography.Title level={4}>Consent records</Typography.Title>
            <ConsentRecords consents={data.consents} level={5} />
          </>
        ) : (
          <Typography.Paragraph>Not subscribed.</Typography.Paragraph>
        )}
      </section>
      <section aria-labelledby="privacy-contacts">
        <Typography.Title level={3} id="privacy-contacts">
          Contact messages ({data.contacts.length})
        </Typography.Title>
        {data.contacts.length ? (
          <ul className="admin-list">
            {data.contacts.map((contact) => (
              <li key={contact.id} className="admin-privacy__message">
                <Typography.Paragraph>
                  <strong>{contact.name}</strong>, {contact.email}, {contact.phone} ·{' '}
                  {when(contact.createdAt)}
                </Typography.Paragraph>
                <Typography.Paragraph className="admin-privacy__text">
                  {contact.message}
                </Typography.Paragraph>
                {contact.note ? (
                  <Typography.Paragraph>Office note: {contact.note}</Typography.Paragraph>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <Typography.Paragraph>None.</Typography.Paragraph>
        )}
      </section>
      <section aria-labelledby="privacy-deliveries">
        <Typography.Title level={3} id="privacy-deliveries">
          E-mail deliveries ({data.deliveries.length})
        </Typography.Title>
        <TableScroll label="E-mail deliveries">
          <Table<Delivery>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.deliveries}
            locale={{ emptyText: 'None' }}
            columns={[
              { title: 'Message', dataIndex: 'kind' },
              { title: 'To', dataIndex: 'recipient' },
              { title: 'Status', dataIndex: 'status' },
              { title: 'Queued', dataIndex: 'createdAt', render: (at: string) => when(at) },
              { title: 'Sent', dataIndex: 'sentAt', render: (at: string | null) => when(at) },
            ]}
          />
        </TableScroll>
      </section>
      <section aria-labelledby="privacy-outbox">
        <Typography.Title level={3} id="privacy-outbox">
          Outbox messages ({data.outboxMessages.length})
        </Typography.Title>
        <TableScroll label="Outbox messages">
          <Table<OutboxRow>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.outboxMessages}
            locale={{ emptyText: 'None' }}
            columns={[
              { title: 'To', dataIndex: 'recipient' },
              { title: 'Reply-To', dataIndex: 'replyTo', render: (to: string | null) => to ?? '—' },
              { title: 'Subject', dataIndex: 'subject' },
              { title: 'Sent', dataIndex: 'createdAt', render: (at: string) => when(at) },
            ]}
          />
        </TableScroll>
      </section>
      {data.historyMentions > 0 ? (
        <Alert
          type="info"
          showIcon
          title={`The audit trail or record history mentions this address ${data.historyMentions} ${data.historyMentions === 1 ? 'time' : 'times'}; erasing removes those entries too.`}
        />
      ) : null}
    </div>
  );
}
