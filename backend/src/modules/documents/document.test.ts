import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeDocument, makeProduct } from '../../test/factories.js';
import { gql } from '../../test/graphql.js';
import { DocumentKind } from './document.entity.js';

let t: TestApp;
let productIds: string[];
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  await makeDocument(t.db, {
    title: 'Export Certificate',
    fileUrl: '/documents/certificates/us-approved-input-certificate.pdf',
    validUntil: '2025-02-21',
    updatedOn: null,
  });
  await makeDocument(t.db, {
    kind: DocumentKind.FIELD_TRIAL,
    title: '2024 Strip Trial: Barley',
    fileUrl: '/documents/field-trials/2021-conventional-field-trial-wheat-oats-peas.pdf',
  });
  await makeDocument(t.db, { title: 'Input List', validUntil: null, updatedOn: '2024-04-24' });
  const products = [
    await makeProduct(t.db, { name: 'Prairie Starter', safetyDataSheet: '/documents/sds/a.pdf' }),
    await makeProduct(t.db, { name: 'Loam Builder', safetyDataSheet: '/documents/sds/b.pdf' }),
  ];
  productIds = products.map((product) => String(product.id));
});
afterAll(() => t.close());

it('documents lists each tab in order: certificates, field trials, one safety data sheet per product', async () => {
  const body = await gql(
    t.app,
    '{ documents { kind title fileUrl validUntil updatedOn productId } }',
  );
  expect(body.errors).toBeUndefined();
  expect(body.data!.documents).toEqual([
    {
      kind: 'CERTIFICATE',
      title: 'Export Certificate',
      fileUrl: '/documents/certificates/us-approved-input-certificate.pdf',
      validUntil: '2025-02-21',
      updatedOn: null,
      productId: null,
    },
    expect.objectContaining({ kind: 'CERTIFICATE', title: 'Input List', updatedOn: '2024-04-24' }),
    expect.objectContaining({ kind: 'FIELD_TRIAL', title: '2024 Strip Trial: Barley' }),
    {
      kind: 'SAFETY_DATA_SHEET',
      title: 'Prairie Starter Safety Data Sheet',
      fileUrl: '/documents/sds/a.pdf',
      validUntil: null,
      updatedOn: '2024-01-15',
      productId: productIds[0],
    },
    expect.objectContaining({ title: 'Loam Builder Safety Data Sheet', productId: productIds[1] }),
  ]);
  const onlyTrials = await gql(t.app, '{ documents(kind: FIELD_TRIAL) { title } }');
  expect(onlyTrials.data!.documents).toEqual([{ title: '2024 Strip Trial: Barley' }]);
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
    [null, false],
  ]);
  vi.setSystemTime(new Date('2025-02-22T08:00:00Z'));
  expect(await expired()).toEqual([
    ['2025-02-21', true],
    [null, false],
  ]);
});
