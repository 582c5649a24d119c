import type { BrandTagTone } from 'ui-kit';
import type { ContactStatus } from '../../../graphql/generated/admin-contacts/graphql';

/** How the admin names each status of a message, and the tone of its tag (AA contrast). */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, { label: string; tone: BrandTagTone }> = {
  NEW: { label: 'New', tone: 'solid' },
  HANDLED: { label: 'Handled', tone: 'outline' },
};

/** The statuses in the order the filter lists them. */
export const CONTACT_STATUSES = Object.keys(CONTACT_STATUS_LABELS) as ContactStatus[];
