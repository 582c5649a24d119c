import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeNewsletter } from '../../test/factories.js';
import { gql } from '../../test/graphql.js';
import type { Newsletter } from './newsletter.entity.js';

let t: TestApp;
/** This file's editions, newest first: two years, one without a PDF edition. */
let editions: Newsletter[];
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  const older = await makeNewsletter(t.db, {
    title: 'Fall Soil Sampling',
    date: new Date('2024-10-15T18:00:00Z'),
    pdfUrl: '/newsletters/2024-10.pdf',
  });
  const newest = await makeNewsletter(t.db, {
    title: 'Seeding Checklist',
    date: new Date('2025-04-15T18:00:00Z'),
  });
  const middle = await makeNewsletter(t.db, {
    title: 'Winter Planning',
    date: new Date('2025-01-15T18:00:00Z'),
    pdfUrl: '/newsletters/2025-01.pdf',
  });
  editions = [newest, middle, older];
});
afterAll(() => t.close());

describe('GET /api/newsletters', () => {
  it('lists the editions newest first, in the spec shape', async () => {
    const res = await request(t.app).get('/api/newsletters').expect(200);
    expect(res.body).toEqual(
      editions.map((edition) => ({
        id: edition.id,
        title: edition.title,
        date: edition.date.toISOString(),
        summary: edition.summary,
        content: edition.content,
        imageUrl: edition.imageUrl,
        pdfUrl: edition.pdfUrl,
      })),
    );
    expect(res.body[0].pdfUrl).toBe('');
  });
});

describe('GraphQL newsletters', () => {
  it('newsletters and newsletter(id) answer the same data; a missing id is NOT_FOUND', async () => {
    const rest = await request(t.app).get('/api/newsletters').expect(200);
    const list = await gql(t.app, '{ newsletters(first: 100) { edges { node { id } } } }');
    expect(
      list.data!.newsletters.edges.map((edge: { node: { id: string } }) => Number(edge.node.id)),
    ).toEqual(rest.body.map((n: { id: number }) => n.id));
    const first = rest.body[1];
    const one = await gql(t.app, 'query($id: ID!) { newsletter(id: $id) { title content date } }', {
      id: String(first.id),
    });
    expect(one.data!.newsletter).toEqual({
      title: first.title,
      content: first.content,
      date: first.date,
    });
    for (const id of ['0', '9999', 'abc']) {
      const missing = await gql(t.app, 'query($id: ID!) { newsletter(id: $id) { id } }', { id });
      expect(missing.data!.newsletter).toBeNull();
      expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
      expect(missing.errors![0].message).toBe('Newsletter not found');
    }
  });
});

describe('newsletters(first:)', () => {
  it('gives only the newest editions, and refuses fewer than one', async () => {
    const ids = '{ edges { node { id } } }';
    const all = await gql(t.app, `{ newsletters ${ids} }`);
    expect(all.data!.newsletters.edges).toEqual(
      editions.map((edition) => ({ node: { id: String(edition.id) } })),
    );
    const latest = await gql(t.app, `{ newsletters(first: 1) ${ids} }`);
    expect(latest.data!.newsletters.edges).toEqual([all.data!.newsletters.edges[0]]);
    const two = await gql(t.app, `{ newsletters(first: 2) ${ids} }`);
    expect(two.data!.newsletters.edges).toEqual(all.data!.newsletters.edges.slice(0, 2));
    const refused = await gql(t.app, `{ newsletters(first: 0) ${ids} }`);
    expect(refused.errors?.[0]).toMatchObject({
      message: '"first" must be between 1 and 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
