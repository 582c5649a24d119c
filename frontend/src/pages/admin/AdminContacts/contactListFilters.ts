import type {
  AdminContactsQueryVariables,
  BusinessType,
  ContactStatus,
} from '../../../graphql/generated/admin-contacts/graphql';

/** Submissions a page of the list holds; "Load more" reads the next. */
export const CONTACTS_PAGE_SIZE = 20;

/** The filters of the list as the admin set them: the search as typed, days as YYYY-MM-DD. */
export interface ContactFilterValues {
  search: string;
  /** New or handled messages only; null for all. */
  status: ContactStatus | null;
  businessType: BusinessType | null;
  from: string;
  to: string;
}

export const NO_FILTERS: ContactFilterValues = {
  search: '',
  status: null,
  businessType: null,
  from: '',
  to: '',
};

/** Whether any filter narrows the list (white space alone in the search does not). */
export function isFiltered(filters: ContactFilterValues): boolean {
  return Boolean(
    filters.search.trim() || filters.status || filters.businessType || filters.from || filters.to,
  );
}

/**
 * The variables of AdminContacts for `filters`: the screen sends these and the mocks answer
 * them, so the two cannot drift. An unset filter is null, which the API reads as "any".
 */
export function contactsVariables(
  filters: ContactFilterValues,
  after?: string,
): AdminContactsQueryVariables {
  return {
    first: CONTACTS_PAGE_SIZE,
    search: filters.search.trim() || null,
    status: filters.status,
    businessType: filters.businessType,
    from: filters.from || null,
    to: filters.to || null,
    ...(after ? { after } : {}),
  };
}
