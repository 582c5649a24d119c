import { useQuery } from '@apollo/client/react';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AppLink, Tabs, Typography } from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../app/site-routes';
import { useAdminSession } from '../../../features/admin';
import {
  AdminOutboxMessageDocument,
  type AdminOutboxMessageQuery,
} from '../../../graphql/generated/admin/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { edmontonDateTime } from '../AdminNewsletters/newsletterStates';
import { RecordLoad } from '../RecordLoad';
import { outboxMessagePath, previewDocument, textPieces } from './outboxMail';
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
  const session = useAdminSession();
  const headers = [{ name: 'Message-ID', value: message.messageId }, ...message.headers];
  return (
    <>
      <PageMeta
        title={`Outbox: ${message.subject}`}
        description="A message of the local outbox."
        path={outboxMessagePath(message.id)}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>{message.subject}</Typography.Title>
        <MobileSignOut onClick={session.signOut} />
      </div>
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
      <table className="outbox-message__headers">
        <caption>Other headers</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {headers.map((header) => (
            <tr key={header.name}>
              <th scope="row">{header.name}</th>
              <td>{header.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Tabs
        items={[
          {
            key: 'html',
            label: 'HTML',
            content: <HtmlPart html={message.html} subject={message.subject} />,
          },
          { key: 'text', label: 'Text', content: <TextPart text={message.text} /> },
        ]}
      />
    </>
  );
}

type FrameWidth = 'phone' | 'desktop';

function HtmlPart({ html, subject }: { html: string; subject: string }) {
  const [width, setWidth] = useState<FrameWidth>('desktop');
  return (
    <>
      <Segmented<FrameWidth>
        aria-label="Width"
        className="outbox-message__width"
        value={width}
        onChange={setWidth}
        options={[
          { value: 'phone', label: 'Phone (375 px)' },
          { value: 'desktop', label: 'Desktop' },
        ]}
      />
      <iframe
        className={`outbox-message__frame outbox-message__frame--${width}`}
        title={`The HTML part of “${subject}”`}
        // No allow-scripts, no allow-same-origin: the message runs nothing and reaches nothing of
        // the admin's; popups (its links, by <base target="_blank">) open as ordinary tabs.
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={previewDocument(html)}
      />
    </>
  );
}

function TextPart({ text }: { text: string }) {
  return (
    <pre className="outbox-message__text">
      {textPieces(text).map((piece, index) =>
        piece.url === undefined ? (
          piece.text
        ) : (
          <a key={index} href={piece.url} target="_blank" rel="noreferrer">
            {piece.url}
          </a>
        ),
      )}
    </pre>
  );
}
