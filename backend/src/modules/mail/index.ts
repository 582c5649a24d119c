import type { AppModule } from '../../common/app-module.js';
import { MailDelivery } from './mail-delivery.entity.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { OutboxResolver } from './outbox.resolver.js';

export { DeliveryStatus, MailDelivery } from './mail-delivery.entity.js';
export { deliverable, MailingLedger } from './mailing-ledger.js';
export { MailPersonalData } from './mail-personal-data.js';
export {
  mailContext,
  MailDispatcher,
  STALE_CLAIM_SECONDS,
  SUPPRESSED_REASON,
  SUPPRESSED_RECIPIENT,
} from './mail-dispatcher.js';
export { DELIVER_QUEUE, LedgerMailQueue, QUEUE_SCHEMA } from './mail-queue.js';
export {
  createBoss,
  dispatchSettings,
  MailSystem,
  mailLinkSecret,
  type MailSettings,
} from './mail-system.js';
export { renderMail, type MailParts } from './mail-template.js';
export {
  MailRefusedError,
  type DeliveryFacts,
  type DeliveryRequest,
  type JobDefinition,
  type JobTools,
  type MailContext,
  type MailDriver,
  type MailKind,
  type MailQueue,
  type MailScope,
  type OutgoingMail,
  type SenderIdentity,
} from './mail.types.js';
export { MailHeader, OutboxMessage } from './outbox-message.entity.js';
export { SuppressionList, type SuppressionReason } from './suppression-list.js';

/**
 * E-mail: the delivery ledger, the job queue (pg-boss in the same PostgreSQL), the drivers (SMTP,
 * or the local outbox) and the admin's outbox. The kinds of message belong to the modules that
 * send them (AppModule.mailKinds). Private: no entity here is public content.
 */
export const mailModule: AppModule = {
  name: 'mail',
  entities: [MailDelivery, OutboxMessage],
  resolvers: [OutboxResolver],
};
