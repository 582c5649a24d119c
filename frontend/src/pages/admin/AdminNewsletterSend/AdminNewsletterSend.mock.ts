import {
  AdminMailingDeliveriesDocument,
  AdminNewsletterMailingCheckDocument,
  AdminNewsletterMailingProgressDocument,
  AdminNewsletterSendDocument,
  AdminSendNewsletterDocument,
  AdminSendNewsletterTestDocument,
  type AdminMailingDeliveriesQuery,
  type AdminMailingFieldsFragment,
  type AdminNewsletterMailingCheckQuery,
  type DeliveryStatus,
} from '../../../graphql/generated/admin-newsletter-send/graphql';
import { mockData, mockLoading, mockNetworkError, type Answer } from '../../../test/mocks';
import { newsletterMock, winterEdition } from '../AdminNewsletters/AdminNewsletters.mock';
import { ownLockMocks } from '../test/editLock';
import { DELIVERIES_PAGE_SIZE } from './DeliveryResults';

type Mailing = Answer<AdminMailingFieldsFragment>;
type Check = Answer<AdminNewsletterMailingCheckQuery['newsletterMailingCheck']>;
type Delivery = Answer<
  NonNullable<AdminMailingDeliveriesQuery['newsletterMailing']>
>['deliveries']['edges'][number]['node'];

/** A published edition, not e-mailed yet. */
export const edition = winterEdition;

export const TOPICS = ['Plant Nutrition', 'Soil Health', 'Organic Solutions'];

const UNSUBSCRIBE = 'http://localhost:4000/api/newsletter/unsubscribe?token=c0ffee';
const PAGE_UNSUBSCRIBE = 'http://localhost:4000/subscription/unsubscribe?token=c0ffee';

/** The checks before sending as the API words them, every one passed unless named in `failing`. */
export function sendChecks(recipients: number, failing: readonly string[] = []) {
  const checks = [
    ['PUBLISHED', 'Published on the site', 'The e-mail links to its page, which visitors can open'],
    ['NOT_SENT', 'Not e-mailed before', 'Each newsletter is e-mailed once'],
    ['SENDER', 'Says who sends it', 'From newsletter@example.com; the footer names the company'],
    ['MAILING_ADDRESS', 'Gives our mailing address and contact', '780-555-0142; info@example.com'],
    ['UNSUBSCRIBE_LINK', 'Has a working unsubscribe link', 'In the footer, valid for 180 days'],
    [
      'UNSUBSCRIBE_HEADERS',
      'Lets mail apps unsubscribe in one click',
      'List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058)',
    ],
    ['SIZE', 'Light enough for every mail app', '6 KB; 100 KB at most'],
    [
      'CONSENT',
      'Every recipient has live consent',
      'Each one confirmed their subscription and has not withdrawn it',
    ],
    ['AUDIENCE', 'Someone to send it to', `${recipients} confirmed subscribers`],
  ] as const;
  return checks.map(([key, label, detail]) => ({
    __typename: 'SendCheck' as const,
    key,
    label,
    passed: !failing.includes(key),
    detail: key === 'PUBLISHED' && failing.includes(key) ? 'A draft: publish it first' : detail,
  }));
}

/** What the check answers for an audience of `recipients`, with the checks in `failing` failed. */
export function mailingCheck(recipients: number, failing: readonly string[] = []): Check {
  return {
    __typename: 'NewsletterMailingCheck',
    checks: sendChecks(recipients, failing),
    canSend: failing.length === 0,
    recipientCount: recipients,
    preview: {
      __typename: 'MailPreview',
      subject: edition.title,
      text: `${edition.title}\n\nSample in the fall.\n\nUnsubscribe: ${PAGE_UNSUBSCRIBE}\n`,
      html: `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${edition.title}</title></head><body><h1>${edition.title}</h1><p>Sample in the fall.</p><p><a href="${PAGE_UNSUBSCRIBE}">Unsubscribe</a></p></body></html>`,
      headers: [
        { __typename: 'MailHeader', name: 'List-Unsubscribe', value: `<${UNSUBSCRIBE}>` },
        {
          __typename: 'MailHeader',
          name: 'List-Unsubscribe-Post',
          value: 'List-Unsubscribe=One-Click',
        },
      ],
    },
  };
}

/** A mailing of the edition: sending (nobody answered yet) unless told otherwise. */
export function mailing(overrides: Partial<Mailing> = {}): Mailing {
  return {
    __typename: 'NewsletterMailing',
    id: '3',
    status: 'SENDING',
    subject: edition.title,
    topics: [],
    recipientCount: 312,
    startedBy: 'admin',
    createdAt: '2026-11-25T20:02:00.000Z',
    finishedAt: null,
    progress: {
      __typename: 'MailingProgress',
      queued: 312,
      sending: 0,
      sent: 0,
      failed: 0,
      bounced: 0,
      skipped: 0,
    },
    ...overrides,
  };
}

