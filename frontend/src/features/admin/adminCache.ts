import { type InMemoryCache, type TypePolicies } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { relayStylePagination } from '@apollo/client/utilities';
import { useState } from 'react';

/**
 * How the cache stores the admin lists that screens extend with "Load more": `fetchMore` with
 * `after` appends the next page's edges to the list already on screen, and a read without `after`
 * (a refetch) starts it again. contacts keeps one list per set of filters, imageAssets one per
 * category, adminNewsletters one per search and state, adminProducts one per search and category,
 * adminTestimonials one per search, adminTeamMembers one per group and search, adminTechnologies
 * one per search, adminCertificationCards one per search, adminDocuments one per tab and search,
 * auditEvents one per set of filters, outboxMessages one, and a newsletter mailing's deliveries
 * one per status. Public pages page no list
 * (the newsletter list reads one page; the home page's latest edition is `first: 1`, kept apart by
 * its arguments), so these policies load with the admin area and stay out of the public entry.
 */
export const ADMIN_TYPE_POLICIES: TypePolicies = {
  Query: {
    fields: {
      contacts: relayStylePagination(['search', 'status', 'businessType', 'from', 'to']),
      imageAssets: relayStylePagination(['category']),
      adminNewsletters: relayStylePagination(['search', 'state']),
      auditEvents: relayStylePagination(['actor', 'recordType', 'action', 'since', 'until']),
      adminProducts: relayStylePagination(['search', 'category']),
      adminTestimonials: relayStylePagination(['search']),
      adminTeamMembers: relayStylePagination(['group', 'search']),
      adminTechnologies: relayStylePagination(['search']),
      adminCertificationCards: relayStylePagination(['search']),
      adminDocuments: relayStylePagination(['kind', 'search']),
      adminFertilizerProducts: relayStylePagination(['search']),
      adminFoliarProducts: relayStylePagination(['search']),
      outboxMessages: relayStylePagination(),
    },
  },
  NewsletterMailing: {
    fields: {
      deliveries: relayStylePagination(['status']),
    },
  },
};

/** Adds the admin lists' policies to the page's cache, once, before the admin screens query. */
export function useAdminTypePolicies(): void {
  const client = useApolloClient();
  useState(() => (client.cache as InMemoryCache).policies.addTypePolicies(ADMIN_TYPE_POLICIES));
}
