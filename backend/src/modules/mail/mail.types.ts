import type { MailQueue, OutgoingMail } from '../../common/mail-contract.js';
import type { RequestScope } from '../../common/request-scope.js';

export type {
  DeliveryFacts,
  DeliveryRequest,
  JobDefinition,
  JobTools,
  MailContext,
  MailKind,
  MailQueue,
  OutgoingMail,
  SenderIdentity,
} from '../../common/mail-contract.js';

/** What a driver hands over: the message with its sender and its Message-ID. */
export interface AddressedMail extends OutgoingMail {
  from: string;
  /** `<…@host>`, the same on every attempt of one delivery, so a duplicate is recognisable. */
  messageId: string;
}

export interface SentMail {
  messageId: string;
  /** The server's last answer ("250 2.0.0 Ok: queued as …"), or where the outbox stored it. */
  response: string;
}

/**
 * Where mail goes: an SMTP server (`SMTP_URL`) or the local outbox (the default, readable at
 * /admin/outbox). A driver throws `MailRefusedError` when the server refused the message for
 * good (5xx), and any other error when a later attempt may succeed.
 */
export interface MailDriver {
  readonly name: 'smtp' | 'outbox';
  send(mail: AddressedMail): Promise<SentMail>;
  close(): Promise<void>;
}

/** The receiving server refused the message permanently (a 5xx answer): never tried again. */
export class MailRefusedError extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
    this.name = 'MailRefusedError';
  }
}

/** What a module that queues mail reads of a request's scope. */
export interface MailScope extends RequestScope {
  /** Queues e-mail in the request's transaction. */
  mail: MailQueue;
}
