import type {
  AdminAuditEventsQueryVariables,
  AuditAction,
} from '../../../graphql/generated/admin-activity/graphql';
import { fromEdmontonLocal } from '../../../features/admin/dates';

/** Events a page of the trail holds; "Load more" reads the next. */
export const ACTIVITY_PAGE_SIZE = 25;

/** The trail's filters as the admin set them; days as YYYY-MM-DD, read in Alberta's time. */
export interface ActivityFilterValues {
  actor: string;
  recordType: string | null;
  action: AuditAction | null;
  from: string;
  to: string;
}

export const NO_ACTIVITY_FILTERS: ActivityFilterValues = {
  actor: '',
  recordType: null,
  action: null,
  from: '',
  to: '',
};

export function isActivityFiltered(filters: ActivityFilterValues): boolean {
  return Boolean(
    filters.actor.trim() || filters.recordType || filters.action || filters.from || filters.to,
  );
}

/** The day after a YYYY-MM-DD day, as YYYY-MM-DD (the calendar's, with no time zone involved). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The variables of AdminAuditEvents for `filters`: the screen sends these and the mocks answer
 * them, so the two cannot drift. "From" and "to" are whole days in Alberta (the office's days,
 * whatever the browser's zone): from the start of the first to the start of the day after the
 * last. An unset filter is null, which the API reads as "any".
 */
export function activityVariables(filters: ActivityFilterValues): AdminAuditEventsQueryVariables {
  return {
    first: ACTIVITY_PAGE_SIZE,
    actor: filters.actor.trim() || null,
    recordType: filters.recordType,
    action: filters.action,
    since: filters.from ? (fromEdmontonLocal(`${filters.from}T00:00`) ?? null) : null,
    until: filters.to ? (fromEdmontonLocal(`${nextDay(filters.to)}T00:00`) ?? null) : null,
  };
}
