import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { makeProduct, makeTechnology } from '../../test/factories.js';
import { gql } from '../../test/graphql.js';
import { TechnologyContent } from './technology-content.entity.js';
import { TechnologySeeder } from './technology.seeder.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  await makeProduct(t.db, { name: 'Prairie Starter' });
  await makeProduct(t.db, { name: 'Loam Builder' });
});
afterAll(() => t.close());

const FIELDS = `key name title shortDescription summary fullDescription steps { title text } images
  imageAlts benefits applications developerQuote relatedProducts { name slug path }`;

it('technology(key) answers an entry, `technology` without a key, with products that resolve by slug', async () => {
  await makeTechnology(t.db, { key: 'technology', relatedProducts: ['Prairie Starter'] });
  await makeTechnology(t.db, {
    key: 'soil-diagnostics',
    relatedProducts: ['Loam Builder', 'Prairie Starter'],
  });
  const body = await gql(
    t.app,
    `{ default: technology { key } technology(key: "technology") { ${FIELDS} }
       soil: technology(key: "soil-diagnostics") { ${FIELDS} } technologies { key } }`,
  );
  expect(body.errors).toBeUndefined();
  expect(body.data!.default.key).toBe('technology');
  // In the order they were added.
  const keys = body.data!.technologies.map((e: { key: string }) => e.key);
  expect(keys.indexOf('soil-diagnostics')).toBe(keys.indexOf('technology') + 1);
  expect(body.data!.technology.relatedProducts).toEqual([
    {
      name: 'Prairie Starter',
      slug: 'prairie-starter',
      path: '/solutions/products/prairie-starter',
    },
  ]);
  expect(body.data!.soil.relatedProducts.map((p: { name: string }) => p.name)).toEqual([
    'Loam Builder',
    'Prairie Starter',
  ]);
  for (const { slug, name } of body.data!.soil.relatedProducts) {
    const product = await gql(t.app, 'query($s: String!) { productBySlug(slug: $s) { name } }', {
      s: slug,
    });
    expect(product.data!.productBySlug).toEqual({ name });
  }
});

it('gives each technology its own page: name, summary, ordered steps, image and products', async () => {
  const page = {
    name: 'Ore Extraction',
    title: 'Ore Extraction Technology',
    shortDescription: 'Pure micronutrients from raw ore: uptake up to 35% better.',
    summary: 'Micronutrients taken from raw ore, without the heavy metals.',
    fullDescription: ['How it began.', 'What it does today.'],
    steps: [
      { title: 'Select the ore', text: 'Only ore low in heavy metals is used.' },
      { title: 'Extract', text: 'The available fraction is taken out.' },
      { title: 'Purify', text: 'What the crop cannot use is removed.' },
      { title: 'Stabilise', text: 'The nutrient is chelated so it stays available.' },
    ],
    images: ['/images/technology/micro-extraction.svg'],
    imageAlts: ['Ore turning into a liquid nutrient'],
    benefits: ['Uptake up to 35% better'],
    applications: ['Seed-placed starters'],
    developerQuote: 'Purity first.',
  };
  const entry = await makeTechnology(t.db, { ...page, relatedProducts: ['Loam Builder'] });
  const body = await gql(
    t.app,
    `query ($key: String!) { technology(key: $key) { ${FIELDS} responsiveImages { url width } } }`,
    { key: entry.key },
  );
  expect(body.errors).toBeUndefined();
  // Every field as stored, in order; the related products named, with their addresses.
  expect(body.data!.technology).toEqual({
    key: entry.key,
    ...page,
    relatedProducts: [
      { name: 'Loam Builder', slug: 'loam-builder', path: '/solutions/products/loam-builder' },
    ],
    // The built-in SVG's own width, read from the file.
    responsiveImages: [{ url: '/images/technology/micro-extraction.svg', width: 800 }],
  });
  await request(t.app).get('/images/technology/micro-extraction.svg').expect(200);
});

it('the built-in entries (TechnologySeeder): a table that has entries gets the missing keys only', async () => {
  // A database of its own: this test empties the table.
  const db = await createTestDatabase({ seed: 'none' });
  try {
    const em = db.orm.em.fork();
    await new TechnologySeeder().run(em.fork());
    await em.nativeDelete(TechnologyContent, { key: { $in: ['micro-extraction', 'nanosorb'] } });
    await em.nativeUpdate(
      TechnologyContent,
      { key: 'technology' },
      { title: 'Edited by an admin' },
    );

    // Twice, and twice at once, as two servers starting on one database would.
    await new TechnologySeeder().run(em.fork());
    await new TechnologySeeder().run(em.fork());
    await em.nativeDelete(TechnologyContent, { key: 'nanosorb' });
    await Promise.all([
      new TechnologySeeder().run(em.fork()),
      new TechnologySeeder().run(em.fork()),
    ]);

    const rows = await em.fork().find(TechnologyContent, {}, { orderBy: { key: 'asc' } });
    expect(rows.map((row) => row.key)).toEqual([
      'micro-extraction',
      'nanosorb',
      'soil-diagnostics',
      'technology',
    ]);
    expect(rows.find((row) => row.key === 'technology')!.title).toBe('Edited by an admin');
    expect(rows.find((row) => row.key === 'nanosorb')!.steps).toHaveLength(4);
  } finally {
    await db.drop();
  }
});

it('an unknown key is NOT_FOUND', async () => {
  const body = await gql(t.app, '{ technology(key: "warp-drive") { key } }');
  expect(body.errors![0].extensions!.code).toBe('NOT_FOUND');
  expect(body.errors![0].message).toBe('Technology not found');
});
