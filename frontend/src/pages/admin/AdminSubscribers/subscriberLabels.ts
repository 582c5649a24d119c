import type {
  ConsentType,
  SubscriberStatus,
  WithdrawalMethod,
} from '../../../graphql/generated/admin-subscribers/graphql';

/** The status filter's choices and the badge of each subscriber. */
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  UNSUBSCRIBED: 'Unsubscribed',
};
export const SUBSCRIBER_STATUSES = Object.keys(SUBSCRIBER_STATUS_LABELS) as SubscriberStatus[];

export const CONSENT_TYPE_LABELS: Record<ConsentType, string> = {
  EXPRESS: 'Express',
  IMPLIED_INQUIRY: 'Implied (inquiry)',
};

export const WITHDRAWAL_LABELS: Record<WithdrawalMethod, string> = {
  LINK: 'Unsubscribe link',
  ONE_CLICK: 'One-click unsubscribe (mail client)',
  PREFERENCES: 'Preferences page',
  ADMIN: 'By the office',
};

/** The CSV export of the subscribers of one status and one topic (all without them). */
export function subscribersExportUrl(
  status: SubscriberStatus | null,
  topic: string | null,
): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status.toLowerCase());
  if (topic) query.set('topic', topic);
  const search = query.toString();
  return `/api/admin/exports/subscribers.csv${search ? `?${search}` : ''}`;
}

/** Where an import is sent (multipart, one `file`). */
export const SUBSCRIBERS_IMPORT_URL = '/api/admin/imports/subscribers';

/** Subscribers per page. */
export const SUBSCRIBERS_PAGE_SIZE = 20;
