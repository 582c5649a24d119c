import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { AppLink } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  AdminOutboxMessageDocument,
  type AdminOutboxMessageQuery,
} from '../../../graphql/generated/admin-outbox/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import { MailHeaderTable, MailParts } from '../MailView';
import { RecordLoad } from '../../../features/admin/records/RecordLoad';
import { outboxMessagePath } from './outboxMail';
import './AdminOutbox.css';

type OutboxMessage = NonNullable<AdminOutboxMessageQuery['outboxMessage']>;

/** /admin/outbox/{id}: one message of the outbox, whole; its address can be shared. */
export function AdminOutboxMessagePage() {
  const { id = '' } = useParams();
  const query = useQuery(AdminOutboxMessageDocument, { variables: { id } });
  return (
    <>
      <p className="outbox-message__back">
        <AppLink to={ADMIN_SECTIONS.outbox.path}>Back to the outbox</AppLink>
      </p>
      <RecordLoad
        query={query}
        record={query.data?.outboxMessage}
        noun="the message"
        missing="This message is not in the outbox."
      >
        {(message) => <OutboxMessageView message={message} />}
      </RecordLoad>
    </>
  );
}

/**
 * The envelope (From, To, Reply-To, Subject, when), the other headers in a small table, and the
 * two parts in tabs: the HTML in a sandboxed frame (no scripts, not same-origin; its links open
 * in a new tab) at a phone's or a desktop's width, and the plain text with its addresses linked.
 */
function OutboxMessageView({ message }: { message: OutboxMessage }) {
  const headers = [{ name: 'Message-ID', value: message.messageId }, ...message.headers];
  return (
    <>
      <AdminScreenHeader
        title={`Outbox: ${message.subject}`}
        heading={message.subject}
        description="A message of the local outbox."
        path={outboxMessagePath(message.id)}
      />
      <dl className="outbox-message__envelope">
        <dt>From</dt>
        <dd>{message.sender}</dd>
        <dt>To</dt>
        <dd>{message.recipient}</dd>
        <dt>Reply-To</dt>
        <dd>{message.replyTo ?? 'None'}</dd>
        <dt>Subject</dt>
        <dd>{message.subject}</dd>
        <dt>Sent at</dt>
        <dd>
          <time dateTime={message.createdAt}>{edmontonDateTime(message.createdAt)}</time>
        </dd>
      </dl>
      <MailHeaderTable headers={headers} />
      <MailParts subject={message.subject} html={message.html} text={message.text} />
    </>
  );
}
