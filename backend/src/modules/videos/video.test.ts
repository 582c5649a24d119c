import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TABS = ['Product Features', 'Product Information', 'Customer Testimonials'];

it('videoCategories gives the three tabs in order, each with available and unavailable videos', async () => {
  const body = await gql(
    t.app,
    '{ videoCategories { name videos { title description url externalId thumbnailUrl isAvailable category } } }',
  );
  expect(body.errors).toBeUndefined();
  const tabs = body.data!.videoCategories;
  expect(tabs.map((tab: { name: string }) => tab.name)).toEqual(TABS);
  const all = tabs.flatMap((tab: { videos: { isAvailable: boolean }[] }) => tab.videos);
  expect(all.some((v: { isAvailable: boolean }) => !v.isAvailable)).toBe(true);
  for (const tab of tabs) {
    expect(tab.videos.length).toBeGreaterThan(0);
    for (const video of tab.videos) {
      expect(video.category).toBe(tab.name);
      expect(video.url).toContain(video.externalId);
      await request(t.app).get(video.thumbnailUrl).expect(200);
    }
  }
  await request(t.app).get('/images/tote.svg').expect(200);
});

it('videos lists every video, or one tab', async () => {
  const all = await gql(t.app, '{ videos { id category } }');
  expect(all.data!.videos.length).toBeGreaterThanOrEqual(9);
  const one = await gql(t.app, '{ videos(category: "Customer Testimonials") { category } }');
  expect(one.data!.videos.length).toBeGreaterThan(0);
  expect(
    one.data!.videos.every((v: { category: string }) => v.category === 'Customer Testimonials'),
  ).toBe(true);
});
