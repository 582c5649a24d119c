import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { hashPassword } from '../auth/password.js';
import { JWT_AUDIENCE, JWT_ISSUER } from '../auth/token.service.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t.app);
});
afterAll(() => t.close());

const CREATE = `mutation($input: CropPlanInput!) {
  createCropPlan(input: $input) { id userId cropName startDate endDate status field notes aiRecommendations createdAt updatedAt }
}`;
const PLAN = {
  cropName: 'Canola',
  field: 'NE-12-51-19-W4',
  startDate: '2026-05-05',
  endDate: '2026-09-20',
};

describe('crop plans of the signed-in user', () => {
  it('creates a plan with status "planned" by default and lists it', async () => {
    const body = await gql(
      t.app,
      CREATE,
      { input: { ...PLAN, aiRecommendations: { nitrogen: 110 } } },
      token,
    );
    expect(body.errors).toBeUndefined();
    const plan = body.data!.createCropPlan;
    expect(plan).toMatchObject({
      ...PLAN,
      status: 'planned',
      notes: null,
      aiRecommendations: { nitrogen: 110 },
    });
    const list = await gql(t.app, '{ cropPlans { id cropName } }', {}, token);
    expect(list.data!.cropPlans).toEqual([{ id: plan.id, cropName: 'Canola' }]);
    const one = await gql(
      t.app,
      'query($id: ID!) { cropPlan(id: $id) { field } }',
      { id: plan.id },
      token,
    );
    expect(one.data!.cropPlan.field).toBe(PLAN.field);
  });

  it('requires cropName and field with the spec messages, and checks dates and status', async () => {
    const blank = await gql(t.app, CREATE, { input: { ...PLAN, cropName: '', field: ' ' } }, token);
    expect(blank.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { cropName: 'Crop name is required', field: 'Field identifier is required' },
    });
    const dates = await gql(t.app, CREATE, { input: { ...PLAN, startDate: '2026-02-30' } }, token);
    expect(dates.errors![0].extensions!.fields).toEqual({
      startDate: 'Start date must be a real date (YYYY-MM-DD)',
    });
    const order = await gql(t.app, CREATE, { input: { ...PLAN, endDate: '2026-01-01' } }, token);
    expect(order.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { endDate: 'End date must be on or after the start date' },
    });
    const status = await gql(t.app, CREATE, { input: { ...PLAN, status: 'dreaming' } }, token);
    expect(status.errors![0].extensions!.fields!.status).toContain('planned');
  });

  it('updates and deletes a plan', async () => {
    const created = (await gql(t.app, CREATE, { input: PLAN }, token)).data!.createCropPlan;
    const updated = await gql(
      t.app,
      'mutation($id: ID!, $input: UpdateCropPlanInput!) { updateCropPlan(id: $id, input: $input) { status notes cropName } }',
      { id: created.id, input: { status: 'in-progress', notes: 'Seeded May 6.' } },
      token,
    );
    expect(updated.data!.updateCropPlan).toEqual({
      status: 'in-progress',
      notes: 'Seeded May 6.',
      cropName: 'Canola',
    });
    const deleted = await gql(
      t.app,
      'mutation($id: ID!) { deleteCropPlan(id: $id) }',
      { id: created.id },
      token,
    );
    expect(deleted.data!.deleteCropPlan).toBe(true);
    const gone = await gql(
      t.app,
      'query($id: ID!) { cropPlan(id: $id) { id } }',
      { id: created.id },
      token,
    );
    expect(gone.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('needs a token, and hides other users’ plans as NOT_FOUND', async () => {
    const anonymous = await gql(t.app, '{ cropPlans { id } }');
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const create = await gql(t.app, CREATE, { input: PLAN });
    expect(create.errors![0].extensions!.code).toBe('UNAUTHENTICATED');

    const em = t.db.orm.em.fork();
    const other = em.create(AdminUser, {
      username: 'second-admin',
      passwordHash: await hashPassword('x'.repeat(16)),
    });
    await em.flush();
    const otherToken = jwt.sign({ username: 'second-admin', role: 'admin' }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      subject: String(other.id),
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      expiresIn: '1h',
    });
    const mine = (await gql(t.app, '{ cropPlans { id } }', {}, token)).data!.cropPlans;
    expect(mine.length).toBeGreaterThan(0);
    const theirs = await gql(t.app, '{ cropPlans { id } }', {}, otherToken);
    expect(theirs.data!.cropPlans).toEqual([]);
    const peek = await gql(
      t.app,
      'query($id: ID!) { cropPlan(id: $id) { id } }',
      { id: mine[0].id },
      otherToken,
    );
    expect(peek.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});
