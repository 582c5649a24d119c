import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentChanges } from '../../db/content-changes.js';
import { createLogger } from '../../logger.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { PUBLIC_ENTITIES } from '../index.js';
import { EditLock } from './edit-lock.entity.js';
import { EDIT_LOCK_TTL_MS, EditLockService, type LockOwner } from './edit-lock.service.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
});

const office: LockOwner = { username: 'office', sessionKey: 'tab-office-1' };
const field: LockOwner = { username: 'field', sessionKey: 'tab-field-1' };
/** Each test locks a record of its own, so they pass in any order. */
let nextRecord = 1000;
const record = () => nextRecord++;

/** A clock the test moves by hand. */
function clock(start = '2026-11-26T20:55:00.000Z') {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const service = (now: () => Date) => new EditLockService(t.db.orm.em.fork(), now);

describe('EditLockService', () => {
  it('gives a free record to the first editor and shows their lock to the next', async () => {
    const time = clock();
    const id = record();
    const mine = await service(time.now).acquire('newsletter', id, office);
    expect(mine).toMatchObject({ holder: 'office', mine: true, since: time.now() });

    time.advance(10_000);
    const theirs = await service(time.now).acquire('newsletter', id, field);
    expect(theirs).toMatchObject({
      holder: 'office',
      mine: false,
      since: new Date('2026-11-26T20:55:00.000Z'),
    });
  });

  it('keeps the lock alive with heartbeats, its start unchanged', async () => {
    const time = clock();
    const id = record();
    await service(time.now).acquire('newsletter', id, office);
    // Longer than one lifetime in all, but never longer than one without a beat.
    for (let beat = 0; beat < 4; beat++) {
      time.advance(30_000);
      const lock = await service(time.now).heartbeat('newsletter', id, office);
      expect(lock).toMatchObject({ mine: true, since: new Date('2026-11-26T20:55:00.000Z') });
      expect(lock!.expiresAt).toEqual(new Date(time.now().getTime() + EDIT_LOCK_TTL_MS));
    }
    const other = await service(time.now).acquire('newsletter', id, field);
    expect(other).toMatchObject({ holder: 'office', mine: false });
  });

  it('expires on its own when no heartbeat came, and the next editor takes it', async () => {
    const time = clock();
    const id = record();
    await service(time.now).acquire('newsletter', id, office);
    time.advance(EDIT_LOCK_TTL_MS - 1000);
    expect(await service(time.now).acquire('newsletter', id, field)).toMatchObject({
      holder: 'office',
      mine: false,
    });
    time.advance(2000);
    expect(await service(time.now).acquire('newsletter', id, field)).toMatchObject({
      holder: 'field',
      mine: true,
      since: time.now(),
    });
  });

  it('tells two tabs of one account apart by their session key', async () => {
    const time = clock();
    const id = record();
    await service(time.now).acquire('newsletter', id, office);
    const secondTab = { username: 'office', sessionKey: 'tab-office-2' };
    expect(await service(time.now).acquire('newsletter', id, secondTab)).toMatchObject({
      holder: 'office',
      mine: false,
    });
  });

  it('lets another editor take over, and the first one learns it at the next heartbeat', async () => {
    const time = clock();
    const id = record();
    await service(time.now).acquire('newsletter', id, office);
    time.advance(15 * 60_000 - 30_000);
    await service(time.now).heartbeat('newsletter', id, office);
    time.advance(30_000);
    const taken = await service(time.now).acquire('newsletter', id, field, true);
    expect(taken).toMatchObject({ holder: 'field', mine: true, since: time.now() });

    time.advance(5000);
    const told = await service(time.now).heartbeat('newsletter', id, office);
    expect(told).toMatchObject({ holder: 'field', mine: false, since: taken!.since });
    // The old holder's goodbye does not free the new holder's lock.
    expect(await service(time.now).release('newsletter', id, office)).toBe(false);
    expect(await service(time.now).acquire('newsletter', id, office)).toMatchObject({
      holder: 'field',
    });
  });

  it('frees the record on release', async () => {
    const time = clock();
    const id = record();
    await service(time.now).acquire('newsletter', id, office);
    expect(await service(time.now).release('newsletter', id, office)).toBe(true);
    expect(await service(time.now).acquire('newsletter', id, field)).toMatchObject({
      holder: 'field',
      mine: true,
    });
  });

  it('keeps locks of different record types apart', async () => {
    const time = clock();
    const id = record();
    await service(time.now).acquire('newsletter', id, office);
    expect(await service(time.now).acquire('product', id, field)).toMatchObject({ mine: true });
  });

  it('gives a record to exactly one of many editors opening it at once', async () => {
    const time = clock();
    const id = record();
    const editors = Array.from({ length: 8 }, (_, n) => ({
      username: `editor${n}`,
      sessionKey: `tab-editor-${n}`,
    }));
    const locks = await Promise.all(
      editors.map((editor) => service(time.now).acquire('newsletter', id, editor)),
    );
    const holders = new Set(locks.map((lock) => lock!.holder));
    expect(holders.size).toBe(1);
    expect(locks.filter((lock) => lock!.mine)).toHaveLength(1);

    // An expired lock, taken by many at once: again exactly one.
    time.advance(EDIT_LOCK_TTL_MS + 1);
    const again = await Promise.all(
      editors.map((editor) => service(time.now).acquire('newsletter', id, editor)),
    );
    expect(again.filter((lock) => lock!.mine)).toHaveLength(1);
    expect(new Set(again.map((lock) => lock!.holder)).size).toBe(1);
  });
});

const FIELDS =
  'lock { recordType recordId holder since expiresAt mine } userErrors { field message code }';
const ACQUIRE = `mutation ($type: String!, $id: ID!, $key: String!, $takeOver: Boolean) {
  acquireEditLock(recordType: $type, recordId: $id, sessionKey: $key, takeOver: $takeOver) { ${FIELDS} }
}`;
const HEARTBEAT = `mutation ($type: String!, $id: ID!, $key: String!) {
  heartbeatEditLock(recordType: $type, recordId: $id, sessionKey: $key) { ${FIELDS} }
}`;
const RELEASE = `mutation ($type: String!, $id: ID!, $key: String!) {
  releaseEditLock(recordType: $type, recordId: $id, sessionKey: $key) { released userErrors { field message code } }
}`;

describe('edit lock mutations', () => {
  it('are for admins only', async () => {
    const vars = { type: 'newsletter', id: '1', key: 'tab-anonymous' };
    for (const query of [ACQUIRE, HEARTBEAT, RELEASE]) {
      const body = await gql(t.app, query, vars);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await t.db.orm.em.fork().find(EditLock, { sessionKey: vars.key })).toEqual([]);
  });

  it('acquire, take over, heartbeat and release through GraphQL as the signed-in admin', async () => {
    const id = String(record());
    const first = await gql(t.app, ACQUIRE, { type: 'newsletter', id, key: 'tab-first-0' }, token);
    expect(first.data!.acquireEditLock).toMatchObject({
      lock: { recordType: 'newsletter', recordId: id, holder: 'admin', mine: true },
      userErrors: [],
    });
    const vars = { type: 'newsletter', id, key: 'tab-second-0' };
    const second = await gql(t.app, ACQUIRE, vars, token);
    expect(second.data!.acquireEditLock.lock).toMatchObject({ mine: false, holder: 'admin' });
    const taken = await gql(t.app, ACQUIRE, { ...vars, takeOver: true }, token);
    expect(taken.data!.acquireEditLock.lock).toMatchObject({ mine: true });

    const beat = await gql(t.app, HEARTBEAT, { ...vars, key: 'tab-first-0' }, token);
    expect(beat.data!.heartbeatEditLock.lock).toMatchObject({
      mine: false,
      since: taken.data!.acquireEditLock.lock.since,
    });
    const released = await gql(t.app, RELEASE, vars, token);
    expect(released.data!.releaseEditLock).toEqual({ released: true, userErrors: [] });
  });

  it('answers bad arguments as user errors', async () => {
    const body = await gql(t.app, ACQUIRE, { type: 'News Letter', id: 'abc', key: 'x' }, token);
    const errors = body.data!.acquireEditLock.userErrors as { field: string[] }[];
    expect(body.data!.acquireEditLock.lock).toBeNull();
    expect(errors.map((error) => error.field)).toEqual(
      expect.arrayContaining([['recordType'], ['sessionKey']]),
    );
    const badId = await gql(
      t.app,
      ACQUIRE,
      { type: 'newsletter', id: '0', key: 'tab-bad-id' },
      token,
    );
    expect(badId.data!.acquireEditLock).toEqual({
      lock: null,
      userErrors: [
        {
          field: ['recordId'],
          message: 'Record id must be a positive whole number',
          code: 'INVALID',
        },
      ],
    });
  });

  it('never clears the page caches', async () => {
    expect(PUBLIC_ENTITIES.has('EditLock')).toBe(false);
    const changes = new ContentChanges(t.db.orm, {
      isPublicContent: (name) => PUBLIC_ENTITIES.has(name),
      logger: createLogger('silent'),
    });
    await changes.start();
    try {
      const before = changes.generation;
      const vars = { type: 'newsletter', id: String(record()), key: 'tab-cache-0' };
      await gql(t.app, ACQUIRE, vars, token);
      await gql(t.app, HEARTBEAT, vars, token);
      await gql(t.app, ACQUIRE, { ...vars, key: 'tab-cache-1', takeOver: true }, token);
      await gql(t.app, RELEASE, { ...vars, key: 'tab-cache-1' }, token);
      // Give a (wrong) notice time to arrive before checking that none did.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(changes.generation).toBe(before);

      // The same feed does move for public content (a new newsletter), so it was listening.
      const created = await gql(
        t.app,
        `mutation ($input: NewsletterInput!) { createNewsletter(input: $input) { userErrors { message } } }`,
        {
          input: {
            title: 'Lock cache control',
            date: '2026-03-01T15:00:00.000Z',
            summary: 'A control edition.',
            content: 'Body.',
          },
        },
        token,
      );
      expect(created.data!.createNewsletter.userErrors).toEqual([]);
      expect(changes.generation).toBeGreaterThan(before);
    } finally {
      await changes.close();
    }
  });
});
