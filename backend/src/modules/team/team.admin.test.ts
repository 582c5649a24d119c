import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeTeamMember } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { deleteImage, itRestoresVersions, storeImage } from '../../test/restore.js';
import { AuditAction, AuditEvent, RecordVersion } from '../history/index.js';
import { TeamGroup, TeamMember } from './team-member.entity.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
  // The leadership the consultants are listed after.
  await makeTeamMember(t.db, { group: TeamGroup.LEADERSHIP });
  await makeTeamMember(t.db, { group: TeamGroup.LEADERSHIP });
});
afterAll(() => t.close());

const FIELDS = 'id name role credentials bio imageUrl group sortOrder version';
const ERRORS = 'userErrors { field message code }';
const CREATE = `mutation ($input: TeamMemberInput!) {
  createTeamMember(input: $input) { teamMember { ${FIELDS} } ${ERRORS} }
}`;
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: TeamMemberInput!) {
  updateTeamMember(id: $id, expectedVersion: $v, input: $input) { teamMember { ${FIELDS} } ${ERRORS} }
}`;
const MOVE = `mutation ($id: ID!, $position: Int!) {
  moveTeamMember(id: $id, position: $position) { teamMember { ${FIELDS} } ${ERRORS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteTeamMember(id: $id) { deletedId ${ERRORS} } }`;
const ADMIN_LIST = `query ($group: TeamGroup!, $search: String) {
  adminTeamMembers(group: $group, search: $search, first: 50) { edges { node { id name } } totalCount }
}`;

interface Row {
  id: string;
  name: string;
  group: string;
  sortOrder: number;
  version: number;
}

const input = (name = `Kim Tester ${Math.random().toString(36).slice(2, 8)}`) => ({
  name,
  role: 'Farm Consultant, Peace Country',
  credentials: '  ',
  bio: 'Kim works with canola growers around Grande Prairie.',
  imageUrl: '/images/team/amrit-gill.svg',
  group: 'CONSULTANT',
});

async function create(fields: Record<string, unknown> = input()): Promise<Row> {
  const body = await gql(t.app, CREATE, { input: fields }, token);
  expect(body.errors).toBeUndefined();
  expect(body.data!.createTeamMember.userErrors).toEqual([]);
  return body.data!.createTeamMember.teamMember as Row;
}

async function publicOrder(group?: string): Promise<string[]> {
  const body = await gql(
    t.app,
    'query ($group: TeamGroup) { teamMembers(group: $group) { id group } }',
    { group: group ?? null },
  );
  return body.data!.teamMembers.map((m: { id: string }) => m.id);
}

async function storedOrders(): Promise<Record<string, number[]>> {
  const rows = await t.db.orm.em.fork().find(TeamMember, {}, { orderBy: { sortOrder: 'asc' } });
  const result: Record<string, number[]> = {};
  for (const row of rows) (result[row.group] ??= []).push(row.sortOrder);
  return result;
}

const dense = (orders: Record<string, number[]>) =>
  Object.values(orders).every((list) => list.every((value, index) => value === index));

describe('team editing', () => {
  it('creates a person last of their group, with a version and an audit row', async () => {
    const before = await publicOrder('CONSULTANT');
    const created = await create();
    expect(created).toMatchObject({ credentials: null, version: 1, sortOrder: before.length });
    expect(await publicOrder('CONSULTANT')).toEqual([...before, created.id]);
    const em = t.db.orm.em.fork();
    expect(
      await em.count(RecordVersion, { recordType: 'team-member', recordId: Number(created.id) }),
    ).toBe(1);
    expect(
      (await em.find(AuditEvent, { recordId: Number(created.id), recordType: 'team-member' })).map(
        (a) => a.action,
      ),
    ).toEqual([AuditAction.CREATE]);
  });

  it('refuses a portrait the site does not have, and bad fields, with messages per field', async () => {
    const unknown = await gql(
      t.app,
      CREATE,
      { input: { ...input(), imageUrl: '/uploads/nothing-here.png' } },
      token,
    );
    expect(unknown.data!.createTeamMember.userErrors).toEqual([
      {
        field: ['input', 'imageUrl'],
        message: 'Portrait must be an image of the image manager',
        code: 'INVALID',
      },
    ]);
    const bad = await gql(
      t.app,
      CREATE,
      { input: { ...input(), name: '', imageUrl: 'https://example.com/x.png' } },
      token,
    );
    expect(bad.data!.createTeamMember.userErrors).toEqual([
      { field: ['input', 'name'], message: 'Name is required', code: 'REQUIRED' },
      {
        field: ['input', 'imageUrl'],
        message: 'Portrait must be an image of the image manager',
        code: 'INVALID_FORMAT',
      },
    ]);
  });

  it('moves a person within their group; the public list follows and keeps leadership first', async () => {
    await create();
    const created = await create();
    const res = await gql(t.app, MOVE, { id: created.id, position: 1 }, token);
    expect(res.data!.moveTeamMember).toMatchObject({
      teamMember: { sortOrder: 0, version: 1 },
      userErrors: [],
    });
    const leaders = await publicOrder('LEADERSHIP');
    const all = await publicOrder();
    expect(all.slice(0, leaders.length)).toEqual(leaders);
    expect(all[leaders.length]).toBe(created.id);
    expect(dense(await storedOrders())).toBe(true);
  });

  it('keeps every group numbered without gaps when moves race', async () => {
    const rows = await Promise.all([create(), create(), create(), create()]);
    const moves = await Promise.all(
      [...rows, ...rows].map((row, i) =>
        gql(t.app, MOVE, { id: row.id, position: (i % 4) + 1 }, token),
      ),
    );
    for (const move of moves) expect(move.data!.moveTeamMember.userErrors).toEqual([]);
    expect(dense(await storedOrders())).toBe(true);
  });

  it('refuses a save over a newer version; a new group puts the person last in it', async () => {
    const created = await create();
    const saved = await gql(
      t.app,
      UPDATE,
      { id: created.id, v: 1, input: { ...input(created.name), group: 'LEADERSHIP' } },
      token,
    );
    const leaders = await publicOrder('LEADERSHIP');
    expect(saved.data!.updateTeamMember.teamMember).toMatchObject({
      group: 'LEADERSHIP',
      version: 2,
      sortOrder: leaders.length - 1,
    });
    expect(dense(await storedOrders())).toBe(true);
    const stale = await gql(t.app, UPDATE, { id: created.id, v: 1, input: input() }, token);
    expect(stale.data!.updateTeamMember.userErrors[0]).toMatchObject({ code: 'CONFLICT' });
    expect(stale.data!.updateTeamMember.userErrors[0].message).toMatch(
      /^Changed by someone else at \d\d:\d\d: review their changes$/,
    );
  });

  it('searches one group on the server and deletes a person with an audit row', async () => {
    const created = await create(input(`Zed Searchable${Math.random().toString(36).slice(2, 6)}`));
    const found = await gql(
      t.app,
      ADMIN_LIST,
      { group: 'CONSULTANT', search: created.name },
      token,
    );
    expect(found.data!.adminTeamMembers.edges.map((e: { node: Row }) => e.node.id)).toEqual([
      created.id,
    ]);
    const other = await gql(
      t.app,
      ADMIN_LIST,
      { group: 'LEADERSHIP', search: created.name },
      token,
    );
    expect(other.data!.adminTeamMembers.totalCount).toBe(0);
    const deleted = await gql(t.app, DELETE, { id: created.id }, token);
    expect(deleted.data!.deleteTeamMember).toEqual({ deletedId: created.id, userErrors: [] });
    expect(await publicOrder()).not.toContain(created.id);
    expect(dense(await storedOrders())).toBe(true);
    const audit = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordType: 'team-member', recordId: Number(created.id) });
    expect(audit.map((a) => a.action)).toContain(AuditAction.DELETE);
  });
});

describe('restoring a version of a team member', () => {
  itRestoresVersions({
    name: 'TeamMember',
    recordType: 'team-member',
    entity: TeamMember,
    fields: FIELDS,
    app: () => t,
    token: () => token,
    first: async () => ({ ...input(), credentials: 'P.Ag.', imageUrl: await storeImage(t) }),
    second: (first) => ({
      ...first,
      name: `${String(first.name)} Jr`,
      imageUrl: '/images/team/amrit-gill.svg',
    }),
    spoil: async (first) => {
      await deleteImage(t, String(first.imageUrl));
      return { field: 'imageUrl', message: 'Portrait must be an image of the image manager' };
    },
  });
});
