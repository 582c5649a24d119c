import type { BrandTagTone } from 'ui-kit';
import type {
  AdminMailingFieldsFragment,
  DeliveryStatus,
} from '../../../graphql/generated/admin-newsletter-send/graphql';

/** How the admin names each recipient's state, and the tone of its tag. */
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, { label: string; tone: BrandTagTone }> =
  {
    QUEUED: { label: 'Queued', tone: 'outline' },
    SENDING: { label: 'Sending', tone: 'soft' },
    SENT: { label: 'Sent', tone: 'solid' },
    FAILED: { label: 'Failed', tone: 'warning' },
    BOUNCED: { label: 'Bounced', tone: 'warning' },
    SKIPPED: { label: 'Skipped', tone: 'outline' },
  };

/** The states in the order a mailing goes through them (the counts and the filter list them so). */
export const DELIVERY_STATUSES = Object.keys(DELIVERY_STATUS_LABELS) as DeliveryStatus[];

/** "312 confirmed subscribers", "1 confirmed subscriber". */
export const confirmedSubscribers = (count: number) =>
  `${count} confirmed subscriber${count === 1 ? '' : 's'}`;

/** "Send to 312 subscribers", "Send to 1 subscriber". */
export const sendLabel = (count: number) => `Send to ${count} subscriber${count === 1 ? '' : 's'}`;

/** Who an audience is, in words: every confirmed subscriber, or those who chose a topic. */
export function audienceText(topics: readonly string[]): string {
  if (topics.length === 0) return 'Every confirmed subscriber';
  const last = topics.at(-1)!;
  const list = topics.length === 1 ? last : `${topics.slice(0, -1).join(', ')} or ${last}`;
  return `Confirmed subscribers who chose ${list}`;
}

type Progress = AdminMailingFieldsFragment['progress'];

/** Recipients with an answer: sent, failed, bounced or skipped (what the progress bar counts). */
export const answered = (progress: Progress) =>
  progress.sent + progress.failed + progress.bounced + progress.skipped;

/** The recipients of a mailing in one state. */
export const countOf = (progress: Progress, status: DeliveryStatus): number =>
  progress[status.toLowerCase() as Lowercase<DeliveryStatus>];
