import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeCertificationCard } from '../../test/factories.js';
import { gql } from '../../test/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  await makeCertificationCard(t.db, { title: 'Quality Management', validUntil: '2026' });
  await makeCertificationCard(t.db, {
    title: 'Organic Inputs',
    description: 'Listed for organic production in three markets.',
    validUntil: '2025',
    expandable: true,
    subtypes: [
      { name: 'Prairie Organic', description: 'Listed by the prairie board.' },
      { name: 'Coastal Organic', description: 'Listed on the coast.', available: false },
      { name: 'Northern Organic', description: 'Listed up north.' },
    ],
  });
});
afterAll(() => t.close());

it('certificationCards gives the cards in order, an expandable one with its subtypes', async () => {
  const body = await gql(
    t.app,
    '{ certificationCards { title description validUntil validThrough expandable subtypes { name description available } } }',
  );
  expect(body.errors).toBeUndefined();
  expect(body.data!.certificationCards).toEqual([
    {
      title: 'Quality Management',
      description: 'Audited every year by an accredited body.',
      validUntil: '2026',
      // The stated year as a Date: its last day.
      validThrough: '2026-12-31',
      expandable: false,
      subtypes: [],
    },
    {
      title: 'Organic Inputs',
      description: 'Listed for organic production in three markets.',
      validUntil: '2025',
      validThrough: '2025-12-31',
      expandable: true,
      subtypes: [
        { name: 'Prairie Organic', description: 'Listed by the prairie board.', available: true },
        { name: 'Coastal Organic', description: 'Listed on the coast.', available: false },
        { name: 'Northern Organic', description: 'Listed up north.', available: true },
      ],
    },
  ]);
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
  expect(await expired()).toEqual([false, false]);
  vi.setSystemTime(new Date('2026-01-01T07:00:00Z'));
  expect(await expired()).toEqual([false, true]);
});
