import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type LineKind = 'spacer' | 'heading' | 'paragraph';

/** The site's line rule of spec section 4, to check the seed bodies exercise every branch. */
function lineKind(line: string): LineKind | 'excluded-heading' | 'sentence' | 'bullet' | 'length' {
  if (line.trim() === '') return 'spacer';
  if (/Salt Index|%|One Unit Equals/.test(line) || /^\d/.test(line)) return 'excluded-heading';
  if (/^[•-]/.test(line)) return 'bullet';
  if (line.length <= 5 || line.length >= 80) return 'length';
  if (/^[A-Z][a-z].*[.!?:]$/.test(line)) return 'sentence';
  return 'heading';
}

describe('GET /api/newsletters', () => {
  it('lists at least 6 newsletters over 2 years, newest first, in the spec shape', async () => {
    const res = await request(t.app).get('/api/newsletters').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    for (const newsletter of res.body) {
      expect(Object.keys(newsletter).sort()).toEqual(
        ['content', 'date', 'id', 'imageUrl', 'pdfUrl', 'summary', 'title'].sort(),
      );
      expect(new Date(newsletter.date).toISOString()).toBe(newsletter.date);
      expect(typeof newsletter.pdfUrl).toBe('string');
    }
    const dates = res.body.map((n: { date: string }) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const years = new Set(dates.map((d: string) => d.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(2);
    expect(res.body.some((n: { pdfUrl: string }) => n.pdfUrl === '')).toBe(true);
    expect(res.body.filter((n: { pdfUrl: string }) => n.pdfUrl !== '').length).toBeGreaterThan(4);
  });

  it('serves every newsletter image and PDF', async () => {
    const res = await request(t.app).get('/api/newsletters').expect(200);
    for (const { imageUrl, pdfUrl } of res.body) {
      const image = await request(t.app).get(imageUrl);
      expect(image.status, imageUrl).toBe(200);
      if (pdfUrl) {
        const pdf = await request(t.app).get(pdfUrl);
        expect(pdf.status, pdfUrl).toBe(200);
        expect(pdf.type).toBe('application/pdf');
        expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it('has bodies that exercise every branch of the heading rule', async () => {
    const res = await request(t.app).get('/api/newsletters').expect(200);
    const lines: string[] = res.body.flatMap((n: { content: string }) => n.content.split('\n'));
    const kinds = new Set(lines.map(lineKind));
    for (const kind of ['spacer', 'heading', 'excluded-heading', 'sentence', 'bullet', 'length']) {
      expect(kinds, kind).toContain(kind);
    }
    for (const marker of ['Salt Index', '%', 'One Unit Equals', '• ', '- ']) {
      expect(
        lines.some((l) => l.includes(marker)),
        marker,
      ).toBe(true);
    }
    expect(lines.some((l) => /^\d/.test(l))).toBe(true);
    expect(lines.some((l) => l.trim().length > 0 && l.length <= 5)).toBe(true);
    expect(lines.some((l) => l.length >= 80)).toBe(true);
  });
});

describe('GraphQL newsletters', () => {
  it('newsletters and newsletter(id) answer the same data; a missing id is NOT_FOUND', async () => {
    const rest = await request(t.app).get('/api/newsletters').expect(200);
    const list = await gql(t.app, '{ newsletters(first: 100) { edges { node { id } } } }');
    expect(
      list.data!.newsletters.edges.map((edge: { node: { id: string } }) => Number(edge.node.id)),
    ).toEqual(rest.body.map((n: { id: number }) => n.id));
    const first = rest.body[0];
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
