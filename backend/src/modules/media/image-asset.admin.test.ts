import { MikroORM } from '@mikro-orm/postgresql';
import jwt from 'jsonwebtoken';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../../db/orm.config.js';
import { createGraphQL } from '../../graphql/server.js';
import { createApp } from '../../http/app.js';
import { PUBLIC_DIR } from '../../http/static-files.js';
import { createLogger } from '../../logger.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/app.js';
import { makeImageAsset } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { JWT_AUDIENCE, JWT_ISSUER } from '../auth/index.js';
import { ENTITIES, RESOLVERS } from '../index.js';
import { ImageCategory } from './image-asset.entity.js';
import { createRequestScope } from '../../composition/request-scope.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let t: TestApp;
let uploadDir: string;
let token: string;
/** The built-in pictures this file lists in the image manager before any upload. */
const BUILT_IN = ['/images/fields/canola-bloom.svg', '/images/tote.svg'];

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'prairie-uploads-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir }, { seed: 'settings' });
  token = await adminToken(t.app);
  await makeImageAsset(t.db, BUILT_IN[0], {
    name: 'Canola Field',
    category: ImageCategory.FIELD,
    tags: ['canola'],
  });
  await makeImageAsset(t.db, BUILT_IN[1], { name: 'Tote' });
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const expiredToken = () =>
  jwt.sign({ username: 'admin', role: 'admin' }, TEST_JWT_SECRET, {
    algorithm: 'HS256',
    subject: '1',
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
    expiresIn: -10,
  });
const tampered = (good: string) => `${good.slice(0, -4)}AAAA`;

const ASSETS =
  '{ imageAssets(first: 100) { edges { node { id path name category description tags } } } }';
const UPDATE = `mutation ($id: ID!, $input: ImageAssetInput!) {
  updateImageAsset(id: $id, input: $input) {
    imageAsset { id path name category description tags }
    userErrors { field message code }
  }
}`;
const DELETE =
  'mutation ($id: ID!) { deleteImageAsset(id: $id) { deletedId userErrors { field message code } } }';

type Asset = {
  id: string;
  path: string;
  name: string;
  category: string;
  description: string;
  tags: string[];
};
async function assets(): Promise<Asset[]> {
  const body = await gql(t.app, ASSETS);
  return body.data!.imageAssets.edges.map((edge: { node: Asset }) => edge.node);
}

function upload(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const req = request(t.app).post('/api/admin/images').set('authorization', `Bearer ${token}`);
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  if (file) req.attach('file', file.bytes, file.name);
  return req;
}

