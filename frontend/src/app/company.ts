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
  };
}
