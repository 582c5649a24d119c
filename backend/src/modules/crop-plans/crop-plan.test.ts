import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { hashPassword } from '../auth/password.js';
import { JWT_AUDIENCE, JWT_ISSUER } from '../auth/token.service.js';
import { CropPlan } from './crop-plan.entity.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

const USER_ERRORS = 'userErrors { field message code }';
const CREATE = `mutation($input: CropPlanInput!) {
  createCropPlan(input: $input) {
    cropPlan { id userId cropName startDate endDate status field notes aiRecommendations createdAt updatedAt }
    ${USER_ERRORS}
  }
}`;
const UPDATE = `mutation($id: ID!, $input: UpdateCropPlanInput!) {
  updateCropPlan(id: $id, input: $input) { cropPlan { status notes cropName endDate } ${USER_ERRORS} }
}`;
const DELETE = `mutation($id: ID!) { deleteCropPlan(id: $id) { deletedId ${USER_ERRORS} } }`;

/** The plans stored, read with a fresh EntityManager (what is committed). */
const storedPlans = () => t.db.orm.em.fork().count(CropPlan);
const PLAN = {
  cropName: 'Canola',
  field: 'NE-12-51-19-W4',
  startDate: '2026-05-05',
  endDate: '2026-09-20',
};

describe('crop plans of the signed-in user', () => {
  it('creates a plan with status PLANNED by default and lists it', async () => {
    const body = await gql(
      t.app,
      CREATE,
      { input: { ...PLAN, aiRecommendations: { nitrogen: 110 } } },
      token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createCropPlan.userErrors).toEqual([]);
    const plan = body.data!.createCropPlan.cropPlan;
    expect(plan).toMatchObject({
      ...PLAN,
      status: 'PLANNED',
      notes: null,
      aiRecommendations: { nitrogen: 110 },
    });
    const list = await gql(t.app, '{ cropPlans { id cropName } }', {}, token);
    // Other tests of this file may have made plans first (any order): this one is among them.
    expect(list.data!.cropPlans).toContainEqual({ id: plan.id, cropName: 'Canola' });
    const one = await gql(
      t.app,
      'query($id: ID!) { cropPlan(id: $id) { field } }',
      { id: plan.id },
      token,
    );
    expect(one.data!.cropPlan.field).toBe(PLAN.field);
  });

  it('answers input problems as user errors with the spec messages, and stores nothing', async () => {
    const before = await storedPlans();
    const blank = await gql(t.app, CREATE, { input: { ...PLAN, cropName: '', field: ' ' } }, token);
    expect(blank.errors).toBeUndefined();
    expect(blank.data!.createCropPlan).toEqual({
      cropPlan: null,
      userErrors: [
        { field: ['input', 'cropName'], message: 'Crop name is required', code: 'REQUIRED' },
        { field: ['input', 'field'], message: 'Field identifier is required', code: 'REQUIRED' },
      ],
    });
    const long = await gql(t.app, CREATE, { input: { ...PLAN, notes: 'n'.repeat(5001) } }, token);
    expect(long.data!.createCropPlan.userErrors).toEqual([
      {
        field: ['input', 'notes'],
        message: 'Notes must be at most 5000 characters',
        code: 'TOO_LONG',
      },
    ]);
    // A rule of the service (InvalidInputError) is a user error too.
    const order = await gql(t.app, CREATE, { input: { ...PLAN, endDate: '2026-01-01' } }, token);
    expect(order.data!.createCropPlan).toEqual({
      cropPlan: null,
      userErrors: [
        {
          field: ['input', 'endDate'],
          message: 'End date must be on or after the start date',
          code: 'INVALID',
        },
      ],
    });
    expect(await storedPlans()).toBe(before);
    // Values the schema's types refuse (a day that does not exist, an unknown status) never
    // reach the resolver: GraphQL answers them as request errors, without a payload.
    for (const change of [{ startDate: '2026-02-30' }, { status: 'dreaming' }]) {
      const typed = await gql(t.app, CREATE, { input: { ...PLAN, ...change } }, token);
      expect(typed.data, JSON.stringify(change)).toBeUndefined();
      expect(typed.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
    expect(await storedPlans()).toBe(before);
  });

  it('updates a plan; a refused change is a user error and changes nothing', async () => {
    const created = (await gql(t.app, CREATE, { input: PLAN }, token)).data!.createCropPlan
      .cropPlan;
    const updated = await gql(
      t.app,
      UPDATE,
      { id: created.id, input: { status: 'IN_PROGRESS', notes: 'Seeded May 6.' } },
      token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateCropPlan).toEqual({
      cropPlan: {
        status: 'IN_PROGRESS',
        notes: 'Seeded May 6.',
        cropName: 'Canola',
        endDate: PLAN.endDate,
      },
      userErrors: [],
    });
    const row = await t.db.orm.em.fork().findOneOrFail(CropPlan, { id: Number(created.id) });
    expect(row.notes).toBe('Seeded May 6.');

    const refused = await gql(
      t.app,
      UPDATE,
      { id: created.id, input: { cropName: ' ', endDate: '2026-01-01' } },
      token,
    );
    expect(refused.data!.updateCropPlan).toEqual({
      cropPlan: null,
      userErrors: [
        { field: ['input', 'cropName'], message: 'Crop name is required', code: 'REQUIRED' },
      ],
    });
    const order = await gql(
      t.app,
      UPDATE,
      { id: created.id, input: { endDate: '2026-01-01' } },
      token,
    );
    expect(order.data!.updateCropPlan.userErrors).toEqual([
      {
        field: ['input', 'endDate'],
        message: 'End date must be on or after the start date',
        code: 'INVALID',
      },
    ]);
    const unchanged = await t.db.orm.em.fork().findOneOrFail(CropPlan, { id: Number(created.id) });
    expect(unchanged).toMatchObject({ cropName: 'Canola', endDate: PLAN.endDate });
  });

  it('deletes a plan and answers its id; an id that is not a plan is NOT_FOUND', async () => {
    const created = (await gql(t.app, CREATE, { input: PLAN }, token)).data!.createCropPlan
      .cropPlan;
    const deleted = await gql(t.app, DELETE, { id: created.id }, token);
    expect(deleted).toEqual({
      data: { deleteCropPlan: { deletedId: created.id, userErrors: [] } },
    });
    expect(await t.db.orm.em.fork().count(CropPlan, { id: Number(created.id) })).toBe(0);
    const gone = await gql(
      t.app,
      'query($id: ID!) { cropPlan(id: $id) { id } }',
      { id: created.id },
      token,
    );
    expect(gone.errors![0].extensions!.code).toBe('NOT_FOUND');
    // The target of an update or a delete that does not exist is a GraphQL error, not a user error.
    for (const [query, variables] of [
      [DELETE, { id: created.id }],
      [UPDATE, { id: created.id, input: { notes: 'x' } }],
      [DELETE, { id: 'abc' }],
    ] as const) {
      const missing = await gql(t.app, query, variables, token);
      expect(missing.data).toEqual({
        [query === DELETE ? 'deleteCropPlan' : 'updateCropPlan']: null,
      });
      expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
      expect(missing.errors![0].message).toBe('Crop plan not found');
    }
  });

  it('needs a token, and hides other users’ plans as NOT_FOUND', async () => {
    const anonymous = await gql(t.app, '{ cropPlans { id } }');
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const before = await storedPlans();
    const create = await gql(t.app, CREATE, { input: PLAN });
    expect(create.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    // Even with an invalid input: authentication is checked first, and it is never a user error.
    const invalid = await gql(t.app, CREATE, { input: { ...PLAN, cropName: '' } });
    expect(invalid.data).toEqual({ createCropPlan: null });
    expect(invalid.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(await storedPlans()).toBe(before);

    const em = t.db.orm.em.fork();
    const other = em.create(AdminUser, {
      username: 'second-admin',
      passwordHash: await hashPassword('x'.repeat(16)),
    });
    await em.flush();
    const claims = { username: 'second-admin', role: 'admin', ver: other.tokenVersion };
    const otherToken = jwt.sign(claims, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      subject: String(other.id),
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      expiresIn: '1h',
    });
    // A plan of the signed-in admin's own, whatever the other tests left.
    const own = (await gql(t.app, CREATE, { input: PLAN }, token)).data!.createCropPlan.cropPlan;
    const mine = (await gql(t.app, '{ cropPlans { id } }', {}, token)).data!.cropPlans;
    expect(mine).toContainEqual({ id: own.id });
    const theirs = await gql(t.app, '{ cropPlans { id } }', {}, otherToken);
    expect(theirs.data!.cropPlans).toEqual([]);
    const peek = await gql(
      t.app,
      'query($id: ID!) { cropPlan(id: $id) { id } }',
      { id: mine[0].id },
      otherToken,
    );
    expect(peek.errors![0].extensions!.code).toBe('NOT_FOUND');
    const change = await gql(t.app, UPDATE, { id: mine[0].id, input: { notes: 'x' } }, otherToken);
    expect(change.errors![0].extensions!.code).toBe('NOT_FOUND');
    const remove = await gql(t.app, DELETE, { id: mine[0].id }, otherToken);
    expect(remove.errors![0].extensions!.code).toBe('NOT_FOUND');
    const row = await t.db.orm.em.fork().findOneOrFail(CropPlan, { id: Number(mine[0].id) });
    expect(row.notes).not.toBe('x');
  });
});
