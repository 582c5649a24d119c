import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeImageAsset } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { UNREADABLE_IMAGE } from './image-asset.service.js';

let t: TestApp;
let uploadDir: string;
let token: string;
const BUILT_IN = [
  '/images/fields/canola-bloom.svg',
  '/images/tote.svg',
  '/images/team/harold-brandvold.svg',
];

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'prairie-variants-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir }, { seed: 'settings' });
  token = await adminToken(t.app);
  // Built-in pictures listed in the image manager, as the seed lists some.
  for (const path of BUILT_IN) await makeImageAsset(t.db, path);
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

/** A smooth gradient photo stand-in: encodes quickly, unlike noise. */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#6a9f4b' } });
}

function upload(name: string, bytes: Buffer, fileName: string) {
  return request(t.app)
    .post('/api/admin/images')
    .set('authorization', `Bearer ${token}`)
    .field('name', name)
    .field('category', 'Field')
    .attach('file', bytes, fileName);
}

const ASSET_FIELDS = 'id path width height variants { url format width height }';

type Variant = { url: string; format: 'AVIF' | 'WEBP'; width: number; height: number };
type Asset = { id: string; path: string; width: number; height: number; variants: Variant[] };

async function listed(path: string): Promise<Asset | undefined> {
  const body = await gql(
    t.app,
    `{ imageAssets(first: 100) { edges { node { ${ASSET_FIELDS} } } } }`,
  );
  expect(body.errors).toBeUndefined();
  const assets = body.data!.imageAssets.edges.map((edge: { node: Asset }) => edge.node);
  return (assets as Asset[]).find((a) => a.path === path);
}

describe('uploading a raster image', () => {
  it('stores its size and AVIF and WebP variants at 480, 960 and 1600 px, never wider', async () => {
    const res = await upload('Canola swath', await picture(2400, 1200).png().toBuffer(), 'a.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 2400, height: 1200 });
    const stem = res.body.path.replace(/\.png$/, '');
    const expected = [480, 960, 1600].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        url: `${stem}-${width}w.${format}`,
        format: format.toUpperCase(),
        width,
        height: width / 2,
      })),
    );
    expect(res.body.variants).toEqual(expected);
    expect(await listed(res.body.path)).toEqual({
      id: String(res.body.id),
      path: res.body.path,
      width: 2400,
      height: 1200,
      variants: expected,
    });

    for (const variant of expected) {
      const served = await request(t.app).get(variant.url).expect(200);
      expect(served.headers['content-type']).toBe(`image/${variant.format.toLowerCase()}`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const size = await sharp(served.body as Buffer).metadata();
      expect([size.width, size.height]).toEqual([variant.width, variant.height]);
    }
  });

  it('makes one variant per format at the original width when it is narrower than 1600 px', async () => {
    const res = await upload('Pea rows', await picture(1000, 750).jpeg().toBuffer(), 'b.jpg');
    expect(res.status).toBe(201);
    const variants = res.body.variants as Variant[];
    expect(variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['AVIF', 480, 360],
      ['WEBP', 480, 360],
      ['AVIF', 960, 720],
      ['WEBP', 960, 720],
      ['AVIF', 1000, 750],
      ['WEBP', 1000, 750],
    ]);
  });

  it('measures a phone photo upright, as the browser shows it (EXIF orientation)', async () => {
    // Stored 600 × 400, shown rotated a quarter turn: 400 × 600.
    const photo = await picture(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload('Soil core', photo, 'c.jpg');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 400, height: 600 });
    expect(res.body.variants.map((v: Variant) => [v.width, v.height])).toEqual([
      [400, 600],
      [400, 600],
    ]);
  });

  it('keeps a GIF as it is (it may be animated): size, no variants', async () => {
    const gif = await picture(64, 48).gif().toBuffer();
    const res = await upload('Spinner', gif, 'd.gif');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 64, height: 48, variants: [] });
  });

  it('refuses a damaged file that only starts like a PNG, and stores nothing', async () => {
    const before = await readdir(uploadDir);
    const good = await picture(100, 100).png().toBuffer();
    const damaged = Buffer.concat([good.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await upload('Damaged', damaged, 'e.png').expect(400);
    expect(res.body).toEqual({ message: UNREADABLE_IMAGE, errors: { file: UNREADABLE_IMAGE } });
    expect(await readdir(uploadDir)).toEqual(before);
  });
});

describe('deleting an uploaded image', () => {
  it('removes the original and every variant', async () => {
    const res = await upload('Gone', await picture(1200, 800).webp().toBuffer(), 'f.webp');
    const files = [res.body.path, ...res.body.variants.map((v: Variant) => v.url)].map(
      (url: string) => join(uploadDir, url.slice('/uploads/'.length)),
    );
    expect(files).toHaveLength(7);
    for (const file of files) expect(existsSync(file)).toBe(true);

    const body = await gql(
      t.app,
      'mutation ($id: ID!) { deleteImageAsset(id: $id) { deletedId } }',
      { id: String(res.body.id) },
      token,
    );
    expect(body).toEqual({ data: { deleteImageAsset: { deletedId: String(res.body.id) } } });
    for (const file of files) expect(existsSync(file)).toBe(false);
    await request(t.app).get(res.body.variants[0].url).expect(404);
  });
});

describe('built-in images', () => {
  it('have the size of their SVG file and the raster copies shipped beside it', async () => {
    const scene = await listed('/images/fields/canola-bloom.svg');
    expect(scene).toMatchObject({ width: 800, height: 450 });
    expect(scene!.variants.map((v) => v.url)).toEqual(
      [480, 800, 1600].flatMap((w) => [
        `/images/fields/canola-bloom-${w}w.avif`,
        `/images/fields/canola-bloom-${w}w.webp`,
      ]),
    );
    expect(await listed('/images/tote.svg')).toMatchObject({ width: 480, height: 360 });
    expect(await listed('/images/team/harold-brandvold.svg')).toMatchObject({
      width: 320,
      height: 320,
    });
  });
});
