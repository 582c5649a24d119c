import { ADMIN_SECTIONS } from '../../../features/admin/sections';

/** Messages per page of the list ("Load more" reads the next). */
export const OUTBOX_PAGE_SIZE = 25;

/** One message of the outbox: /admin/outbox/{id}. */
export const outboxMessagePath = (id: string) => `${ADMIN_SECTIONS.outbox.path}/${id}`;
