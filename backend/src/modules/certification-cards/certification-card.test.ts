import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('certificationCards gives the four cards of the spec with the organic subtypes', async () => {
  const body = await gql(
    t.app,
    '{ certificationCards { title description validUntil validThrough expandable subtypes { name description available } } }',
  );
  expect(body.errors).toBeUndefined();
  const cards = body.data!.certificationCards;
  expect(cards.map((c: { title: string; validUntil: string }) => [c.title, c.validUntil])).toEqual([
    ['ISO 9001:2015', '2026'],
    ['Organic Input Materials', '2025'],
    ['Good Laboratory Practice', '2025'],
    ['Agricultural Inputs Registration', '2026'],
  ]);
  // The stated year as a Date: its last day.
  expect(cards.map((c: { validThrough: string }) => c.validThrough)).toEqual([
    '2026-12-31',
    '2025-12-31',
    '2025-12-31',
    '2026-12-31',
  ]);
  expect(cards.filter((c: { expandable: boolean }) => c.expandable)).toHaveLength(1);
  expect(cards[1].subtypes.map((s: { name: string }) => s.name)).toEqual([
    'OMRI',
    'EU organic',
    'USDA NOP',
    'Japanese standard',
    'Canada Organic Regime',
  ]);
  expect(cards[0].subtypes).toEqual([]);
});

afterEach(() => {
  vi.useRealTimers();
});

it('marks a card valid "until 2025" expired from 1 January 2026 in Edmonton', async () => {
  const expired = async () =>
    (
      await gql(t.app, '{ certificationCards { validUntil expired } }')
    ).data!.certificationCards.map((c: { expired: boolean }) => c.expired);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T06:59:00Z')); // 23:59 on 31 December in Edmonton
  expect(await expired()).toEqual([false, false, false, false]);
  vi.setSystemTime(new Date('2026-01-01T07:00:00Z'));
  expect(await expired()).toEqual([false, true, true, false]);
});
