import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { PUBLIC_ENTITIES } from '../index.js';
import { BUILT_IN_CONTACT_FACTS, COMPANY } from './company.js';
import { CompanySettings } from './company-settings.entity.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

const FIELDS = `headOfficePhone fax saskatchewanPhone tollFreePhone email submissionsMailbox
  headOffice { street city province postalCode country }
  warehouse { street city province postalCode country }
  businessHours mapLocation { latitude longitude }`;
const COMPANY_QUERY = `{ company { name ${FIELDS} } }`;
const UPDATE = `mutation ($input: CompanySettingsInput!) {
  updateCompanySettings(input: $input) { company { ${FIELDS} } userErrors { field message code } }
}`;

/** The built-in facts as the form sends them (a copy: tests never write to the constant). */
const BUILT_IN = structuredClone(BUILT_IN_CONTACT_FACTS);

const stored = () =>
  t.db.orm.em.fork().findOneOrFail(CompanySettings, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });

describe('company settings', () => {
  it('serves the built-in values from the one stored row', async () => {
    const res = await gql(t.app, COMPANY_QUERY);
    expect(res.errors).toBeUndefined();
    expect(res.data!.company).toMatchObject({ name: COMPANY.name, ...BUILT_IN });
    expect(res.data!.company.headOffice.country).toBe('CA');
    expect(await t.db.orm.em.fork().count(CompanySettings)).toBe(1);
  });

  it('is public content: saving it clears the page caches', () => {
    expect(PUBLIC_ENTITIES.has(CompanySettings.name)).toBe(true);
  });

  it('matches its migration: the schema has nothing left to change for the table', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff).not.toContain('company_settings');
  });

  it('lets an admin replace every fact, normalised, and every reader gets the new values', async () => {
    const input = {
      ...BUILT_IN,
      tollFreePhone: ' 1-888-555-0100 ',
      email: 'office@example.com',
      warehouse: {
        street: '4410 50 Street',
        city: 'Camrose',
        province: 'AB',
        postalCode: 't4v1p3',
      },
      businessHours: 'Monday to Thursday: 7:30 a.m. to 4:30 p.m.  \nFriday: 7:30 a.m. to noon\n',
      mapLocation: { latitude: 53.55, longitude: -113.5 },
    };
    const res = await gql(t.app, UPDATE, { input }, token);
    expect(res.errors).toBeUndefined();
    const expected = {
      ...BUILT_IN,
      tollFreePhone: '1-888-555-0100',
      email: 'office@example.com',
      warehouse: {
        street: '4410 50 Street',
        city: 'Camrose',
        province: 'AB',
        postalCode: 'T4V 1P3',
        country: 'CA',
      },
      businessHours: 'Monday to Thursday: 7:30 a.m. to 4:30 p.m.\nFriday: 7:30 a.m. to noon',
      mapLocation: { latitude: 53.55, longitude: -113.5 },
    };
    expect(res.data!.updateCompanySettings).toMatchObject({ userErrors: [], company: expected });
    const read = await gql(t.app, COMPANY_QUERY);
    expect(read.data!.company).toMatchObject(expected);
    expect((await stored()).warehouse.postalCode).toBe('T4V 1P3');
    // Put the built-in values back for the other tests.
    await gql(t.app, UPDATE, { input: BUILT_IN }, token);
  });

  it('answers each bad value as a user error on its field and changes nothing', async () => {
    const before = await stored();
    const input = {
      ...BUILT_IN,
      headOfficePhone: '555-0142',
      fax: '   ',
      email: 'not-an-address',
      submissionsMailbox: `${'a'.repeat(250)}@example.com`,
      headOffice: { ...BUILT_IN.headOffice, postalCode: '12345', province: 'XX' },
      businessHours: 'x'.repeat(501),
      mapLocation: { latitude: 10, longitude: -113.5 },
    };
    const res = await gql(t.app, UPDATE, { input }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateCompanySettings.company).toBeNull();
    const byField = Object.fromEntries(
      (
        res.data!.updateCompanySettings.userErrors as {
          field: string[];
          message: string;
          code: string;
        }[]
      ).map((e) => [e.field.join('.'), [e.code, e.message]]),
    );
    expect(byField).toEqual({
      'input.headOfficePhone': [
        'INVALID_FORMAT',
        'Head office phone must be a phone number with its area code, e.g. 780-555-0142',
      ],
      'input.fax': ['REQUIRED', 'Fax is required'],
      'input.email': [
        'INVALID_FORMAT',
        'General e-mail must be a valid e-mail address, e.g. info@example.com',
      ],
      'input.submissionsMailbox': [
        'TOO_LONG',
        'Submissions mailbox must be at most 254 characters',
      ],
      'input.headOffice.province': [
        'INVALID',
        'Province must be one of AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK, YT',
      ],
      'input.headOffice.postalCode': ['INVALID_FORMAT', 'Postal code must look like T5J 0H6'],
      'input.businessHours': ['TOO_LONG', 'Business hours must be at most 500 characters'],
      'input.mapLocation.latitude': [
        'INVALID',
        'Latitude must be between 41.6 and 83.2 (in Canada)',
      ],
    });
    const after = await stored();
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.fax).toBe(COMPANY.fax);
  });

  it('is for admins only', async () => {
    const res = await gql(t.app, UPDATE, { input: BUILT_IN });
    expect(res.data).toEqual({ updateCompanySettings: null });
    expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
