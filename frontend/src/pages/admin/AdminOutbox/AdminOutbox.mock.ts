import {
  AdminOutboxMessageDocument,
  AdminOutboxMessagesDocument,
  type AdminOutboxMessageQuery,
} from '../../../graphql/generated/admin-outbox/graphql';
import { mockData, mockLoading, mockNetworkError, type Answer } from '../../../test/mocks';
import { OUTBOX_PAGE_SIZE } from './outboxMail';

type OutboxMessage = Answer<NonNullable<AdminOutboxMessageQuery['outboxMessage']>>;

const CONFIRM_URL = 'http://localhost:4000/newsletter/confirm?token=c0ffee';
const UNSUBSCRIBE_URL = 'http://localhost:4000/newsletter/unsubscribe?token=c0ffee';

/** A subscription confirmation as the outbox keeps it, with a List-Unsubscribe header. */
export function outboxMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    __typename: 'OutboxMessage',
    id: '7',
    messageId: '<7.confirm@example.com>',
    sender: 'Prairie Elite Agronomics <news@example.com>',
    recipient: 'dale@example.com',
    replyTo: null,
    subject: 'Confirm your subscription',
    text: `Confirm your subscription\n\nConfirm: ${CONFIRM_URL}.\n\nUnsubscribe: ${UNSUBSCRIBE_URL}\n`,
    html: `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Confirm your subscription</title></head><body><h1>Confirm your subscription</h1><p><a href="${CONFIRM_URL}">Confirm</a></p></body></html>`,
    headers: [
      { __typename: 'MailHeader', name: 'List-Unsubscribe', value: `<${UNSUBSCRIBE_URL}>` },
      {
        __typename: 'MailHeader',
        name: 'List-Unsubscribe-Post',
        value: 'List-Unsubscribe=One-Click',
      },
    ],
    createdAt: '2026-11-25T20:02:00.000Z',
    ...overrides,
  };
}

export const sampleMessages: OutboxMessage[] = [
  outboxMessage(),
  outboxMessage({
    id: '6',
    messageId: '<6.contact@example.com>',
    sender: 'Prairie Elite Agronomics <web@example.com>',
    recipient: 'info@example.com',
    replyTo: 'marie@example.com',
    subject: 'Contact form: Marie Tremblay (Livestock Farming)',
    text: 'New message from Marie Tremblay\n\nDo you deliver to Lloydminster?\n',
    headers: [],
    createdAt: '2026-11-24T16:30:00.000Z',
  }),
];

const cursorOf = (message: OutboxMessage) => `cursor-${message.id}`;

function page(messages: OutboxMessage[], more: number) {
  const last = messages.at(-1);
  return {
    outboxMessages: {
      __typename: 'OutboxMessageConnection' as const,
      totalCount: messages.length + more,
      edges: messages.map(({ id, recipient, subject, createdAt }, index) => ({
        __typename: 'OutboxMessageEdge' as const,
        cursor: cursorOf(messages[index]!),
        node: { __typename: 'OutboxMessage' as const, id, recipient, subject, createdAt },
      })),
      pageInfo: {
        __typename: 'PageInfo' as const,
        hasNextPage: more > 0,
        endCursor: last ? cursorOf(last) : null,
      },
    },
  };
}

/** The outbox's first page answers `messages`; `more` messages follow it on later pages. */
export const outboxMock = (messages: OutboxMessage[] = sampleMessages, more = 0) =>
  mockData(AdminOutboxMessagesDocument, {
    variables: { first: OUTBOX_PAGE_SIZE },
    data: page(messages, more),
  });

/** The page after `after` ("Load more"), the last one. */
export const outboxNextPageMock = (after: string, messages: OutboxMessage[]) =>
  mockData(AdminOutboxMessagesDocument, {
    variables: { first: OUTBOX_PAGE_SIZE, after },
    data: page(messages, 0),
  });

export const outboxLoadingMock = mockLoading(AdminOutboxMessagesDocument, {
  variables: { first: OUTBOX_PAGE_SIZE },
});

export const outboxErrorMock = mockNetworkError(AdminOutboxMessagesDocument, {
  variables: { first: OUTBOX_PAGE_SIZE },
  error: new Error('Network down'),
});

/** One message, whole; `null` when no message has that id. */
export const outboxMessageMock = (
  id: string,
  message: OutboxMessage | null = outboxMessage({ id }),
) =>
  mockData(AdminOutboxMessageDocument, {
    variables: { id },
    data: { outboxMessage: message },
  });

export const outboxMessageErrorMock = (id: string) =>
  mockNetworkError(AdminOutboxMessageDocument, {
    variables: { id },
    error: new Error('Network down'),
  });
