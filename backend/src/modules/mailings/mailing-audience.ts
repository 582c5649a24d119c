import { suppressedSql } from '../mail/index.js';

/**
 * Who a mailing goes to, in one place: confirmed subscribers (narrowed to those who chose one of
 * `topics`, when given), never an address the server refused for good (bounced) or one erased
 * and suppressed. `$topics` is the query's text[] parameter, bound twice.
 */
export const AUDIENCE_FROM = `
  from subscribers s
  where s.status = 'confirmed'
    and (cardinality(?::text[]) = 0 or s.preferences && ?::text[])
    and not exists (
      select 1 from mail_deliveries b
       where lower(b.recipient) = lower(s.email) and b.status = 'bounced')
    and not ${suppressedSql('s.email')}`;

/** Live CASL consent: express, confirmed and not withdrawn (subscribers/consent-record). */
export const LIVE_CONSENT = `exists (
  select 1 from subscriber_consents c
   where c.subscriber_id = s.id and c.type = 'express'
     and c.confirmed_at is not null and c.withdrawn_at is null)`;

export function audienceParams(topics: readonly string[]): unknown[] {
  const list = `{${topics.map((topic) => `"${topic.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return [list, list];
}
