import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_DIR } from '../config.js';
import { SHARING_BACKGROUND } from '../modules/media/index.js';
import { Newsletter } from '../modules/newsletters/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { makeNewsletter, makeProduct } from '../test/factories.js';
import { adminToken, gql } from '../test/graphql.js';
import { createDraft, hiddenEditions, publish } from '../test/newsletters.js';
import { sharingImagePath } from './sharing-images.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

async function jpeg(path: string) {
  const res = await request(t.app).get(path).expect(200);
  expect(res.type).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  const body = res.body as Buffer;
  return { res, body, metadata: await sharp(body).metadata() };
}

/** The colour of one pixel of a JPEG, as [r, g, b]. */
async function pixel(image: Buffer, left: number, top: number): Promise<number[]> {
  const { data } = await sharp(image)
    .extract({ left, top, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

const hex = (rgb: number[]) => rgb.map((c) => c.toString(16).padStart(2, '0')).join('');
/** Near `colour`: JPEG moves flat colours by a few levels. */
const near = (rgb: number[], colour: string) =>
  rgb.every((c, i) => Math.abs(c - parseInt(colour.slice(1 + 2 * i, 3 + 2 * i), 16)) <= 6);

describe('sharing images', () => {
  it("draws a newsletter's 16:9 cover as a 1200×630 JPEG, letterboxed on the site's background", async () => {
    // A 16:9 cover, drawn by the site.
    const newsletter = await makeNewsletter(t.db, { imageUrl: '/images/newsletters/2025-11.svg' });
    const cover = await sharp(join(PUBLIC_DIR, newsletter.imageUrl)).metadata();
    const { body, metadata } = await jpeg(sharingImagePath('newsletter', newsletter.id));
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Scaled to the full height, never stretched: the bands beside it are the background...
    const drawnWidth = Math.round((630 * cover.width) / cover.height);
    expect(drawnWidth).toBeLessThan(1200);
    const band = (1200 - drawnWidth) / 2;
    expect(near(await pixel(body, 2, 315), SHARING_BACKGROUND)).toBe(true);
    expect(near(await pixel(body, 1197, 315), SHARING_BACKGROUND)).toBe(true);
    // ...and the cover's own colours start where the picture does.
    const inside = await pixel(body, Math.ceil(band) + 4, 315);
    expect(hex(inside)).not.toBe(hex(await pixel(body, 2, 315)));
    expect(near(inside, SHARING_BACKGROUND)).toBe(false);
  });

  it("draws a product's packaging the same way", async () => {
    // A 4:3 drawing of a tote.
    const product = await makeProduct(t.db, { imageUrl: '/images/tote.svg' });
    const { metadata, body } = await jpeg(sharingImagePath('product', product.id));
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect((await sharp(body).stats()).isOpaque).toBe(true);
  });

  it('answers 304 to its ETag, and a new ETag once the record is saved again', async () => {
    const edition = await publish(t.app, token, await createDraft(t.app, token));
    const path = sharingImagePath('newsletter', edition.id);
    const { res } = await jpeg(path);
    await request(t.app).get(path).set('if-none-match', res.headers.etag).expect(304);

    const saved = await gql(
      t.app,
      `mutation ($id: ID!, $v: Int!, $input: NewsletterInput!) {
        updateNewsletter(id: $id, expectedVersion: $v, input: $input) { userErrors { message } }
      }`,
      {
        id: edition.id,
        v: edition.version,
        input: {
          title: edition.title,
          date: new Date().toISOString(),
          summary: 'A new cover.',
          content: 'Body',
          imageUrl: '/images/newsletters/2026-02.svg',
        },
      },
      token,
    );
    expect(saved.data!.updateNewsletter.userErrors).toEqual([]);
    const again = await jpeg(path);
    expect(again.res.headers.etag).not.toBe(res.headers.etag);
    await request(t.app).get(path).set('if-none-match', res.headers.etag).expect(200);
  });

  it('answers 404 for an unknown id, a draft and a scheduled edition', async () => {
    const { draft, scheduled } = await hiddenEditions(t.app, token);
    for (const path of [
      sharingImagePath('newsletter', 999999),
      sharingImagePath('newsletter', 'abc'),
      sharingImagePath('product', 999999),
      sharingImagePath('newsletter', draft.id),
      sharingImagePath('newsletter', scheduled.id),
    ]) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).not.toBe('public, max-age=86400');
    }
  });

  it('answers 404 for a cover outside the site, which it never fetches', async () => {
    const edition = await publish(t.app, token, await createDraft(t.app, token));
    // Older records may hold a URL (the field is "Image path or URL"); the editor no longer allows it.
    await t.db.orm.em.fork().nativeUpdate(
      Newsletter,
      { id: Number(edition.id) },
      {
        imageUrl: 'http://127.0.0.1:9/cover.jpg',
      },
    );
    const res = await request(t.app).get(sharingImagePath('newsletter', edition.id)).expect(404);
    expect(res.body).toEqual({ message: 'This page has no sharing image' });
  });
});
