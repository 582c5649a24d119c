import type { ContactItem } from 'ui-kit';
import { formatAddress, type MapLocation } from '../../app/company';
import type { CompanyQuery } from '../../graphql/generated/graphql';

type CompanyData = CompanyQuery['company'];

// The head office's place and the company's structured data live with the company's other facts.
export { companyJsonLd, type MapLocation } from '../../app/company';

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
