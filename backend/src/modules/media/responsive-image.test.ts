import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  makeNewsletter,
  makeProduct,
  makeTeamMember,
  makeTechnology,
  makeVideo,
  makeVideoCategory,
} from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';

let t: TestApp;
let uploadDir: string;
let uploaded: { path: string; variants: unknown[] };
/** The edition whose cover is on another site. */
let elsewhere: string;
const queries: string[] = [];

const IMAGE = 'url width height variants { url format width height }';

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'prairie-responsive-'));
  t = await createTestApp(
    { UPLOAD_DIR: uploadDir },
    { seed: 'settings', onQuery: (sql) => queries.push(sql) },
  );
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#c8a040' },
  })
    .jpeg()
    .toBuffer();
  const res = await request(t.app)
    .post('/api/admin/images')
    .set('authorization', `Bearer ${await adminToken(t.app)}`)
    .field('name', 'Tote on the yard')
    .field('category', 'Product')
    .attach('file', photo, 'tote.jpg')
    .expect(201);
  uploaded = res.body;
  // Two products pictured by the upload, one by a built-in drawing 480 × 360.
  await makeProduct(t.db, { imageUrl: uploaded.path });
  await makeProduct(t.db, { imageUrl: uploaded.path });
  await makeProduct(t.db, { imageUrl: '/images/products/elite-gro.svg' });
  // The newest edition with a built-in cover, an older one with a cover on another site.
  await makeNewsletter(t.db, {
    date: new Date('2025-11-15T18:00:00Z'),
    imageUrl: '/images/newsletters/2025-11.svg',
  });
  const old = await makeNewsletter(t.db, {
    date: new Date('2024-11-15T18:00:00Z'),
    imageUrl: 'https://example.com/cover.jpg',
  });
  elsewhere = String(old.id);
  await makeTeamMember(t.db, { imageUrl: '/images/team/amrit-gill.svg' });
  await makeTeamMember(t.db, { imageUrl: '/images/team/curtis-nakamura.svg' });
  await makeVideo(t.db, await makeVideoCategory(t.db));
  await makeTechnology(t.db, {
    key: 'technology',
    images: ['/images/technology/nanosorb.svg', '/images/technology/micro-extraction.svg'],
    imageAlts: ['Carriers', 'Extraction'],
  });
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('the image fields of the site', () => {
  it('give uploads their measured size and variants, built-in SVGs their size and raster copies', async () => {
    const body = await gql(t.app, `{ products { id imageUrl image { ${IMAGE} } } }`);
    expect(body.errors).toBeUndefined();
    const [first, second, third] = body.data!.products;
    expect(first.image).toEqual({
      url: uploaded.path,
      width: 1200,
      height: 900,
      variants: uploaded.variants,
    });
    expect(first.image.variants).toHaveLength(6);
    expect(second.image).toEqual(first.image);
    // A built-in drawing 480 × 360: AVIF and WebP at 1x and 2x, beside its SVG.
    const stem = third.imageUrl.replace(/\.svg$/, '');
    expect(third.image).toEqual({
      url: third.imageUrl,
      width: 480,
      height: 360,
      variants: [480, 960].flatMap((width) =>
        ['AVIF', 'WEBP'].map((format) => ({
          url: `${stem}-${width}w.${format.toLowerCase()}`,
          format,
          width,
          height: (width * 3) / 4,
        })),
      ),
    });
    // And the server serves them, with their types.
    for (const { url, format } of third.image.variants) {
      await request(t.app)
        .get(url)
        .expect(200)
        .expect('Content-Type', `image/${format.toLowerCase()}`);
    }
  });

  it('look all uploads of a list up in one query, and built-in images in none', async () => {
    queries.length = 0;
    await gql(t.app, `{ products { image { ${IMAGE} } } }`);
    expect(queries.filter((sql) => sql.includes('image_assets'))).toHaveLength(1);
    queries.length = 0;
    await gql(t.app, `{ teamMembers { image { ${IMAGE} } } }`);
    expect(queries.filter((sql) => sql.includes('image_assets'))).toHaveLength(0);
  });

  it('cover newsletters, team portraits, video thumbnails and technology images', async () => {
    const body = await gql(
      t.app,
      `{
        newsletters(first: 100) { edges { node { id image { ${IMAGE} } } } }
        teamMembers { image { width height } }
        videos { thumbnail { width height } }
        technology(key: "technology") { images responsiveImages { url width height } }
      }`,
    );
    expect(body.errors).toBeUndefined();
    const { teamMembers, videos, technology } = body.data!;
    const newsletters = body.data!.newsletters.edges.map((edge: { node: unknown }) => edge.node);
    // An image on another site has no size the server could know.
    expect(newsletters.find((n: { id: string }) => n.id === elsewhere).image).toEqual({
      url: 'https://example.com/cover.jpg',
      width: null,
      height: null,
      variants: [],
    });
    expect(newsletters[0].image).toMatchObject({ width: 800, height: 450 });
    expect(newsletters[0].image.variants.map((v: { width: number }) => v.width)).toEqual([
      480, 480, 800, 800, 1600, 1600,
    ]);
    expect(teamMembers).toEqual([
      { image: { width: 320, height: 320 } },
      { image: { width: 320, height: 320 } },
    ]);
    expect(videos).toEqual([{ thumbnail: { width: 640, height: 360 } }]);
    expect(technology.responsiveImages.map((i: { url: string }) => i.url)).toEqual(
      technology.images,
    );
    expect(technology.responsiveImages).toHaveLength(2);
    for (const image of technology.responsiveImages) {
      expect(image).toMatchObject({ width: 800, height: 450 });
    }
  });
});
