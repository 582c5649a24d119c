import { readdir } from 'node:fs/promises';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { createUploadTestApp, MINIMAL_PDF as PDF, type UploadTestApp } from '../../test/uploads.js';
import { deleteImage, itRestoresVersions, storeImage } from '../../test/restore.js';
import { Product } from './product.entity.js';
import { AuditAction, AuditEvent, RecordVersion } from '../history/index.js';

let t: UploadTestApp;
let token: string;

beforeAll(async () => {
  t = await createUploadTestApp('products', {}, { seed: 'settings' });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

const FIELDS = 'id name slug category description features imageUrl version';
const CREATE = `mutation ($input: ProductInput!) {
  createProduct(input: $input) { product { ${FIELDS} } userErrors { field message code } }
}`;
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: ProductInput!) {
  updateProduct(id: $id, expectedVersion: $v, input: $input) {
    product { ${FIELDS} } userErrors { field message code }
  }
}`;
const DELETE = `mutation ($id: ID!, $v: Int!, $confirm: Boolean) {
  deleteProduct(id: $id, expectedVersion: $v, confirm: $confirm) {
    deletedId userErrors { field message code }
  }
}`;
const LIST = `query ($search: String, $category: ProductCategory, $first: Int, $after: String) {
  adminProducts(search: $search, category: $category, first: $first, after: $after) {
    edges { node { id name } } pageInfo { hasNextPage endCursor } totalCount
  }
}`;

/** A product of this test's own, so tests pass in any order. */
function input(name = `Prairie Grow ${Math.random().toString(36).slice(2, 8)}`) {
  return {
    name,
    category: 'SOIL_HEALTH',
    description: 'A humic blend that feeds soil life through the season.',
    features: ['Builds organic matter', 'Holds moisture in sandy soils'],
    imageUrl: '/images/products/elite-phos.svg',
  };
}

interface Saved {
  id: string;
  name: string;
  slug: string;
  version: number;
  features: string[];
}

async function create(fields: Record<string, unknown> = input()): Promise<Saved> {
  const body = await gql(t.app, CREATE, { input: fields }, token);
  expect(body.errors).toBeUndefined();
  expect(body.data!.createProduct.userErrors).toEqual([]);
  return body.data!.createProduct.product as Saved;
}

describe('product editing', () => {
  it('matches its migration: the schema has nothing left to change for products', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff).not.toMatch(/"products"/);
  });

  it('refuses the admin operations without a token', async () => {
    const body = await gql(t.app, CREATE, { input: input() });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const list = await gql(t.app, LIST, {});
    expect(list.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates a product that the site, the REST list and /products.json show at once', async () => {
    const product = await create();
    expect(product).toMatchObject({
      version: 1,
      slug: product.name.toLowerCase().replace(/ /g, '-'),
    });
    const rest = await request(t.app).get(`/api/products/${product.id}`).expect(200);
    expect(rest.body).toMatchObject({ name: product.name, category: 'Soil Health' });
    const json = await request(t.app).get('/products.json').expect(200);
    expect(json.body.map((p: { name: string }) => p.name)).toContain(product.name);
  });

  it('saves an edit over the version it started from, with a version and an audit row', async () => {
    const product = await create();
    // Read once first, so a cached answer would show if the save did not clear it.
    await request(t.app).get(`/api/products/${product.id}`).expect(200);
    const name = `${product.name} Plus`;
    const fields = { ...input(name), features: ['  Feeds soil life  ', 'Holds moisture'] };
    const body = await gql(t.app, UPDATE, { id: product.id, v: 1, input: fields }, token);
    expect(body.data!.updateProduct).toMatchObject({
      userErrors: [],
      product: { name, version: 2, features: ['Feeds soil life', 'Holds moisture'] },
    });
    const rest = await request(t.app).get(`/api/products/${product.id}`).expect(200);
    expect(rest.body).toMatchObject({ name, features: ['Feeds soil life', 'Holds moisture'] });

    const em = t.db.orm.em.fork();
    const versions = await em.find(RecordVersion, { recordType: 'product', recordId: +product.id });
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    expect(versions.find((v) => v.version === 2)!.changedFields).toEqual(
      expect.arrayContaining(['name', 'slug', 'features']),
    );
    const audit = await em.find(AuditEvent, { recordType: 'product', recordId: +product.id });
    expect(audit.map((a) => [a.action, a.actor])).toEqual(
      expect.arrayContaining([
        ['CREATE', 'admin'],
        ['UPDATE', 'admin'],
      ]),
    );
  });

  it("refuses a save over someone else's newer version with when it changed", async () => {
    const product = await create();
    await gql(t.app, UPDATE, { id: product.id, v: 1, input: input(`${product.name} A`) }, token);
    const late = await gql(
      t.app,
      UPDATE,
      { id: product.id, v: 1, input: input(`${product.name} B`) },
      token,
    );
    const [error] = late.data!.updateProduct.userErrors;
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/^Changed by someone else at \d\d:\d\d: review their changes$/);
    const rest = await request(t.app).get(`/api/products/${product.id}`).expect(200);
    expect(rest.body.name).toBe(`${product.name} A`);
  });

  it('answers field errors with the API messages and stores nothing', async () => {
    const before = (await request(t.app).get('/api/products').expect(200)).body.length;
    const body = await gql(
      t.app,
      CREATE,
      { input: { ...input(' '), features: ['Good', ' '], description: '' } },
      token,
    );
    expect(body.data!.createProduct.product).toBeNull();
    expect(body.data!.createProduct.userErrors).toEqual(
      expect.arrayContaining([
        { field: ['input', 'name'], message: 'Name is required', code: 'REQUIRED' },
        { field: ['input', 'description'], message: 'Description is required', code: 'REQUIRED' },
        {
          field: ['input', 'features'],
          message: 'A feature cannot be empty: write it or remove it',
          code: 'REQUIRED',
        },
      ]),
    );
    const image = await gql(
      t.app,
      CREATE,
      { input: { ...input(), imageUrl: '/uploads/00000000-0000-0000-0000-000000000000.png' } },
      token,
    );
    expect(image.data!.createProduct.userErrors).toEqual([
      {
        field: ['input', 'imageUrl'],
        message: 'Image must be an image of the image manager',
        code: 'INVALID',
      },
    ]);
    const repeated = await gql(
      t.app,
      CREATE,
      { input: { ...input(), features: ['Feeds soil life', ' Feeds soil life '] } },
      token,
    );
    expect(repeated.data!.createProduct.userErrors).toEqual([
      { field: ['input', 'features'], message: 'Each feature must be different', code: 'INVALID' },
    ]);
    // The name of another product, in other case and spacing.
    const other = await create(input('Prairie Phos Starter'));
    const taken = await gql(t.app, CREATE, { input: input('prairie  PHOS starter') }, token);
    expect(taken.data!.createProduct.userErrors).toEqual([
      {
        field: ['input', 'name'],
        message: 'Another product has this name (or the same address): choose another',
        code: 'INVALID',
      },
    ]);
    const after = (await request(t.app).get('/api/products').expect(200)).body;
    expect(after.map((p: { id: number }) => String(p.id))).toEqual([
      ...after.slice(0, before).map((p: { id: number }) => String(p.id)),
      other.id,
    ]);
  });

  it('lists products for the admin, searched by name or category, a page at a time', async () => {
    const word = `Zq${Math.random().toString(36).slice(2, 7)}`;
    const [a, b] = [await create(input(`${word} One`)), await create(input(`${word} Two`))];
    const first = await gql(t.app, LIST, { search: word.toLowerCase(), first: 1 }, token);
    expect(first.data!.adminProducts).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      edges: [{ node: { id: a.id } }],
    });
    const after = first.data!.adminProducts.pageInfo.endCursor;
    const second = await gql(t.app, LIST, { search: word, first: 1, after }, token);
    expect(second.data!.adminProducts.edges).toEqual([{ node: { id: b.id, name: b.name } }]);
    const organic = await create({ ...input(), category: 'ORGANIC_SOLUTIONS' });
    const byCategory = await gql(t.app, LIST, { search: 'organic solutions', first: 50 }, token);
    const listed = await request(t.app).get('/api/products?category=Organic%20Solutions');
    expect(byCategory.data!.adminProducts.edges.map((e: { node: Saved }) => e.node.id)).toEqual(
      listed.body.map((p: { id: number }) => String(p.id)),
    );
    expect(byCategory.data!.adminProducts.totalCount).toBe(1);
    expect(listed.body.map((p: { id: number }) => String(p.id))).toEqual([organic.id]);
  });
});

describe('deleting a product', () => {
  it('deletes one nothing refers to; its address answers 404', async () => {
    const product = await create();
    const body = await gql(t.app, DELETE, { id: product.id, v: 1 }, token);
    expect(body.data!.deleteProduct).toEqual({ deletedId: product.id, userErrors: [] });
    await request(t.app).get(`/api/products/${product.id}`).expect(404);
    const audit = await t.db.orm.em.fork().find(AuditEvent, {
      recordType: 'product',
      recordId: +product.id,
      action: AuditAction.DELETE,
    });
    expect(audit).toHaveLength(1);
  });

  it('refuses to delete one with documents until confirmed, naming them', async () => {
    const documented = await makeProduct(t.db, {
      name: 'Documented Blend',
      certifications: [
        { type: 'CFIA Fertilizer Registration', documentUrl: '' },
        { type: 'OMRI Listed', documentUrl: '' },
      ],
      safetyDataSheet: '/documents/sds/elite-phos-sds.pdf',
    });
    const id = String(documented.id);
    const v = documented.version;
    const refused = await gql(t.app, DELETE, { id, v }, token);
    expect(refused.data!.deleteProduct.deletedId).toBeNull();
    expect(refused.data!.deleteProduct.userErrors[0].message).toBe(
      'Documented Blend has 2 certifications (CFIA Fertilizer Registration, OMRI Listed) and its safety data sheet: confirm to delete them with it',
    );
    await request(t.app).get(`/api/products/${id}`).expect(200);

    const done = await gql(t.app, DELETE, { id, v, confirm: true }, token);
    expect(done.data!.deleteProduct).toEqual({ deletedId: id, userErrors: [] });
    await request(t.app).get(`/api/products/${id}`).expect(404);
    const docs = await gql(t.app, '{ documents(kind: SAFETY_DATA_SHEET) { productId } }');
    expect(docs.data!.documents.map((d: { productId: string }) => d.productId)).not.toContain(id);
    await request(t.app).get(`/api/products/${id}/certifications`).expect(404);
  });
});

describe("a product's documents", () => {
  const base = (id: string) => `/api/admin/products/${id}`;

  it('adds, replaces and removes a certification with its PDF, each a new version', async () => {
    const product = await create();
    const added = await request(t.app)
      .post(`${base(product.id)}/certifications`)
      .set('authorization', `Bearer ${token}`)
      .field('expectedVersion', '1')
      .field('type', 'OMRI Listed')
      .attach('file', PDF, { filename: 'omri.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect(added.body).toMatchObject({ version: 2, safetyDataSheetUrl: '' });
    const [certification] = added.body.certifications;
    expect(certification).toMatchObject({ type: 'OMRI Listed' });
    await request(t.app).get(certification.documentUrl).expect(200).expect('content-type', /pdf/);
    const publicCerts = await request(t.app).get(`/api/products/${product.id}/certifications`);
    expect(publicCerts.body).toEqual([certification]);

    const replaced = await request(t.app)
      .post(`${base(product.id)}/certifications/${certification.id}/pdf`)
      .set('authorization', `Bearer ${token}`)
      .field('expectedVersion', '2')
      .attach('file', PDF, { filename: 'omri-2027.pdf', contentType: 'application/pdf' })
      .expect(200);
    const newUrl = replaced.body.certifications[0].documentUrl;
    expect(newUrl).not.toBe(certification.documentUrl);
    await request(t.app).get(certification.documentUrl).expect(404);

    await request(t.app)
      .delete(`${base(product.id)}/certifications/${certification.id}?expectedVersion=3`)
      .set('authorization', `Bearer ${token}`)
      .expect(200, {
        id: Number(product.id),
        version: 4,
        certifications: [],
        safetyDataSheetUrl: '',
      });
    expect(await readdir(t.uploadDir)).not.toContain(newUrl.split('/').pop());
  });

  it('refuses a "PDF" that is not one, a file over the cap and an old version', async () => {
    const product = await create();
    const notPdf = await request(t.app)
      .post(`${base(product.id)}/safety-data-sheet`)
      .set('authorization', `Bearer ${token}`)
      .field('expectedVersion', '1')
      .attach('file', Buffer.from('<html>hello</html>'), {
        filename: 'sheet.pdf',
        contentType: 'application/pdf',
      })
      .expect(400);
    expect(notPdf.body.message).toBe('The file is not a PDF');

    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 1)]);
    const tooLarge = await request(t.app)
      .post(`${base(product.id)}/safety-data-sheet`)
      .set('authorization', `Bearer ${token}`)
      .field('expectedVersion', '1')
      .attach('file', big, { filename: 'sheet.pdf', contentType: 'application/pdf' })
      .expect(413);
    expect(tooLarge.body.message).toBe('The PDF is larger than 1 MB');

    const files = await readdir(t.uploadDir);
    const stale = await request(t.app)
      .post(`${base(product.id)}/certifications`)
      .set('authorization', `Bearer ${token}`)
      .field('expectedVersion', '7')
      .field('type', 'CFIA Fertilizer Registration')
      .attach('file', PDF, { filename: 'cfia.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(stale.body.message).toMatch(/^Changed by someone else at/);
    // The refused upload's file was removed again.
    expect(await readdir(t.uploadDir)).toEqual(files);

    const noType = await request(t.app)
      .post(`${base(product.id)}/certifications`)
      .set('authorization', `Bearer ${token}`)
      .field('expectedVersion', '1')
      .attach('file', PDF, { filename: 'cfia.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(noType.body.message).toBe('Certification type is required');

    await request(t.app)
      .post(`${base(product.id)}/safety-data-sheet`)
      .field('expectedVersion', '1')
      .attach('file', PDF, { filename: 'sheet.pdf', contentType: 'application/pdf' })
      .expect(401);
  });

  it('adds and removes a safety data sheet shown on the product and /documentation', async () => {
    const product = await create();
    const put = await request(t.app)
      .post(`${base(product.id)}/safety-data-sheet`)
      .set('authorization', `Bearer ${token}`)
      .field('expectedVersion', '1')
      .attach('file', PDF, { filename: 'sheet.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect(put.body.safetyDataSheetUrl).toMatch(/^\/uploads\/.+\.pdf$/);
    const q = 'query ($id: ID!) { product(id: $id) { version safetyDataSheet { title fileUrl } } }';
    const shown = await gql(t.app, q, { id: product.id });
    expect(shown.data!.product).toEqual({
      version: 2,
      safetyDataSheet: {
        title: `${product.name} Safety Data Sheet`,
        fileUrl: put.body.safetyDataSheetUrl,
      },
    });
    await request(t.app)
      .delete(`${base(product.id)}/safety-data-sheet?expectedVersion=2`)
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    const gone = await gql(t.app, q, { id: product.id });
    expect(gone.data!.product).toEqual({ version: 3, safetyDataSheet: null });
    const versions = await t.db.orm.em
      .fork()
      .find(RecordVersion, { recordType: 'product', recordId: +product.id, version: 3 });
    expect(versions[0].changedFields).toEqual(['safetyDataSheet']);
  });
});

describe('restoring a version of a product', () => {
  itRestoresVersions({
    name: 'Product',
    recordType: 'product',
    entity: Product,
    fields: FIELDS,
    app: () => t,
    token: () => token,
    first: async () => ({ ...input(), imageUrl: await storeImage(t) }),
    second: (first) => ({
      ...first,
      name: `${String(first.name)} Plus`,
      features: ['Builds organic matter'],
      imageUrl: '/images/products/elite-phos.svg',
    }),
    spoil: async (first) => {
      await deleteImage(t, String(first.imageUrl));
      return { field: 'imageUrl', message: 'Image must be an image of the image manager' };
    },
  });

  it('restores a version without an image, and one with no features', async () => {
    const product = await create({ ...input(), imageUrl: null, features: [] });
    const renamed = { ...input(`${product.name} Two`), imageUrl: null };
    const saved = await gql(t.app, UPDATE, { id: product.id, v: 1, input: renamed }, token);
    expect(saved.data!.updateProduct.userErrors).toEqual([]);
    const body = await gql(
      t.app,
      `mutation ($id: ID!) {
        restoreProductVersion(id: $id, expectedVersion: 2, version: 1) {
          product { ${FIELDS} } userErrors { field message code }
        }
      }`,
      { id: product.id },
      token,
    );
    expect(body.data!.restoreProductVersion).toMatchObject({
      product: { name: product.name, imageUrl: '', features: [], version: 3 },
      userErrors: [],
    });
  });
});
