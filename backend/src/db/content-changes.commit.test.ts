import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { PUBLIC_ENTITIES } from '../modules/index.js';
import { Testimonial } from '../modules/testimonials/index.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { makeTestimonial } from '../test/factories.js';
import { ContentChanges } from './content-changes.js';

let db: TestDatabase;
let changes: ContentChanges;
/** The public content both tests write. */
let testimonialId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'settings' });
  testimonialId = (await makeTestimonial(db)).id;
  changes = new ContentChanges(db.orm, {
    isPublicContent: (name) => PUBLIC_ENTITIES.has(name),
    logger: createLogger('silent'),
  });
  // The flush hooks only, no LISTEN: what moves the generation here is this instance's own path,
  // not a notice coming back from PostgreSQL.
  db.orm.em.getEventManager().registerSubscriber(changes);
});
afterAll(() => db.drop());

it('clears this instance’s caches when a transaction that wrote public content commits', async () => {
  const before = changes.generation;
  await db.orm.em.fork().transactional(async (em) => {
    const testimonial = await em.findOneOrFail(Testimonial, testimonialId);
    testimonial.content = `${testimonial.content} `;
    await em.flush();
    // Not before the commit: a reader meanwhile would cache what may still roll back.
    expect(changes.generation).toBe(before);
  });
  expect(changes.generation).toBe(before + 1);
});

it('leaves them alone when the transaction rolls back', async () => {
  const before = changes.generation;
  await expect(
    db.orm.em.fork().transactional(async (em) => {
      const testimonial = await em.findOneOrFail(Testimonial, testimonialId);
      testimonial.content = `${testimonial.content}!`;
      await em.flush();
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(changes.generation).toBe(before);
});
