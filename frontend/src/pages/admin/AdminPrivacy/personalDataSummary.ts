import type {
  AdminErasePersonalDataMutation,
  AdminPersonalDataQuery,
} from '../../../graphql/generated/admin-subscribers/graphql';

export type PersonalData = NonNullable<AdminPersonalDataQuery['personalData']>;
export type Erased = NonNullable<
  NonNullable<AdminErasePersonalDataMutation['erasePersonalData']>['erased']
>;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What erasing `data` removes, as the confirmation lists it (kinds with none left out). */
export function erasureItems(data: PersonalData): string[] {
  const items: [number, string, string][] = [
    [data.subscriber ? 1 : 0, 'newsletter subscription', 'newsletter subscriptions'],
    [data.consents.length, 'consent record', 'consent records'],
    [data.contacts.length, 'contact message', 'contact messages'],
    [data.deliveries.length, 'delivery ledger row', 'delivery ledger rows'],
    [data.outboxMessages.length, 'outbox message', 'outbox messages'],
    [data.historyMentions, 'history entry naming it', 'history entries naming it'],
  ];
  return items.filter(([n]) => n > 0).map(([n, one, many]) => count(n, one, many));
}

/** "Erased 1 subscriber, 2 consent records, …" after an erasure. */
export function erasedSentence(erased: Erased): string {
  return `Erased ${[
    count(erased.subscribers, 'subscriber', 'subscribers'),
    count(erased.consents, 'consent record', 'consent records'),
    count(erased.contacts, 'contact message', 'contact messages'),
    count(erased.deliveries, 'delivery', 'deliveries'),
    count(erased.outboxMessages, 'outbox message', 'outbox messages'),
    ...(erased.historyEntries
      ? [count(erased.historyEntries, 'history entry', 'history entries')]
      : []),
  ].join(', ')}. The address is now suppressed.`;
}

/**
 * The access request's answer as a JSON file: everything kept about the address, as the API gave
 * it (without Apollo's type names), with when it was made.
 */
export function personalDataJson(data: PersonalData, now: Date = new Date()): string {
  const plain = JSON.parse(
    JSON.stringify(data, (key, value: unknown) => (key === '__typename' ? undefined : value)),
  ) as PersonalData;
  return JSON.stringify({ exportedAt: now.toISOString(), ...plain }, null, 2);
}

/** "personal-data-marie.tremblay-example.com.json". */
export function personalDataFilename(email: string): string {
  return `personal-data-${email.replace(/[^a-z0-9.-]+/gi, '-')}.json`;
}
