import { type InMemoryCache, type TypePolicies } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { relayStylePagination } from '@apollo/client/utilities';
import { useState } from 'react';
import { ADMIN_SECTIONS, type AdminSection, type RecordSection } from './sections';

/**
 * How the cache stores the admin lists that screens extend with "Load more": `fetchMore` with
 * `after` appends the next page's edges to the list already on screen, and a read without `after`
 * (a refetch) starts it again.
 *
 * Each content type's list comes from its entry in the section table (`list`: `admin<Many>`, one
 * list per search unless the section names more arguments, such as a tab), so a new section's list
 * needs no line here. The lists that are no section's records are written out: contacts keeps one
 * list per set of filters, imageAssets one per category, auditEvents one per set of filters,
 * outboxMessages one, and a newsletter mailing's deliveries one per status.
 *
 * Public pages page no list (the newsletter list reads one page; the home page's latest edition is
 * `first: 1`, kept apart by its arguments), so these policies load with the admin area (and its
 * section table) and stay out of the public entry.
 */
export function adminTypePolicies(sections: Readonly<Record<string, AdminSection>>): TypePolicies {
  const recordLists = Object.values(sections)
    .filter((section): section is RecordSection => 'list' in section)
    .map(({ list }) => [list.field, relayStylePagination([...list.args])] as const);
  return {
    Query: {
      fields: {
        ...Object.fromEntries(recordLists),
        contacts: relayStylePagination(['search', 'status', 'businessType', 'from', 'to']),
        imageAssets: relayStylePagination(['category']),
        auditEvents: relayStylePagination(['actor', 'recordType', 'action', 'since', 'until']),
        outboxMessages: relayStylePagination(),
      },
    },
    NewsletterMailing: {
      fields: {
        deliveries: relayStylePagination(['status']),
      },
    },
  };
}

/** The admin's policies, from its sections (ADMIN_SECTIONS). */
export const ADMIN_TYPE_POLICIES: TypePolicies = adminTypePolicies(ADMIN_SECTIONS);

/** Adds the admin lists' policies to the page's cache, once, before the admin screens query. */
export function useAdminTypePolicies(): void {
  const client = useApolloClient();
  useState(() => (client.cache as InMemoryCache).policies.addTypePolicies(ADMIN_TYPE_POLICIES));
}
