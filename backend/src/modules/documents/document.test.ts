import request from 'supertest';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('documents has the three certificates, the 2021 field trial and one safety data sheet per product', async () => {
  const body = await gql(
    t.app,
    '{ documents { kind title fileUrl validUntil updatedOn productId } products { id } }',
  );
  expect(body.errors).toBeUndefined();
  const docs = body.data!.documents;
  const certificates = docs.filter((d: { kind: string }) => d.kind === 'CERTIFICATE');
  expect(certificates.map((d: { title: string }) => d.title)).toEqual([
    'US Approved Input Certificate',
    'Canadian Approved Input Certificate',
    'Approved Input List',
  ]);
  expect(certificates[0].validUntil).toBe('2025-02-21');
  expect(certificates[1].validUntil).toBe('2025-02-21');
  expect(certificates[2].updatedOn).toBe('2024-04-24');
  const trials = docs.filter((d: { kind: string }) => d.kind === 'FIELD_TRIAL');
  expect(trials).toHaveLength(1);
  expect(trials[0].title).toMatch(/2021.*Wheat, Oats and Peas/);
  const sheets = docs.filter((d: { kind: string }) => d.kind === 'SAFETY_DATA_SHEET');
  const productIds = body.data!.products.map((p: { id: string }) => p.id).sort();
  expect(sheets.map((d: { productId: string }) => d.productId).sort()).toEqual(productIds);
  for (const doc of docs) {
    const res = await request(t.app).get(doc.fileUrl);
    expect(res.status, doc.fileUrl).toBe(200);
    expect(res.type).toBe('application/pdf');
  }
  const onlyTrials = await gql(t.app, '{ documents(kind: FIELD_TRIAL) { title } }');
  expect(onlyTrials.data!.documents).toHaveLength(1);
});

afterEach(() => {
  vi.useRealTimers();
});

it('marks a certificate expired once the day after its validity has begun in Edmonton', async () => {
  const expired = async () => {
    const body = await gql(t.app, '{ documents(kind: CERTIFICATE) { title validUntil expired } }');
    expect(body.errors).toBeUndefined();
    return body.data!.documents.map((d: { validUntil: string | null; expired: boolean }) => [
      d.validUntil,
      d.expired,
    ]);
  };
  // Only the clock is faked: timers keep running for the server and the database driver.
  vi.useFakeTimers({ toFake: ['Date'] });
  // 23:00 in Edmonton on its last day (06:00 UTC the next day): still valid.
  vi.setSystemTime(new Date('2025-02-22T06:00:00Z'));
  expect(await expired()).toEqual([
    ['2025-02-21', false],
    ['2025-02-21', false],
    [null, false],
  ]);
  vi.setSystemTime(new Date('2025-02-22T08:00:00Z'));
  expect(await expired()).toEqual([
    ['2025-02-21', true],
    ['2025-02-21', true],
    [null, false],
  ]);
});
