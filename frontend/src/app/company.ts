import type { ContactItem, FooterCompany } from 'ui-kit';
import type { CompanyQuery } from '../graphql/generated/graphql';

type CompanyData = CompanyQuery['company'];
type Address = CompanyData['headOffice'];

/** "Suite 310, 10220 104 Avenue NW\nEdmonton, AB T5J 0H6": one line per "\n", as the ui-kit expects. */
export function formatAddress(address: Address): string {
  return `${address.street}\n${address.city}, ${address.province} ${address.postalCode}`;
}

/** Head office phone, fax, Saskatchewan phone, toll-free phone and info e-mail (spec section 1). */
export function companyContacts(company: CompanyData): ContactItem[] {
  return [
    { type: 'phone', label: 'Head Office', value: company.headOfficePhone },
    { type: 'fax', label: 'Fax', value: company.fax },
    { type: 'phone', label: 'Saskatchewan', value: company.saskatchewanPhone },
    { type: 'phone', label: 'Toll-Free', value: company.tollFreePhone },
    { type: 'email', label: 'General Info', value: company.email },
  ];
}

/** The footer's four columns from the company's one config module (served by GraphQL). */
export function footerCompany(company: CompanyData): FooterCompany {
  return {
    name: company.name,
    about: company.mission,
    contacts: companyContacts(company),
    locations: [
      { label: 'Office: Edmonton, Alberta', address: formatAddress(company.headOffice) },
      { label: 'Warehouse: near Tofield, Alberta', address: formatAddress(company.warehouse) },
    ],
    hours: company.businessHours,
  };
}

export type MapLocation = Pick<CompanyData['mapLocation'], 'latitude' | 'longitude'>;

function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * Organization/LocalBusiness structured data for search engines: name, Edmonton address and its
 * map point, phones, logo and the provinces served; the office's values, as the footer shows them.
 */
export function companyJsonLd(company: CompanyData, siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: company.name,
    legalName: company.legalName,
    description: company.mission,
    url: absoluteUrl(siteUrl, '/'),
    // Raster files from frontend/public: search engines read PNG and JPEG logos reliably.
    logo: absoluteUrl(siteUrl, '/icons/icon-512.png'),
    image: absoluteUrl(siteUrl, '/og-default.jpg'),
    telephone: company.headOfficePhone,
    faxNumber: company.fax,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.headOffice.street,
      addressLocality: company.headOffice.city,
      addressRegion: company.headOffice.province,
      postalCode: company.headOffice.postalCode,
      addressCountry: 'CA',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: company.mapLocation.latitude,
      longitude: company.mapLocation.longitude,
    },
    areaServed: ['Alberta', 'Saskatchewan'],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: company.tollFreePhone,
        areaServed: 'CA',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: company.saskatchewanPhone,
        areaServed: 'SK',
      },
    ],
  };
}
