import { describe, expect, it } from 'vitest';
import { companyData } from './Contact.mock';
import {
  additionalContactItems,
  companyJsonLd,
  headOfficeItems,
  osmEmbedUrl,
  osmLargerMapUrl,
} from './contactDetails';

describe('contact details', () => {
  it('lists phone, fax, e-mail and the Edmonton address for the head office', () => {
    expect(headOfficeItems(companyData)).toEqual([
      { type: 'phone', label: 'Phone', value: '780-555-0142' },
      { type: 'fax', label: 'Fax', value: '780-555-0143' },
      { type: 'email', label: 'Email', value: 'info@example.com' },
      {
        type: 'address',
        label: 'Address',
        value: '10220 104 Avenue NW, Suite 310\nEdmonton, AB T5J 0H6',
      },
    ]);
  });

  it('lists the Saskatchewan and toll-free phones and the Tofield warehouse', () => {
    expect(additionalContactItems(companyData).map((item) => item.value)).toEqual([
      '306-555-0187',
      '1-888-555-0199',
      '51014 Range Road 191\nTofield, AB T0B 4J0',
    ]);
  });

  it('builds OpenStreetMap URLs centred on the marker', () => {
    const point = { latitude: 53.5, longitude: -113.5 };
    const url = new URL(osmEmbedUrl(point, 0.01));
    expect(url.searchParams.get('bbox')).toBe('-113.5160,53.4900,-113.4840,53.5100');
    expect(url.searchParams.get('marker')).toBe('53.5,-113.5');
    expect(osmLargerMapUrl(point)).toBe(
      'https://www.openstreetmap.org/?mlat=53.5&mlon=-113.5#map=16/53.5/-113.5',
    );
  });

  it('describes the business with absolute URLs and the head office address', () => {
    const data = companyJsonLd(companyData, 'https://example.com/') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Prairie Elite Agronomics',
      url: 'https://example.com/',
      logo: 'https://example.com/icons/icon-512.png',
      telephone: '780-555-0142',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '10220 104 Avenue NW, Suite 310',
        addressLocality: 'Edmonton',
        addressRegion: 'AB',
        postalCode: 'T5J 0H6',
        addressCountry: 'CA',
      },
    });
  });
});
