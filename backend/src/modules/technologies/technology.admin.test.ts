import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeProduct, makeTechnology } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AuditAction, AuditEvent, RecordVersion } from '../history/index.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
  await makeProduct(t.db, { name: 'Prairie Starter' });
  await makeProduct(t.db, { name: 'Kelp Tonic' });
});
afterAll(() => t.close());

const FIELDS = `id key name title shortDescription summary fullDescription steps { title text }
  images imageAlts benefits applications developerQuote relatedProducts { name } version`;
const ERRORS = 'userErrors { field message code }';
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: TechnologyInput!) {
  updateTechnology(id: $id, expectedVersion: $v, input: $input) { technology { ${FIELDS} } ${ERRORS} }
}`;
const RESTORE = `mutation ($id: ID!, $v: Int!, $version: Int!) {
  restoreTechnologyVersion(id: $id, expectedVersion: $v, version: $version) { technology { ${FIELDS} } ${ERRORS} }
}`;
const ADMIN_LIST = `query ($search: String, $first: Int, $after: String) {
  adminTechnologies(search: $search, first: $first, after: $after) {
    edges { node { id key } } pageInfo { hasNextPage endCursor } totalCount
  }
}`;

/** A user error on a field of the input ("steps.0.text"). */
const problem = (field: string, message: string, code: string) => ({
  field: ['input', ...field.split('.')],
  message,
  code,
});

const input = (title = 'Carrier Technology') => ({
  name: 'Carrier',
  title,
  shortDescription: 'A carrier that puts nutrients where the plant takes them up.',
  summary: 'Nutrients ride on small carriers to the leaf and the root.',
  fullDescription: ['First paragraph.', 'Second paragraph.'],
  steps: [
    { title: 'Load', text: 'Nutrients are bound to the carrier.' },
    { title: 'Deliver', text: 'The carrier reaches the root hair.' },
  ],
  images: ['/images/technology/nanosorb.svg'],
  imageAlts: ['Carriers around a root hair'],
  benefits: ['Better uptake', 'Lower rates'],
  applications: ['Foliar feeding'],
  developerQuote: 'Feed the crop, not the soil chemistry.',
  relatedProducts: ['prairie starter', 'Kelp Tonic'],
});

/** A technology entry of this test only, under a key of its own, as the seeder would add it. */
async function fixture(title = 'Seeded Title'): Promise<{ id: string; key: string }> {
  const entry = await makeTechnology(t.db, {
    ...input(title),
    relatedProducts: ['Prairie Starter'],
  });
  return { id: String(entry.id), key: entry.key };
}

const publicEntry = async (key: string) =>
  (await gql(t.app, `query ($key: String!) { technology(key: $key) { ${FIELDS} } }`, { key })).data!
    .technology;

describe('technology editing', () => {
  it('matches its migration: the schema has nothing left to change for the entries', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff).not.toContain('"technology_contents"');
  });

  it('saves every field; the public entry follows, with a version and an audit row', async () => {
    const { id, key } = await fixture();
    const saved = await gql(t.app, UPDATE, { id, v: 1, input: input('Edited Title') }, token);
    expect(saved.data!.updateTechnology.userErrors).toEqual([]);
    expect(saved.data!.updateTechnology.technology).toMatchObject({ key, version: 2 });
    expect(await publicEntry(key)).toMatchObject({
      title: 'Edited Title',
      steps: input().steps,
      // Named as the products are named, whatever the case typed.
      relatedProducts: [{ name: 'Prairie Starter' }, { name: 'Kelp Tonic' }],
    });
    const em = t.db.orm.em.fork();
    const versions = await em.find(
      RecordVersion,
      { recordType: 'technology', recordId: +id },
      { orderBy: { version: 'asc' } },
    );
    // The entry as it was built in, kept at its first save so that it can be restored.
    expect(versions.map((v) => [v.version, v.author])).toEqual([
      [1, 'built-in content'],
      [2, 'admin'],
    ]);
    expect(versions[0].snapshot.title).toBe('Seeded Title');
    expect(versions[1].changedFields).toEqual(['title', 'relatedProducts']);
    expect(versions[1].snapshot.steps).toBe(
      'Load\nNutrients are bound to the carrier.\n\nDeliver\nThe carrier reaches the root hair.',
    );
    const audit = await em.find(AuditEvent, { recordType: 'technology', recordId: +id });
    expect(audit.map((a) => a.action)).toEqual([AuditAction.UPDATE]);
  });

  it('refuses bad fields with a message per field, lists and steps included', async () => {
    const { id, key } = await fixture();
    const bad = await gql(
      t.app,
      UPDATE,
      {
        id,
        v: 1,
        input: {
          ...input(),
          title: '  ',
          fullDescription: [],
          benefits: ['Good', ''],
          applications: ['x'.repeat(301)],
          steps: [{ title: 'Load', text: '' }],
          images: ['https://example.com/a.png'],
        },
      },
      token,
    );
    expect(bad.data!.updateTechnology.userErrors).toEqual([
      problem('title', 'Title is required', 'REQUIRED'),
      problem('fullDescription', 'Add at least one paragraph', 'REQUIRED'),
      problem('steps.0.text', 'Step text is required', 'REQUIRED'),
      problem('images', 'Each image must be an image of the image manager', 'INVALID_FORMAT'),
      problem('benefits', 'A benefit cannot be empty: write it or remove it', 'REQUIRED'),
      problem('applications', 'Each application must be at most 300 characters', 'TOO_LONG'),
    ]);
    const unknown = await gql(
      t.app,
      UPDATE,
      {
        id,
        v: 1,
        input: {
          ...input(),
          images: ['/images/technology/nanosorb.svg', '/uploads/nothing-here.png'],
          imageAlts: ['One text'],
          relatedProducts: ['Kelp Tonic', 'Warp Drive'],
        },
      },
      token,
    );
    expect(unknown.data!.updateTechnology.userErrors).toEqual([
      problem('images', 'Image 2 is not an image of the image manager', 'INVALID'),
      problem('imageAlts', 'Give each image its alternative text', 'INVALID'),
      problem('relatedProducts', 'Related product 2 is not a product of the site', 'INVALID'),
    ]);
    expect((await publicEntry(key)).title).toBe('Seeded Title');
  });

  it('refuses a save over a newer version with a CONFLICT', async () => {
    const { id } = await fixture();
    await gql(t.app, UPDATE, { id, v: 1, input: input('First') }, token);
    const stale = await gql(t.app, UPDATE, { id, v: 1, input: input('Second') }, token);
    expect(stale.data!.updateTechnology.technology).toBeNull();
    expect(stale.data!.updateTechnology.userErrors).toEqual([
      {
        field: null,
        message: expect.stringMatching(
          /^Changed by someone else at \d\d:\d\d: review their changes$/,
        ),
        code: 'CONFLICT',
      },
    ]);
  });

  it('restores a version as a new one, through the checks of a save', async () => {
    const { id, key } = await fixture();
    await gql(t.app, UPDATE, { id, v: 1, input: input('Version two') }, token);
    await gql(
      t.app,
      UPDATE,
      { id, v: 2, input: { ...input('Version three'), steps: [], relatedProducts: [] } },
      token,
    );
    const restored = await gql(t.app, RESTORE, { id, v: 3, version: 2 }, token);
    expect(restored.data!.restoreTechnologyVersion.userErrors).toEqual([]);
    expect(restored.data!.restoreTechnologyVersion.technology).toMatchObject({
      title: 'Version two',
      steps: input().steps,
      fullDescription: input().fullDescription,
      version: 4,
    });
    expect((await publicEntry(key)).title).toBe('Version two');
    const audit = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordType: 'technology', recordId: +id }, { orderBy: { id: 'asc' } });
    expect(audit.at(-1)).toMatchObject({
      action: AuditAction.RESTORE,
      note: 'restored version 2',
    });
    const missing = await gql(t.app, RESTORE, { id, v: 4, version: 9 }, token);
    expect(missing.data!.restoreTechnologyVersion.userErrors).toEqual([
      { field: ['version'], message: 'Version 9 does not exist', code: 'INVALID' },
    ]);
    const original = await gql(t.app, RESTORE, { id, v: 4, version: 1 }, token);
    expect(original.data!.restoreTechnologyVersion.technology).toMatchObject({
      title: 'Seeded Title',
      relatedProducts: [{ name: 'Prairie Starter' }],
      version: 5,
    });
    const stale = await gql(t.app, RESTORE, { id, v: 2, version: 3 }, token);
    expect(stale.data!.restoreTechnologyVersion.userErrors[0].code).toBe('CONFLICT');
  });

  it('searches on the server, a page at a time, for admins only', async () => {
    const { key } = await fixture();
    const found = await gql(t.app, ADMIN_LIST, { search: key }, token);
    expect(
      found.data!.adminTechnologies.edges.map((e: { node: { key: string } }) => e.node.key),
    ).toEqual([key]);
    // Three entries with a word of their own, paged two at a time in the order they were added.
    const word = `Zq${Math.random().toString(36).slice(2, 7)}`;
    const mine = [await fixture(`${word} One`), await fixture(`${word} Two`)];
    mine.push(await fixture(`${word} Three`));
    const first = await gql(t.app, ADMIN_LIST, { search: word, first: 2 }, token);
    const page = first.data!.adminTechnologies;
    expect(page).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const after = page.pageInfo.endCursor;
    const next = await gql(t.app, ADMIN_LIST, { search: word, first: 2, after }, token);
    expect(next.data!.adminTechnologies.pageInfo.hasNextPage).toBe(false);
    const ids = [...page.edges, ...next.data!.adminTechnologies.edges].map(
      (e: { node: { id: string } }) => e.node.id,
    );
    expect(ids).toEqual(mine.map((entry) => entry.id));
    const anonymous = await gql(t.app, ADMIN_LIST, {});
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const { id } = await fixture();
    const save = await gql(t.app, UPDATE, { id, v: 1, input: input() });
    expect(save.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('offers no way to create or delete an entry: the pages look them up by key', async () => {
    const body = await gql(t.app, '{ __schema { mutationType { fields { name } } } }');
    const names = body.data!.__schema.mutationType.fields.map((f: { name: string }) => f.name);
    expect(names).toContain('updateTechnology');
    expect(names.filter((name: string) => /^(create|delete)Technolog/.test(name))).toEqual([]);
  });
});
