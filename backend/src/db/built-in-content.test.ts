import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { gql } from '../test/graphql.js';

/*
 * The built-in content a first start seeds (modules/*\/*.seed-data.ts and the seeders), read as a
 * visitor reads it: it holds the lists the spec names, and every file it points to is served.
 * The behaviour of each content type is tested in its module on records the test builds itself;
 * this file is the one place that asserts the seed's own texts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Answers 200 with `type` for a path the content names. */
async function expectServed(path: string, type: string): Promise<void> {
  const res = await request(t.app).get(path);
  expect(res.status, path).toBe(200);
  expect(res.type, path).toBe(type);
}

describe('products', () => {
  it('include the six the technology pages name, in every category, each with its files', async () => {
    const body = await gql(
      t.app,
      `{ products { id name slug category imageUrl certifications { documentUrl }
         safetyDataSheet { fileUrl } } }`,
    );
    expect(body.errors).toBeUndefined();
    const products = body.data!.products;
    expect(products.length).toBeGreaterThanOrEqual(12);
    const names = products.map((p: { name: string }) => p.name);
    for (const name of [
      'Elite Phos',
      'Elite Nitro',
      'Elite Gro',
      'Soil Booster',
      'Prime Micro Calcium',
      'Elite K',
    ]) {
      expect(names).toContain(name);
    }
    for (const category of ['PLANT_NUTRITION', 'SOIL_HEALTH', 'ORGANIC_SOLUTIONS']) {
      expect(products.some((p: { category: string }) => p.category === category)).toBe(true);
    }
    for (const product of products) {
      await expectServed(product.imageUrl, 'image/svg+xml');
      expect(product.certifications.length, product.name).toBeGreaterThan(0);
      for (const { documentUrl } of product.certifications) {
        expect(documentUrl).toMatch(/^\/documents\/certifications\/.+\.pdf$/);
        await expectServed(documentUrl, 'application/pdf');
      }
      await expectServed(product.safetyDataSheet.fileUrl, 'application/pdf');
    }
  });
});

describe('documents', () => {
  it('are the three certificates, the 2021 field trial and one safety data sheet per product', async () => {
    const body = await gql(
      t.app,
      '{ documents { kind title fileUrl validUntil updatedOn productId } products { id } }',
    );
    expect(body.errors).toBeUndefined();
    const docs = body.data!.documents;
    const ofKind = (kind: string) => docs.filter((d: { kind: string }) => d.kind === kind);
    expect(
      ofKind('CERTIFICATE').map((d: { title: string; validUntil: string; updatedOn: string }) => [
        d.title,
        d.validUntil,
      ]),
    ).toEqual([
      ['US Approved Input Certificate', '2025-02-21'],
      ['Canadian Approved Input Certificate', '2025-02-21'],
      ['Approved Input List', null],
    ]);
    expect(ofKind('CERTIFICATE')[2].updatedOn).toBe('2024-04-24');
    const trials = ofKind('FIELD_TRIAL');
    expect(trials).toHaveLength(1);
    expect(trials[0].title).toMatch(/2021.*Wheat, Oats and Peas/);
    const productIds = body.data!.products.map((p: { id: string }) => p.id).sort();
    expect(
      ofKind('SAFETY_DATA_SHEET')
        .map((d: { productId: string }) => d.productId)
        .sort(),
    ).toEqual(productIds);
    for (const doc of docs) await expectServed(doc.fileUrl, 'application/pdf');
  });
});

