import type {
  ConsentType,
  SubscriberStatus,
  WithdrawalMethod,
} from '../../../graphql/generated/admin/graphql';

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

/** The CSV export of the subscribers of one status (all without one). */
export function subscribersExportUrl(status: SubscriberStatus | null): string {
  const base = '/api/admin/exports/subscribers.csv';
  return status ? `${base}?status=${status.toLowerCase()}` : base;
}

/** Where an import is sent (multipart, one `file`). */
export const SUBSCRIBERS_IMPORT_URL = '/api/admin/imports/subscribers';

/** Subscribers per page. */
export const SUBSCRIBERS_PAGE_SIZE = 20;
