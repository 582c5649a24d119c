import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('teamMembers lists 3 leaders first, then at least 4 farm consultants, with portraits', async () => {
  const body = await gql(t.app, '{ teamMembers { id name role credentials bio imageUrl group } }');
  expect(body.errors).toBeUndefined();
  const team = body.data!.teamMembers;
  expect(team.slice(0, 3).every((m: { group: string }) => m.group === 'LEADERSHIP')).toBe(true);
  expect(team.slice(3).length).toBeGreaterThanOrEqual(4);
  expect(team.slice(3).every((m: { group: string }) => m.group === 'CONSULTANT')).toBe(true);
  expect(team.some((m: { credentials: string | null }) => m.credentials === null)).toBe(true);
  for (const member of team) {
    await request(t.app).get(member.imageUrl).expect(200);
  }
  const consultants = await gql(t.app, '{ teamMembers(group: CONSULTANT) { group } }');
  expect(consultants.data!.teamMembers).toHaveLength(team.length - 3);
  const bad = await gql(t.app, '{ teamMembers(group: INTERNS) { id } }');
  expect(bad.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
});
