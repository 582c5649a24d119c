import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { useQuery } from '@apollo/client/react';
import { AppLink, Typography } from 'ui-kit';
import { RecordTable } from 'ui-kit/admin';
import {
  AdminOutboxMessagesDocument,
  type AdminOutboxMessagesQuery,
} from '../../../graphql/generated/admin-outbox/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import { queryTable } from '../../../features/admin/records/recordPage';
import { OUTBOX_PAGE_SIZE, outboxMessagePath } from './outboxMail';

type Row = NonNullable<AdminOutboxMessagesQuery['outboxMessages']>['edges'][number]['node'];

/**
 * /admin/outbox: what the site sent while no SMTP server is configured (SMTP_URL unset, the
 * `npm start` default), newest first, a page at a time; each subject opens the whole message.
 */
export function AdminOutboxPage() {
  const query = useQuery(AdminOutboxMessagesDocument, {
    variables: { first: OUTBOX_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { data } = query;
  const connection = data?.outboxMessages;

  return (
    <>
      <AdminScreenHeader
        title="Outbox"
        description="The e-mail the site sent while no SMTP server is configured."
      />
      <Typography.Paragraph>
        The e-mail the site sent while no SMTP server was configured, newest first. These messages
        were kept here, not delivered.
      </Typography.Paragraph>
      <RecordTable<Row>
        label="Messages"
        noun="messages"
        {...queryTable(query, connection)}
        loadingLabel="Loading the outbox..."
        empty={{
          title: 'No e-mail yet',
          description:
            'While no SMTP server is configured, every message the site sends is kept here.',
        }}
        failure="Failed to load the outbox"
        columns={[
          { title: 'Recipient', dataIndex: 'recipient' },
          {
            title: 'Subject',
            dataIndex: 'subject',
            render: (subject: string, row) => (
              <AppLink to={outboxMessagePath(row.id)}>{subject}</AppLink>
            ),
          },
          {
            title: 'Sent at',
            dataIndex: 'createdAt',
            render: (at: string) => <time dateTime={at}>{edmontonDateTime(at)}</time>,
          },
        ]}
      />
    </>
  );
}
