import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeTeamMember } from '../../test/factories.js';
import { gql } from '../../test/graphql.js';
import { TeamGroup, type TeamMember } from './team-member.entity.js';

let t: TestApp;
let consultants: TeamMember[];
let leaders: TeamMember[];
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  // A consultant added before the leaders: the group, not the order of adding, puts leaders first.
  consultants = [await makeTeamMember(t.db, { name: 'Rae Consultant' })];
  leaders = [
    await makeTeamMember(t.db, {
      name: 'Lee Leader',
      role: 'President',
      credentials: 'P.Ag.',
      group: TeamGroup.LEADERSHIP,
      imageUrl: '/images/placeholder.svg',
    }),
    await makeTeamMember(t.db, { name: 'Lou Leader', group: TeamGroup.LEADERSHIP }),
  ];
  consultants.push(await makeTeamMember(t.db, { name: 'Ruth Consultant' }));
});
afterAll(() => t.close());

it('teamMembers lists the leaders first, then the farm consultants, each in their order', async () => {
  const body = await gql(t.app, '{ teamMembers { id name role credentials bio imageUrl group } }');
  expect(body.errors).toBeUndefined();
  const team = body.data!.teamMembers;
  expect(team.map((m: { name: string; group: string }) => [m.name, m.group])).toEqual([
    ['Lee Leader', 'LEADERSHIP'],
    ['Lou Leader', 'LEADERSHIP'],
    ['Rae Consultant', 'CONSULTANT'],
    ['Ruth Consultant', 'CONSULTANT'],
  ]);
  expect(team[0]).toEqual({
    id: String(leaders[0].id),
    name: 'Lee Leader',
    role: 'President',
    credentials: 'P.Ag.',
    bio: leaders[0].bio,
    imageUrl: '/images/placeholder.svg',
    group: 'LEADERSHIP',
  });
  expect(team[1].credentials).toBeNull();
  await request(t.app).get(team[0].imageUrl).expect(200);

  const only = await gql(t.app, '{ teamMembers(group: CONSULTANT) { id } }');
  expect(only.data!.teamMembers).toEqual(consultants.map((m) => ({ id: String(m.id) })));
  const bad = await gql(t.app, '{ teamMembers(group: INTERNS) { id } }');
  expect(bad.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
});
