import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeVideo, makeVideoCategory } from '../../test/factories.js';
import { gql } from '../../test/graphql.js';
import type { Video } from './video.entity.js';

let t: TestApp;
/** Two tabs of this file's own: two videos (one coming soon) in the first, one in the second. */
let features: Video[];
let stories: Video[];
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  const first = await makeVideoCategory(t.db, 'Product Demos');
  const second = await makeVideoCategory(t.db, 'Grower Stories');
  features = [
    await makeVideo(t.db, first, { title: 'Starter at Seeding', videoId: 'pE7ePhos02b' }),
    await makeVideo(t.db, first, { title: 'Foliar Feeding', isAvailable: false }),
  ];
  stories = [await makeVideo(t.db, second, { title: 'Canola Near Camrose' })];
});
afterAll(() => t.close());

it('videoCategories gives the tabs in order, each with its videos in order', async () => {
  const body = await gql(
    t.app,
    '{ videoCategories { name videos { title description url externalId thumbnailUrl isAvailable category } } }',
  );
  expect(body.errors).toBeUndefined();
  const shown = (video: Video, category: string) => ({
    title: video.title,
    description: video.description,
    url: video.url,
    externalId: video.videoId,
    thumbnailUrl: video.thumbnailUrl,
    isAvailable: video.isAvailable,
    category,
  });
  expect(body.data!.videoCategories).toEqual([
    { name: 'Product Demos', videos: features.map((video) => shown(video, 'Product Demos')) },
    { name: 'Grower Stories', videos: stories.map((video) => shown(video, 'Grower Stories')) },
  ]);
  expect(features[0].url).toBe('https://www.youtube.com/watch?v=pE7ePhos02b');
  expect(features[1].isAvailable).toBe(false);
  await request(t.app).get(features[0].thumbnailUrl).expect(200);
});

it('videos lists every video, or one tab', async () => {
  const all = await gql(t.app, '{ videos { title category } }');
  expect(all.data!.videos).toEqual([
    { title: 'Starter at Seeding', category: 'Product Demos' },
    { title: 'Foliar Feeding', category: 'Product Demos' },
    { title: 'Canola Near Camrose', category: 'Grower Stories' },
  ]);
  const one = await gql(t.app, '{ videos(category: "Grower Stories") { id category } }');
  expect(one.data!.videos).toEqual([{ id: String(stories[0].id), category: 'Grower Stories' }]);
  const none = await gql(t.app, '{ videos(category: "No Such Tab") { id } }');
  expect(none.data!.videos).toEqual([]);
});
