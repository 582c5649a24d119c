import type { ContactItem } from 'ui-kit';
import { formatAddress } from '../../app/company';
import type { CompanyQuery } from '../../graphql/generated/graphql';

type CompanyData = CompanyQuery['company'];

/**
 * Where the head office is on the map. The company query carries the street address but no
 * coordinates, and the map needs them: 10220 104 Avenue NW in downtown Edmonton.
 */
export const HEAD_OFFICE_LOCATION = { latitude: 53.5457, longitude: -113.4968 } as const;

export type MapLocation = { latitude: number; longitude: number };

/** Head office card: phone, fax, e-mail and the Edmonton street address. */
export function headOfficeItems(company: CompanyData): ContactItem[] {
  return [
    { type: 'phone', label: 'Phone', value: company.headOfficePhone },
    { type: 'fax', label: 'Fax', value: company.fax },
    { type: 'email', label: 'Email', value: company.email },
    { type: 'address', label: 'Address', value: formatAddress(company.headOffice) },
  ];
}

/** Additional contacts card: Saskatchewan phone, toll-free number and the Tofield warehouse. */
export function additionalContactItems(company: CompanyData): ContactItem[] {
  return [
    { type: 'phone', label: 'Saskatchewan', value: company.saskatchewanPhone },
    { type: 'phone', label: 'Toll-Free', value: company.tollFreePhone },
    { type: 'address', label: 'Warehouse', value: formatAddress(company.warehouse) },
  ];
}

/** OpenStreetMap's embeddable map around a point, with a marker on it. */
export function osmEmbedUrl({ latitude, longitude }: MapLocation, span = 0.006): string {
  const bbox = [longitude - span * 1.6, latitude - span, longitude + span * 1.6, latitude + span]
    .map((n) => n.toFixed(4))
    .join(',');
  const params = new URLSearchParams({
    bbox,
    layer: 'mapnik',
    marker: `${latitude},${longitude}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

/** The same place on openstreetmap.org, for "View larger map". */
export function osmLargerMapUrl({ latitude, longitude }: MapLocation, zoom = 16): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * Organization/LocalBusiness structured data for search engines: name, Edmonton address, phones,
 * logo and the provinces served.
 */
export function companyJsonLd(
  company: CompanyData,
  siteUrl: string,
  location: MapLocation = HEAD_OFFICE_LOCATION,
): object {
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
    geo: { '@type': 'GeoCoordinates', ...location },
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
