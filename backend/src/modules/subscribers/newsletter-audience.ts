import type { EntityManager } from '@mikro-orm/postgresql';
import { textArrayLiteral, type SqlQuery } from '../../common/sql-query.js';
import { Subscriber, SubscriberStatus } from './subscriber.entity.js';

/** Live CASL consent: an express one in the ledger, confirmed and not withdrawn (consent-record). */
const LIVE_CONSENT = `exists (
  select 1 from subscriber_consents c
   where c.subscriber_id = s.id and c.type = 'express'
     and c.confirmed_at is not null and c.withdrawn_at is null)`;

/**
 * Who a newsletter goes to, as a query mailings/ selects from: the confirmed newsletter recipients
 * (not those on a waitlist only) who chose one of `topics` (every one when none), with the columns `id`, `email` and
 * `live_consent`; `liveConsentOnly` keeps those with live consent alone.
 */
export function newsletterAudience(
  topics: readonly string[],
  { liveConsentOnly = false }: { liveConsentOnly?: boolean } = {},
): SqlQuery {
  const list = textArrayLiteral(topics);
  return {
    sql: `select s.id, s.email, ${LIVE_CONSENT} as live_consent
            from subscribers s
           where s.status = 'confirmed' and s.newsletter
             and (cardinality(?::text[]) = 0 or s.preferences && ?::text[])
             ${liveConsentOnly ? `and ${LIVE_CONSENT}` : ''}`,
    params: [list, list],
  };
}

/**
 * The subscriber, if still a confirmed newsletter recipient now: a mailing's message is written
 * when their turn comes.
 */
export async function confirmedSubscriber(
  em: EntityManager,
  id: number,
): Promise<Subscriber | null> {
  const subscriber = await em.findOne(Subscriber, { id });
  return subscriber?.status === SubscriberStatus.CONFIRMED && subscriber.newsletter
    ? subscriber
    : null;
}
