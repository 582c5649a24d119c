import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { deleteImage, itRestoresVersions, storeImage } from '../../test/restore.js';
import { AuditAction, AuditEvent, RecordVersion } from '../history/index.js';
import { VideoCategory } from './video-category.entity.js';
import { Video } from './video.entity.js';
import { externalVideoId } from './video-url.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

const FIELDS =
  'id title description url externalId thumbnailUrl isAvailable category categoryId sortOrder version';
const TAB_FIELDS = 'id name sortOrder videoCount';
const ERRORS = 'userErrors { field message code }';
const CREATE = `mutation ($input: VideoInput!) {
  createVideo(input: $input) { video { ${FIELDS} } ${ERRORS} }
}`;
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: VideoInput!) {
  updateVideo(id: $id, expectedVersion: $v, input: $input) { video { ${FIELDS} } ${ERRORS} }
}`;
const RESTORE = `mutation ($id: ID!, $v: Int!, $version: Int!) {
  restoreVideoVersion(id: $id, expectedVersion: $v, version: $version) { video { ${FIELDS} } ${ERRORS} }
}`;
const MOVE = `mutation ($id: ID!, $position: Int!) {
  moveVideo(id: $id, position: $position) { video { ${FIELDS} } ${ERRORS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteVideo(id: $id) { deletedId ${ERRORS} } }`;
const ADMIN_LIST = `query ($categoryId: ID!, $search: String, $first: Int, $after: String) {
  adminVideos(categoryId: $categoryId, search: $search, first: $first, after: $after) {
    edges { node { id title sortOrder } } pageInfo { hasNextPage endCursor } totalCount
  }
}`;
const TABS = `{ adminVideoCategories { ${TAB_FIELDS} } }`;
const CREATE_TAB = `mutation ($input: VideoCategoryInput!) {
  createVideoCategory(input: $input) { videoCategory { ${TAB_FIELDS} } ${ERRORS} }
}`;
const RENAME_TAB = `mutation ($id: ID!, $input: VideoCategoryInput!) {
  renameVideoCategory(id: $id, input: $input) { videoCategory { ${TAB_FIELDS} } ${ERRORS} }
}`;
const MOVE_TAB = `mutation ($id: ID!, $position: Int!) {
  moveVideoCategory(id: $id, position: $position) { videoCategory { ${TAB_FIELDS} } ${ERRORS} }
}`;
const DELETE_TAB = `mutation ($id: ID!) { deleteVideoCategory(id: $id) { deletedId ${ERRORS} } }`;

interface Row {
  id: string;
  title: string;
  category: string;
  categoryId: string;
  sortOrder: number;
  version: number;
}
interface Tab {
  id: string;
  name: string;
  sortOrder: number;
  videoCount: number;
}

const unique = () => Math.random().toString(36).slice(2, 8);

async function createTab(name = `Field Days ${unique()}`): Promise<Tab> {
  const body = await gql(t.app, CREATE_TAB, { input: { name } }, token);
  expect(body.errors).toBeUndefined();
  expect(body.data!.createVideoCategory.userErrors).toEqual([]);
  return body.data!.createVideoCategory.videoCategory as Tab;
}

const input = (categoryId: string, title = `Seeding Depth ${unique()}`) => ({
  title,
  description: 'Checking seed depth behind the drill.',
  url: 'https://youtu.be/pE7nSorb01a',
  thumbnailUrl: '/images/videos/pE7nSorb01a.svg',
  isAvailable: true,
  categoryId,
});

async function create(fields: Record<string, unknown>): Promise<Row> {
  const body = await gql(t.app, CREATE, { input: fields }, token);
  expect(body.errors).toBeUndefined();
  expect(body.data!.createVideo.userErrors).toEqual([]);
  return body.data!.createVideo.video as Row;
}

async function publicTabs(): Promise<{ name: string; videos: { title: string }[] }[]> {
  const body = await gql(t.app, '{ videoCategories { name videos { title } } }');
  return body.data!.videoCategories;
}

async function storedOrders(): Promise<{ tabs: number[]; videos: Record<number, number[]> }> {
  const em = t.db.orm.em.fork();
  const tabs = await em.find(VideoCategory, {}, { orderBy: { sortOrder: 'asc' } });
  const videos: Record<number, number[]> = {};
  for (const row of await em.find(Video, {}, { orderBy: { sortOrder: 'asc' } })) {
    (videos[row.category.id] ??= []).push(row.sortOrder);
  }
  return { tabs: tabs.map((tab) => tab.sortOrder), videos };
}

const dense = (list: number[]) => list.every((value, index) => value === index);
const allDense = ({ tabs, videos }: Awaited<ReturnType<typeof storedOrders>>) =>
  dense(tabs) && Object.values(videos).every(dense);

describe('video links', () => {
  it('takes the id the video site gives from YouTube and Vimeo addresses only', () => {
    expect(externalVideoId('https://www.youtube.com/watch?v=pE7nSorb01a')).toBe('pE7nSorb01a');
    expect(externalVideoId('https://youtu.be/pE7nSorb01a?t=42')).toBe('pE7nSorb01a');
    expect(externalVideoId('http://m.youtube.com/shorts/pE7nSorb01a')).toBe('pE7nSorb01a');
    expect(externalVideoId('https://www.youtube.com/embed/pE7nSorb01a')).toBe('pE7nSorb01a');
    expect(externalVideoId('https://vimeo.com/76979871')).toBe('76979871');
    expect(externalVideoId('https://player.vimeo.com/video/76979871')).toBe('76979871');
    expect(externalVideoId('https://vimeo.com/channels/staffpicks/76979871')).toBe('76979871');
    expect(externalVideoId('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(externalVideoId('https://example.com/watch?v=pE7nSorb01a')).toBeUndefined();
    expect(externalVideoId('ftp://youtu.be/pE7nSorb01a')).toBeUndefined();
    expect(externalVideoId('javascript:alert(1)')).toBeUndefined();
    expect(externalVideoId('not a link')).toBeUndefined();
  });
});

describe('video tabs', () => {
  it('match their migration: the schema has nothing left to change for the video tables', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff).not.toContain('"videos"');
    expect(diff).not.toContain('"video_categories"');
  });

  it('are for admins only', async () => {
    const list = await gql(t.app, TABS);
    expect(list.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const made = await gql(t.app, CREATE_TAB, { input: { name: 'Nope' } });
    expect(made.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('adds a tab last, shown on /videos at once, with an audit row', async () => {
    await createTab();
    const before = await publicTabs();
    const tab = await createTab();
    expect(tab).toMatchObject({ sortOrder: before.length, videoCount: 0 });
    expect((await publicTabs()).map((x) => x.name)).toEqual([
      ...before.map((x) => x.name),
      tab.name,
    ]);
    const audit = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordType: 'video-category', recordId: Number(tab.id) });
    expect(audit.map((a) => a.action)).toEqual([AuditAction.CREATE]);
  });

  it('refuses a blank name and a name another tab has, whatever its case', async () => {
    const tab = await createTab();
    const blank = await gql(t.app, CREATE_TAB, { input: { name: '  ' } }, token);
    expect(blank.data!.createVideoCategory.userErrors).toEqual([
      { field: ['input', 'name'], message: 'Name is required', code: 'REQUIRED' },
    ]);
    const taken = await gql(
      t.app,
      CREATE_TAB,
      { input: { name: ` ${tab.name.toUpperCase()} ` } },
      token,
    );
    expect(taken.data!.createVideoCategory.userErrors).toEqual([
      {
        field: ['input', 'name'],
        message: 'Another category already has this name',
        code: 'INVALID',
      },
    ]);
    const other = await createTab();
    const renamedOnto = await gql(
      t.app,
      RENAME_TAB,
      { id: other.id, input: { name: tab.name } },
      token,
    );
    expect(renamedOnto.data!.renameVideoCategory.userErrors[0].message).toBe(
      'Another category already has this name',
    );
  });

  it('renames a tab; its videos follow under the new name', async () => {
    const tab = await createTab();
    const video = await create(input(tab.id));
    const name = `Harvest ${unique()}`;
    const renamed = await gql(t.app, RENAME_TAB, { id: tab.id, input: { name } }, token);
    expect(renamed.data!.renameVideoCategory).toMatchObject({
      videoCategory: { id: tab.id, name, videoCount: 1 },
      userErrors: [],
    });
    const listed = await gql(t.app, 'query ($c: String) { videos(category: $c) { id } }', {
      c: name,
    });
    expect(listed.data!.videos).toEqual([{ id: video.id }]);
  });

  it('moves a tab; the public order follows and stays numbered without gaps', async () => {
    await createTab();
    const tab = await createTab();
    const moved = await gql(t.app, MOVE_TAB, { id: tab.id, position: 1 }, token);
    expect(moved.data!.moveVideoCategory).toMatchObject({
      videoCategory: { sortOrder: 0 },
      userErrors: [],
    });
    expect((await publicTabs())[0].name).toBe(tab.name);
    const tabs = await gql(t.app, TABS, {}, token);
    expect(tabs.data!.adminVideoCategories[0]).toMatchObject({ id: tab.id, videoCount: 0 });
    const far = await gql(t.app, MOVE_TAB, { id: tab.id, position: 999 }, token);
    expect(far.data!.moveVideoCategory.userErrors[0]).toMatchObject({
      field: ['position'],
      message: expect.stringMatching(/^Position must be between 1 and \d+$/),
    });
    // Put it back last, so the other tests' tabs keep their public order.
    await gql(
      t.app,
      MOVE_TAB,
      { id: tab.id, position: tabs.data!.adminVideoCategories.length },
      token,
    );
    expect(allDense(await storedOrders())).toBe(true);
  });

  it('refuses to delete a tab that holds videos, naming how many; an empty one goes', async () => {
    const tab = await createTab();
    const videos = [
      await create(input(tab.id)),
      await create(input(tab.id)),
      await create(input(tab.id)),
    ];
    const refused = await gql(t.app, DELETE_TAB, { id: tab.id }, token);
    expect(refused.data!.deleteVideoCategory).toEqual({
      deletedId: null,
      userErrors: [
        {
          field: null,
          message: 'This category holds 3 videos: move or delete them first',
          code: 'INVALID',
        },
      ],
    });
    expect(await t.db.orm.em.fork().count(Video, { category: Number(tab.id) })).toBe(3);
    await gql(t.app, DELETE, { id: videos[0].id }, token);
    await gql(t.app, DELETE, { id: videos[1].id }, token);
    const one = await gql(t.app, DELETE_TAB, { id: tab.id }, token);
    expect(one.data!.deleteVideoCategory.userErrors[0].message).toBe(
      'This category holds 1 video: move or delete it first',
    );
    await gql(t.app, DELETE, { id: videos[2].id }, token);
    const deleted = await gql(t.app, DELETE_TAB, { id: tab.id }, token);
    expect(deleted.data!.deleteVideoCategory).toEqual({ deletedId: tab.id, userErrors: [] });
    expect((await publicTabs()).map((x) => x.name)).not.toContain(tab.name);
    expect(allDense(await storedOrders())).toBe(true);
    const gone = await gql(t.app, DELETE_TAB, { id: tab.id }, token);
    expect(gone.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

describe('video editing', () => {
  it('creates a video last of its tab, with its site id, a version and an audit row', async () => {
    const tab = await createTab();
    const first = await create(input(tab.id));
    const created = await create({
      ...input(tab.id),
      url: ' https://www.youtube.com/watch?v=pE7ePhos02b ',
      isAvailable: false,
    });
    expect(created).toMatchObject({
      url: 'https://www.youtube.com/watch?v=pE7ePhos02b',
      externalId: 'pE7ePhos02b',
      isAvailable: false,
      category: tab.name,
      categoryId: tab.id,
      sortOrder: 1,
      version: 1,
    });
    const shown = (await publicTabs()).find((x) => x.name === tab.name)!;
    expect(shown.videos.map((v) => v.title)).toEqual([first.title, created.title]);
    const em = t.db.orm.em.fork();
    expect(
      await em.count(RecordVersion, { recordType: 'video', recordId: Number(created.id) }),
    ).toBe(1);
    const audit = await em.find(AuditEvent, { recordType: 'video', recordId: Number(created.id) });
    expect(audit.map((a) => a.action)).toEqual([AuditAction.CREATE]);
  });

  it('refuses bad fields with a message each, and a thumbnail or tab the site does not have', async () => {
    const tab = await createTab();
    const bad = await gql(
      t.app,
      CREATE,
      {
        input: {
          ...input(tab.id),
          title: '',
          description: 'x'.repeat(1001),
          url: 'https://example.com/video/12',
          thumbnailUrl: 'https://example.com/x.png',
        },
      },
      token,
    );
    expect(bad.data!.createVideo.userErrors).toEqual([
      { field: ['input', 'title'], message: 'Title is required', code: 'REQUIRED' },
      {
        field: ['input', 'description'],
        message: 'Description must be at most 1000 characters',
        code: 'TOO_LONG',
      },
      {
        field: ['input', 'url'],
        message:
          'Video link must be the address of a YouTube or Vimeo video, starting with https://',
        code: 'INVALID_FORMAT',
      },
      {
        field: ['input', 'thumbnailUrl'],
        message: 'Thumbnail must be an image of the image manager',
        code: 'INVALID_FORMAT',
      },
    ]);
    const unknown = await gql(
      t.app,
      CREATE,
      { input: { ...input('999999'), thumbnailUrl: '/uploads/nothing-here.png' } },
      token,
    );
    expect(unknown.data!.createVideo.userErrors).toEqual([
      {
        field: ['input', 'thumbnailUrl'],
        message: 'Thumbnail must be an image of the image manager',
        code: 'INVALID',
      },
      {
        field: ['input', 'categoryId'],
        message: 'Category does not exist (it may have been deleted)',
        code: 'INVALID',
      },
    ]);
  });

  it('searches one tab in titles and descriptions, a page at a time', async () => {
    const tab = await createTab();
    const word = `Zed${unique()}`;
    const a = await create(input(tab.id, `Swathing ${word}`));
    const b = await create({
      ...input(tab.id),
      description: `Combine settings, ${word.toLowerCase()}.`,
    });
    await create(input(tab.id));
    const page1 = await gql(
      t.app,
      ADMIN_LIST,
      { categoryId: tab.id, search: word, first: 1 },
      token,
    );
    const { edges, pageInfo, totalCount } = page1.data!.adminVideos;
    expect(totalCount).toBe(2);
    expect(edges.map((e: { node: Row }) => e.node.id)).toEqual([a.id]);
    expect(pageInfo.hasNextPage).toBe(true);
    const page2 = await gql(
      t.app,
      ADMIN_LIST,
      { categoryId: tab.id, search: word, first: 1, after: pageInfo.endCursor },
      token,
    );
    expect(page2.data!.adminVideos.edges.map((e: { node: Row }) => e.node.id)).toEqual([b.id]);
    const other = await createTab();
    const none = await gql(t.app, ADMIN_LIST, { categoryId: other.id, search: word }, token);
    expect(none.data!.adminVideos.totalCount).toBe(0);
    const all = await gql(t.app, ADMIN_LIST, { categoryId: tab.id }, token);
    expect(all.data!.adminVideos.totalCount).toBe(3);
  });

  it('moves a video within its tab; the public order follows, and races keep it dense', async () => {
    const tab = await createTab();
    const rows = [
      await create(input(tab.id)),
      await create(input(tab.id)),
      await create(input(tab.id)),
    ];
    const moved = await gql(t.app, MOVE, { id: rows[2].id, position: 1 }, token);
    expect(moved.data!.moveVideo).toMatchObject({
      video: { sortOrder: 0, version: 1 },
      userErrors: [],
    });
    const shown = (await publicTabs()).find((x) => x.name === tab.name)!;
    expect(shown.videos.map((v) => v.title)).toEqual([rows[2].title, rows[0].title, rows[1].title]);
    const moves = await Promise.all(
      [...rows, ...rows].map((row, i) =>
        gql(t.app, MOVE, { id: row.id, position: (i % 3) + 1 }, token),
      ),
    );
    for (const move of moves) expect(move.data!.moveVideo.userErrors).toEqual([]);
    expect(allDense(await storedOrders())).toBe(true);
  });

  it('refuses a save over a newer version; another tab puts the video last there', async () => {
    const [tab, other] = [await createTab(), await createTab()];
    const created = await create(input(tab.id));
    await create(input(tab.id));
    await create(input(other.id));
    const saved = await gql(
      t.app,
      UPDATE,
      { id: created.id, v: 1, input: { ...input(other.id, created.title) } },
      token,
    );
    expect(saved.data!.updateVideo.video).toMatchObject({
      categoryId: other.id,
      category: other.name,
      version: 2,
      sortOrder: 1,
    });
    expect(allDense(await storedOrders())).toBe(true);
    const stale = await gql(t.app, UPDATE, { id: created.id, v: 1, input: input(tab.id) }, token);
    expect(stale.data!.updateVideo.userErrors).toEqual([
      {
        field: null,
        message: expect.stringMatching(
          /^Changed by someone else at \d\d:\d\d: review their changes$/,
        ),
        code: 'CONFLICT',
      },
    ]);
  });

  it('restores a version of another link, site id and tab; a tab gone since is refused', async () => {
    const [tab, other] = [await createTab(), await createTab()];
    const created = await create(input(tab.id));
    await gql(
      t.app,
      UPDATE,
      { id: created.id, v: 1, input: { ...input(other.id), url: 'https://vimeo.com/76979871' } },
      token,
    );
    const restored = await gql(t.app, RESTORE, { id: created.id, v: 2, version: 1 }, token);
    expect(restored.data!.restoreVideoVersion).toMatchObject({
      video: { externalId: 'pE7nSorb01a', categoryId: tab.id, sortOrder: 0, version: 3 },
      userErrors: [],
    });

    await gql(t.app, UPDATE, { id: created.id, v: 3, input: input(other.id) }, token);
    const emptyTab = await gql(t.app, DELETE_TAB, { id: tab.id }, token);
    expect(emptyTab.data!.deleteVideoCategory.userErrors).toEqual([]);
    const orphan = await gql(t.app, RESTORE, { id: created.id, v: 4, version: 1 }, token);
    expect(orphan.data!.restoreVideoVersion.userErrors).toEqual([
      {
        field: ['categoryId'],
        message: 'Category does not exist (it may have been deleted)',
        code: 'INVALID',
      },
    ]);
  });

  it('deletes a video with an audit row; its tab closes up', async () => {
    const tab = await createTab();
    const [a, b] = [await create(input(tab.id)), await create(input(tab.id))];
    const deleted = await gql(t.app, DELETE, { id: a.id }, token);
    expect(deleted.data!.deleteVideo).toEqual({ deletedId: a.id, userErrors: [] });
    const left = await gql(t.app, ADMIN_LIST, { categoryId: tab.id }, token);
    expect(left.data!.adminVideos.edges).toEqual([
      { node: { id: b.id, title: b.title, sortOrder: 0 } },
    ]);
    const audit = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordType: 'video', recordId: Number(a.id) });
    expect(audit.map((x) => x.action)).toContain(AuditAction.DELETE);
  });
});

describe('video versions', () => {
  let tab: Tab;
  beforeAll(async () => {
    tab = await createTab();
  });

  itRestoresVersions({
    name: 'Video',
    recordType: 'video',
    entity: Video,
    fields: FIELDS,
    app: () => t,
    token: () => token,
    first: async () => ({
      ...input(tab.id),
      isAvailable: false,
      thumbnailUrl: await storeImage(t),
    }),
    second: (first) => ({
      ...first,
      title: `${String(first.title)} (2)`,
      url: 'https://vimeo.com/76979871',
      isAvailable: true,
      thumbnailUrl: '/images/videos/pE7ePhos02b.svg',
    }),
    spoil: async (first) => {
      await deleteImage(t, String(first.thumbnailUrl));
      return { field: 'thumbnailUrl', message: 'Thumbnail must be an image of the image manager' };
    },
  });
});