/** The same mailing done: 309 sent, one failed, one bounced, one skipped. */
export const doneMailing = (overrides: Partial<Mailing> = {}) =>
  mailing({
    status: 'SENT',
    finishedAt: '2026-11-25T20:04:00.000Z',
    progress: {
      __typename: 'MailingProgress',
      queued: 0,
      sending: 0,
      sent: 309,
      failed: 1,
      bounced: 1,
      skipped: 1,
    },
    ...overrides,
  });

/**
 * Opening the edition's editor, whose send panel the address may open: the edition (null: it does
 * not exist), its mailing if it was e-mailed, and its edit lock, ours.
 */
export const editorMocks = (
  mailingAnswer: Mailing | null = null,
  newsletter: typeof edition | null = edition,
) => [
  newsletterMock(edition.id, newsletter, [], mailingAnswer?.id ?? null),
  ...ownLockMocks('newsletter', edition.id),
];

/** The send panel's query: the edition's mailing (none by default) and the topics. */
export const sendPanelMock = (mailingAnswer: Mailing | null = null) =>
  mockData(AdminNewsletterSendDocument, {
    variables: { id: edition.id },
    data: { newsletterMailing: mailingAnswer, newsletterTopics: TOPICS },
  });

export const sendPanelLoadingMock = mockLoading(AdminNewsletterSendDocument, {
  variables: { id: edition.id },
});

export const sendPanelErrorMock = mockNetworkError(AdminNewsletterSendDocument, {
  variables: { id: edition.id },
  error: new Error('Network down'),
});

/** The check of the audience of `topics`. */
export const checkMock = (topics: string[], answer: Check = mailingCheck(312)) =>
  mockData(AdminNewsletterMailingCheckDocument, {
    variables: { id: edition.id, topics },
    data: { newsletterMailingCheck: answer },
  });

export const checkErrorMock = (topics: string[]) =>
  mockNetworkError(AdminNewsletterMailingCheckDocument, {
    variables: { id: edition.id, topics },
    error: new Error('Network down'),
  });

/** A test to `email`: queued, or refused with `refusal` as the address's message. */
export const testSendMock = (email: string, refusal?: string) =>
  mockData(AdminSendNewsletterTestDocument, {
    variables: { input: { newsletterId: edition.id, email } },
    data: {
      sendNewsletterTest: {
        __typename: 'SendNewsletterTestPayload',
        queued: refusal ? null : true,
        userErrors: refusal
          ? [
              {
                __typename: 'UserError',
                field: ['input', 'email'],
                message: refusal,
                code: 'INVALID_FORMAT',
              },
            ]
          : [],
      },
    },
  });

/** The send to the audience of `topics` with the count shown: started, or refused. */
export const sendMock = (
  topics: string[],
  expectedRecipients: number,
  answer: { mailing: Mailing } | { refusal: string },
) =>
  mockData(AdminSendNewsletterDocument, {
    variables: { input: { newsletterId: edition.id, topics, expectedRecipients } },
    data: {
      sendNewsletter: {
        __typename: 'SendNewsletterPayload',
        mailing: 'mailing' in answer ? answer.mailing : null,
        userErrors:
          'refusal' in answer
            ? [
                {
                  __typename: 'UserError',
                  field: ['input', 'expectedRecipients'],
                  message: answer.refusal,
                  code: 'INVALID',
                },
              ]
            : [],
      },
    },
  });

/** One poll of the mailing's progress. */
export const progressMock = (answer: Mailing) =>
  mockData(AdminNewsletterMailingProgressDocument, {
    variables: { id: edition.id },
    data: { newsletterMailing: answer },
  });

/** A recipient's row: sent, unless told otherwise. */
export function delivery(id: number, overrides: Partial<Delivery> = {}): Delivery {
  return {
    __typename: 'MailDelivery',
    id: String(id),
    recipient: `grower${id}@example.com`,
    status: 'SENT',
    attempts: 1,
    lastError: null,
    sentAt: '2026-11-25T20:03:00.000Z',
    ...overrides,
  };
}

/** A page of the results: `rows`, with `more` after them; `after` the cursor it follows. */
export const deliveriesMock = (
  rows: Delivery[],
  options: {
    status?: DeliveryStatus | null;
    more?: number;
    after?: string;
    maxUsageCount?: number;
  } = {},
) => {
  const { status = null, more = 0, after, maxUsageCount } = options;
  return mockData(AdminMailingDeliveriesDocument, {
    variables: {
      id: edition.id,
      first: DELIVERIES_PAGE_SIZE,
      status,
      ...(after ? { after } : {}),
    },
    ...(maxUsageCount ? { maxUsageCount } : {}),
    data: {
      newsletterMailing: {
        __typename: 'NewsletterMailing',
        id: '3',
        deliveries: {
          __typename: 'MailDeliveryConnection',
          totalCount: rows.length + more,
          edges: rows.map((node) => ({
            __typename: 'MailDeliveryEdge' as const,
            cursor: `d${node.id}`,
            node,
          })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: more > 0,
            endCursor: rows.length ? `d${rows.at(-1)!.id}` : null,
          },
        },
      },
    },
  });
};