describe('admin-only image operations', () => {
  it('refuse a missing, tampered or expired token on GraphQL and REST, and change nothing', async () => {
    // What is stored before, whatever other tests of this file did first.
    const before = await assets();
    const filesBefore = await readdir(uploadDir);
    const [first] = before;
    const input = { name: 'Hacked', category: 'OTHER' };
    for (const bad of [undefined, tampered(token), expiredToken()]) {
      const update = await gql(t.app, UPDATE, { id: first.id, input }, bad);
      expect(update.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      // An invalid input does not turn a refused token into a user error.
      const invalid = await gql(
        t.app,
        UPDATE,
        { id: first.id, input: { ...input, name: '' } },
        bad,
      );
      expect(invalid.data).toEqual({ updateImageAsset: null });
      expect(invalid.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      const del = await gql(t.app, DELETE, { id: first.id }, bad);
      expect(del.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      const rest = request(t.app).post('/api/admin/images').field('name', 'x');
      if (bad) rest.set('authorization', `Bearer ${bad}`);
      const res = await rest.field('category', 'Other').attach('file', PNG, 'a.png');
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/Authentication required|invalid or has expired/);
    }
    // A token in a query string or a cookie is not a bearer header: still refused.
    const inQuery = await request(t.app)
      .post(`/api/admin/images?token=${token}`)
      .set('cookie', `token=${token}`)
      .field('name', 'x');
    expect(inQuery.status).toBe(401);
    expect(await assets()).toEqual(before);
    expect(await readdir(uploadDir)).toEqual(filesBefore);
  });
});

describe('updateImageAsset', () => {
  it('saves name, category, description and tags (blank and repeated tags dropped)', async () => {
    const [first] = await assets();
    const body = await gql(
      t.app,
      UPDATE,
      {
        id: first.id,
        input: {
          name: '  Canola at Vegreville ',
          category: 'CONSULTATION',
          description: 'Line one\nline two',
          tags: ['canola', ' ', 'canola', ' bloom '],
        },
      },
      token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateImageAsset).toEqual({
      imageAsset: {
        id: first.id,
        path: first.path,
        name: 'Canola at Vegreville',
        category: 'CONSULTATION',
        description: 'Line one\nline two',
        tags: ['canola', 'bloom'],
      },
      userErrors: [],
    });
    expect((await assets())[0]).toEqual(body.data!.updateImageAsset.imageAsset);
  });

  it('answers a blank name and too many or too long tags as user errors, and saves nothing', async () => {
    const [first] = await assets();
    const bad = await gql(
      t.app,
      UPDATE,
      {
        id: first.id,
        input: { name: ' ', category: 'OTHER', tags: ['t'.repeat(41)], description: 'Changed' },
      },
      token,
    );
    expect(bad.errors).toBeUndefined();
    expect(bad.data!.updateImageAsset).toEqual({
      imageAsset: null,
      userErrors: [
        { field: ['input', 'name'], message: 'Name is required', code: 'REQUIRED' },
        {
          field: ['input', 'tags'],
          message: 'Each tag must be at most 40 characters',
          code: 'TOO_LONG',
        },
      ],
    });
    const many = await gql(
      t.app,
      UPDATE,
      {
        id: first.id,
        input: { name: 'Many', category: 'OTHER', tags: [...'abcdefghijklmnopqrstu'] },
      },
      token,
    );
    expect(many.data!.updateImageAsset.userErrors).toEqual([
      { field: ['input', 'tags'], message: 'At most 20 tags', code: 'TOO_LONG' },
    ]);
    expect((await assets())[0]).toEqual(first);
  });

  it('refuses an unknown category as a request error and a missing image as NOT_FOUND', async () => {
    const [first] = await assets();
    // Not one of the enum's values: GraphQL refuses it before the resolver, without a payload.
    const category = await gql(
      t.app,
      UPDATE,
      { id: first.id, input: { name: 'X', category: 'Cats' } },
      token,
    );
    expect(category.data).toBeUndefined();
    expect(category.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const missing = await gql(
      t.app,
      UPDATE,
      { id: '99999', input: { name: 'X', category: 'OTHER' } },
      token,
    );
    expect(missing.data).toEqual({ updateImageAsset: null });
    expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(missing.errors![0].message).toBe('Image not found');
    expect((await assets())[0]).toEqual(first);
  });
});

describe('POST /api/admin/images and /uploads', () => {
  it('stores a PNG under a generated name, lists it after the built-in images and serves it safely', async () => {
    const res = await upload(
      {
        name: 'Drone Survey',
        category: 'Technology',
        description: 'NDVI map',
        tags: 'drone, ndvi, drone,',
      },
      { bytes: PNG, name: '../../evil name.png' },
    ).expect(201);
    expect(res.body).toMatchObject({
      name: 'Drone Survey',
      category: 'Technology',
      description: 'NDVI map',
      tags: ['drone', 'ndvi'],
    });
    expect(res.body.path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    // The original and its AVIF and WebP copies (at its own width: it is narrower than 480 px).
    // (Only this upload's files: other tests of the file may have stored theirs first.)
    const stem = res.body.path.slice('/uploads/'.length, -'.png'.length);
    expect((await readdir(uploadDir)).filter((file) => file.startsWith(stem)).sort()).toEqual(
      [`${stem}-1w.avif`, `${stem}-1w.webp`, `${stem}.png`].sort(),
    );
    expect(res.body).toMatchObject({ width: 1, height: 1 });

    const list = await assets();
    // Built-in pictures first (those other tests of the file left), then uploads, newest last.
    const paths = list.map((a) => a.path);
    const builtIn = paths.filter((path) => !path.startsWith('/uploads/'));
    expect(paths.slice(0, builtIn.length)).toEqual(builtIn);
    expect(builtIn.length).toBeGreaterThan(0);
    expect(builtIn.every((path) => BUILT_IN.includes(path))).toBe(true);
    expect(list.at(-1)!.path).toBe(res.body.path);

    const served = await request(t.app).get(res.body.path).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
  });

  it('recognises the type by content: a GIF named .png is stored as .gif', async () => {
    const res = await upload(
      { name: 'Tiny', category: 'Other' },
      { bytes: GIF, name: 'photo.png' },
    ).expect(201);
    expect(res.body.path).toMatch(/\.gif$/);
    const served = await request(t.app).get(res.body.path).expect(200);
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('refuses text or SVG named like an image with 400, and stores nothing', async () => {
    const before = await readdir(uploadDir);
    for (const [bytes, name] of [
      [Buffer.from('just text, not a picture'), 'notes.png'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
      ],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'x.jpg'],
    ] as const) {
      const res = await upload({ name: 'Bad', category: 'Other' }, { bytes, name }).expect(400);
      expect(res.body.message).toBe(
        'The file is not a JPG, PNG, GIF or WEBP image (checked by its content, not its name)',
      );
    }
    expect(await readdir(uploadDir)).toEqual(before);
    expect((await assets()).some((a) => a.name === 'Bad')).toBe(false);
  });

  it('answers 413 JSON for a file over 5 MB and 400 without a file or with bad fields', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload({ name: 'Big', category: 'Other' }, { bytes: big, name: 'b.png' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({
      message: 'The image is larger than 5 MB',
      errors: { file: 'The image is larger than 5 MB' },
    });
    const noFile = await upload({ name: 'None', category: 'Other' }).expect(400);
    expect(noFile.body.message).toBe('Choose an image file to upload');
    const badFields = await upload({ name: '', category: 'Cats' }, { bytes: PNG, name: 'a.png' });
    expect(badFields.status).toBe(400);
    expect(badFields.body.errors).toMatchObject({ name: 'Name is required' });
    const unknownField = await upload(
      { name: 'A', category: 'Other', path: '/images/tote.svg' },
      { bytes: PNG, name: 'a.png' },
    ).expect(400);
    expect(unknownField.body.errors).toEqual({ path: 'Unknown field "path"' });
  });

  it('serves an uploaded image from a second app instance on the same database (a restart)', async () => {
    const res = await upload({ name: 'Kept', category: 'Field' }, { bytes: PNG, name: 'k.png' });
    const orm = await MikroORM.init(
      ormConfig({ clientUrl: t.db.url, entities: ENTITIES, allowGlobalContext: true }),
    );
    const logger = createLogger('silent');
    const graphql = await createGraphQL(RESOLVERS, logger);
    try {
      const restarted = createApp({
        config: t.config,
        logger,
        orm,
        graphql,
        requestScope: createRequestScope,
      });
      await request(restarted).get(res.body.path).expect(200).expect('content-type', 'image/png');
      const listed = await gql(restarted, ASSETS);
      const paths = listed.data!.imageAssets.edges.map((edge: { node: Asset }) => edge.node.path);
      expect(paths).toContain(res.body.path);
    } finally {
      await graphql.apollo.stop();
      await orm.close(true);
    }
  });
});

describe('deleteImageAsset', () => {
  it('removes an uploaded image with its file', async () => {
    const res = await upload(
      { name: 'Temporary', category: 'Other' },
      { bytes: PNG, name: 't.png' },
    );
    const file = join(uploadDir, res.body.path.slice('/uploads/'.length));
    expect(existsSync(file)).toBe(true);
    const body = await gql(t.app, DELETE, { id: String(res.body.id) }, token);
    expect(body).toEqual({
      data: { deleteImageAsset: { deletedId: String(res.body.id), userErrors: [] } },
    });
    expect(existsSync(file)).toBe(false);
    await request(t.app).get(res.body.path).expect(404);
    expect((await assets()).some((a) => a.id === String(res.body.id))).toBe(false);
    const again = await gql(t.app, DELETE, { id: String(res.body.id) }, token);
    expect(again.data).toEqual({ deleteImageAsset: null });
    expect(again.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('removes a built-in image by its row only: the committed file stays', async () => {
    const tote = (await assets()).find((a) => a.path === '/images/tote.svg')!;
    const body = await gql(t.app, DELETE, { id: tote.id }, token);
    expect(body.errors).toBeUndefined();
    expect((await assets()).some((a) => a.path === '/images/tote.svg')).toBe(false);
    expect(existsSync(join(PUBLIC_DIR, 'images', 'tote.svg'))).toBe(true);
    await request(t.app).get('/images/tote.svg').expect(200);
  });
});