describe('newsletters', () => {
  /** The site's line rule of spec section 4, to check the seed bodies exercise every branch. */
  function lineKind(line: string) {
    if (line.trim() === '') return 'spacer';
    if (/Salt Index|%|One Unit Equals/.test(line) || /^\d/.test(line)) return 'excluded-heading';
    if (/^[•-]/.test(line)) return 'bullet';
    if (line.length <= 5 || line.length >= 80) return 'length';
    if (/^[A-Z][a-z].*[.!?:]$/.test(line)) return 'sentence';
    return 'heading';
  }

  it('are at least 6 editions over 2 years, most with a PDF, each file served', async () => {
    const res = await request(t.app).get('/api/newsletters').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    const years = new Set(res.body.map((n: { date: string }) => n.date.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(2);
    expect(res.body.some((n: { pdfUrl: string }) => n.pdfUrl === '')).toBe(true);
    expect(res.body.filter((n: { pdfUrl: string }) => n.pdfUrl !== '').length).toBeGreaterThan(4);
    for (const { imageUrl, pdfUrl } of res.body) {
      await expectServed(imageUrl, 'image/svg+xml');
      if (pdfUrl) {
        const pdf = await request(t.app).get(pdfUrl).expect(200);
        expect(pdf.type).toBe('application/pdf');
        expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it('have bodies that exercise every branch of the heading rule', async () => {
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

describe('technology entries', () => {
  const FIELDS = `key name title summary shortDescription steps { title } images imageAlts
    benefits developerQuote fullDescription relatedProducts { name slug path }`;

  it('have the two keys of /soil-diagnostics/technology with the related products of the spec', async () => {
    const body = await gql(
      t.app,
      `{ technologies { key } default: technology { key }
         technology(key: "technology") { ${FIELDS} } soil: technology(key: "soil-diagnostics") { ${FIELDS} } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.technologies.map((e: { key: string }) => e.key)).toEqual([
      'technology',
      'soil-diagnostics',
      'micro-extraction',
      'nanosorb',
    ]);
    expect(body.data!.default.key).toBe('technology');
    const names = (entry: { relatedProducts: { name: string }[] }) =>
      entry.relatedProducts.map((p) => p.name);
    expect(names(body.data!.technology)).toEqual(['Elite Phos', 'Elite Nitro', 'Elite Gro']);
    expect(names(body.data!.soil)).toEqual(['Soil Booster', 'Prime Micro Calcium', 'Elite K']);
    expect(body.data!.technology.benefits.join(' ')).toContain('35%');
    // The first two keep their title as name and have no steps.
    for (const entry of [body.data!.technology, body.data!.soil]) {
      expect(entry.name).toBe(entry.title);
      expect(entry.summary).toBe(entry.shortDescription);
      expect(entry.steps).toEqual([]);
    }
  });

  it('give Micro Extraction and NanoSorb pages of their own, whose files and products exist', async () => {
    const body = await gql(
      t.app,
      `{ micro: technology(key: "micro-extraction") { ${FIELDS} }
         nano: technology(key: "nanosorb") { ${FIELDS} } technology { ${FIELDS} }
         soil: technology(key: "soil-diagnostics") { ${FIELDS} } }`,
    );
    expect(body.errors).toBeUndefined();
    const { micro, nano } = body.data!;
    expect([micro.name, micro.title]).toEqual(['Micro Extraction', 'Micro Extraction Technology']);
    expect([nano.name, nano.title]).toEqual(['NanoSorb', 'NanoSorb Technology']);
    expect(nano.benefits[0]).toBe('Nutrient absorption up to 35% better than traditional methods');
    for (const entry of [micro, nano]) {
      expect(entry.steps).toHaveLength(4);
      expect(entry.fullDescription).toHaveLength(2);
      expect(entry.developerQuote).not.toBe('');
      expect(entry.relatedProducts).toHaveLength(3);
    }
    for (const entry of Object.values(body.data!) as (typeof micro)[]) {
      expect(entry.images).toHaveLength(entry.imageAlts.length);
      for (const image of entry.images) await expectServed(image, 'image/svg+xml');
      for (const { slug } of entry.relatedProducts) {
        const product = await gql(t.app, 'query($s: String!) { productBySlug(slug: $s) { id } }', {
          s: slug,
        });
        expect(product.errors, slug).toBeUndefined();
      }
    }
  });
});

describe('people', () => {
  it('are 3 leaders first, then at least 4 farm consultants, with portraits', async () => {
    const body = await gql(t.app, '{ teamMembers { name credentials imageUrl group } }');
    expect(body.errors).toBeUndefined();
    const team = body.data!.teamMembers;
    expect(team.slice(0, 3).every((m: { group: string }) => m.group === 'LEADERSHIP')).toBe(true);
    expect(team.slice(3).length).toBeGreaterThanOrEqual(4);
    expect(team.slice(3).every((m: { group: string }) => m.group === 'CONSULTANT')).toBe(true);
    expect(team.some((m: { credentials: string | null }) => m.credentials === null)).toBe(true);
    for (const member of team) await expectServed(member.imageUrl, 'image/svg+xml');
  });

  it('have at least 6 testimonials, rated 1 to 5 stars', async () => {
    const res = await request(t.app).get('/api/testimonials').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    for (const { rating } of res.body) expect([1, 2, 3, 4, 5]).toContain(rating);
  });
});

describe('videos', () => {
  it('are in the three tabs of the spec, available and not, each thumbnail served', async () => {
    const body = await gql(
      t.app,
      '{ videoCategories { name videos { url externalId thumbnailUrl isAvailable } } }',
    );
    expect(body.errors).toBeUndefined();
    const tabs = body.data!.videoCategories;
    expect(tabs.map((tab: { name: string }) => tab.name)).toEqual([
      'Product Features',
      'Product Information',
      'Customer Testimonials',
    ]);
    const all = tabs.flatMap((tab: { videos: { isAvailable: boolean }[] }) => tab.videos);
    expect(all.length).toBeGreaterThanOrEqual(9);
    expect(all.some((v: { isAvailable: boolean }) => !v.isAvailable)).toBe(true);
    for (const tab of tabs) {
      expect(tab.videos.length, tab.name).toBeGreaterThan(0);
      for (const video of tab.videos) {
        expect(video.url).toContain(video.externalId);
        await expectServed(video.thumbnailUrl, 'image/svg+xml');
      }
    }
    // The picture a failed thumbnail is swapped for.
    await expectServed('/images/tote.svg', 'image/svg+xml');
  });
});

describe('certification cards', () => {
  it('are the four cards of the spec, the organic one expandable to its five standards', async () => {
    const body = await gql(
      t.app,
      '{ certificationCards { title validUntil expandable subtypes { name } } }',
    );
    expect(body.errors).toBeUndefined();
    const cards = body.data!.certificationCards;
    expect(
      cards.map((c: { title: string; validUntil: string }) => [c.title, c.validUntil]),
    ).toEqual([
      ['ISO 9001:2015', '2026'],
      ['Organic Input Materials', '2025'],
      ['Good Laboratory Practice', '2025'],
      ['Agricultural Inputs Registration', '2026'],
    ]);
    expect(cards.map((c: { expandable: boolean }) => c.expandable)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(cards[1].subtypes.map((s: { name: string }) => s.name)).toEqual([
      'OMRI',
      'EU organic',
      'USDA NOP',
      'Japanese standard',
      'Canada Organic Regime',
    ]);
  });
});

describe('the image manager', () => {
  it('has the 13 built-in images of the gallery, tagged, in the six categories, each served', async () => {
    const body = await gql(
      t.app,
      '{ imageAssets(first: 100) { totalCount edges { node { path category tags } } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.imageAssets.totalCount).toBe(13);
    const assets = body.data!.imageAssets.edges.map(
      (edge: { node: { path: string; category: string; tags: string[] } }) => edge.node,
    );
    expect(new Set(assets.map((a: { category: string }) => a.category)).size).toBe(6);
    for (const asset of assets) {
      expect(asset.tags.length).toBeGreaterThan(0);
      await expectServed(asset.path, 'image/svg+xml');
    }
  });
});
