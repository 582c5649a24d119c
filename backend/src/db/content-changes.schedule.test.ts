import type { MikroORM } from '@mikro-orm/postgresql';
import { afterEach, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.js';
import { ContentChanges } from './content-changes.js';

// changesAt and checkDue touch neither the database nor the listener: no ORM is needed.
const changes = () =>
  new ContentChanges(undefined as unknown as MikroORM, {
    isPublicContent: () => true,
    logger: createLogger('silent'),
  });

afterEach(() => vi.useRealTimers());

it('clears the caches at the first read once a scheduled change is due, and once only', () => {
  vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date'] });
  const feed = changes();
  const cleared = vi.fn();
  feed.onChange(cleared);
  feed.changesAt(new Date('2026-03-01T13:00:00Z'));

  feed.checkDue();
  expect(feed.generation).toBe(0);
  expect(cleared).not.toHaveBeenCalled();

  vi.setSystemTime(new Date('2026-03-01T13:00:00Z'));
  expect(feed.generation).toBe(1);
  feed.checkDue();
  expect(feed.generation).toBe(1);
  expect(cleared).toHaveBeenCalledTimes(1);
});

it('forgets a schedule that is no longer there', () => {
  vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date'] });
  const feed = changes();
  feed.changesAt(new Date('2026-03-01T12:30:00Z'));
  feed.changesAt(undefined);
  vi.setSystemTime(new Date('2026-03-01T14:00:00Z'));
  expect(feed.generation).toBe(0);
});
