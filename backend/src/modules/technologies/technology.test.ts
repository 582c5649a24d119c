import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';
import { TechnologyContent } from './technology-content.entity.js';
import { TechnologySeeder } from './technology.seeder.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIELDS = `key name title shortDescription summary fullDescription steps { title text } images
  imageAlts benefits applications developerQuote relatedProducts { name slug path }`;

it('technology(key) gives both entries with their related products, which resolve by slug', async () => {
  const body = await gql(
    t.app,
    `{ default: technology { key } technology(key: "technology") { ${FIELDS} }
       soil: technology(key: "soil-diagnostics") { ${FIELDS} } technologies { key } }`,
  );
  expect(body.errors).toBeUndefined();
  expect(body.data!.default.key).toBe('technology');
  expect(body.data!.technologies.map((e: { key: string }) => e.key)).toEqual([
    'technology',
    'soil-diagnostics',
    'micro-extraction',
    'nanosorb',
  ]);
  const names = (entry: { relatedProducts: { name: string }[] }) =>
    entry.relatedProducts.map((p) => p.name);
  expect(names(body.data!.technology)).toEqual(['Elite Phos', 'Elite Nitro', 'Elite Gro']);
  expect(names(body.data!.soil)).toEqual(['Soil Booster', 'Prime Micro Calcium', 'Elite K']);
  expect(body.data!.technology.benefits.join(' ')).toContain('35%');
  expect(body.data!.technology.relatedProducts[0]).toEqual({
    name: 'Elite Phos',
    slug: 'elite-phos',
    path: '/solutions/products/elite-phos',
  });
  for (const entry of [body.data!.technology, body.data!.soil]) {
    expect(entry.images).toHaveLength(entry.imageAlts.length);
    for (const image of entry.images) await request(t.app).get(image).expect(200);
    for (const { slug } of entry.relatedProducts) {
      const product = await gql(t.app, 'query($s: String!) { productBySlug(slug: $s) { id } }', {
        s: slug,
      });
      expect(product.errors, slug).toBeUndefined();
    }
  }
});

it('gives each technology its own page: name, summary, ordered steps, image and products', async () => {
  const body = await gql(
    t.app,
    `{ micro: technology(key: "micro-extraction") { ${FIELDS} responsiveImages { url width } }
       nano: technology(key: "nanosorb") { ${FIELDS} responsiveImages { url width } } }`,
  );
  expect(body.errors).toBeUndefined();
  const { micro, nano } = body.data!;
  expect(micro).toMatchObject({
    name: 'Micro Extraction',
    title: 'Micro Extraction Technology',
    images: ['/images/technology/micro-extraction.svg'],
    imageAlts: ['Micro Extraction process from raw mineral to liquid nutrient'],
  });
  expect(nano).toMatchObject({
    name: 'NanoSorb',
    title: 'NanoSorb Technology',
    shortDescription:
      'A nanoscale carrier technology: nutrient absorption up to 35% better than traditional methods.',
    images: ['/images/technology/nanosorb.svg'],
    imageAlts: ['Nanoscale carriers around a root hair'],
  });
  expect(nano.summary).toContain('up to 35% better than traditional methods');
  expect(nano.benefits[0]).toBe('Nutrient absorption up to 35% better than traditional methods');
  expect(micro.steps.map((step: { title: string }) => step.title)).toEqual([
    'Select the source',
    'Extract the available fraction',
    'Concentrate and purify',
    'Chelate and stabilise',
  ]);
  expect(nano.steps[3]).toEqual({
    title: 'Release steadily',
    text: 'Nutrients come off the carrier over days rather than hours, matching the crop’s demand instead of flooding it once.',
  });
  for (const entry of [micro, nano]) {
    expect(entry.fullDescription).toHaveLength(2);
    expect(entry.developerQuote).not.toBe('');
    expect(entry.relatedProducts).toHaveLength(3);
    expect(entry.responsiveImages).toEqual([{ url: entry.images[0], width: 800 }]);
    for (const image of entry.images) await request(t.app).get(image).expect(200);
    for (const { slug } of entry.relatedProducts) {
      const product = await gql(t.app, 'query($s: String!) { productBySlug(slug: $s) { id } }', {
        s: slug,
      });
      expect(product.errors, slug).toBeUndefined();
    }
  }
});

it('the first two entries keep their title as name and have no steps', async () => {
  const body = await gql(
    t.app,
    '{ technology(key: "soil-diagnostics") { name title summary shortDescription steps { title } } }',
  );
  const entry = body.data!.technology;
  expect(entry.name).toBe(entry.title);
  expect(entry.summary).toBe(entry.shortDescription);
  expect(entry.steps).toEqual([]);
});

it('seeding a table that has entries adds the missing keys and leaves the others alone', async () => {
  const em = t.db.orm.em.fork();
  await em.nativeDelete(TechnologyContent, { key: { $in: ['micro-extraction', 'nanosorb'] } });
  await em.nativeUpdate(TechnologyContent, { key: 'technology' }, { title: 'Edited by an admin' });

  // Twice, and twice at once, as two servers starting on one database would.
  await new TechnologySeeder().run(em.fork());
  await new TechnologySeeder().run(em.fork());
  await em.nativeDelete(TechnologyContent, { key: 'nanosorb' });
  await Promise.all([new TechnologySeeder().run(em.fork()), new TechnologySeeder().run(em.fork())]);

  const rows = await em.fork().find(TechnologyContent, {}, { orderBy: { key: 'asc' } });
  expect(rows.map((row) => row.key)).toEqual([
    'micro-extraction',
    'nanosorb',
    'soil-diagnostics',
    'technology',
  ]);
  expect(rows.find((row) => row.key === 'technology')!.title).toBe('Edited by an admin');
  expect(rows.find((row) => row.key === 'nanosorb')!.steps).toHaveLength(4);
});

it('an unknown key is NOT_FOUND', async () => {
  const body = await gql(t.app, '{ technology(key: "warp-drive") { key } }');
  expect(body.errors![0].extensions!.code).toBe('NOT_FOUND');
  expect(body.errors![0].message).toBe('Technology not found');
});
