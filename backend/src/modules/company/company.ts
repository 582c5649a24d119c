/**
 * The company's own details: the one place the footer, the contact page, structured data and the
 * admin note read them from. Invented data: 555 numbers and example.com addresses only.
 */
export interface Address {
  street: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

export const COMPANY = {
  name: 'Prairie Elite Agronomics',
  legalName: 'Prairie Elite Agronomics Ltd.',
  mission:
    "Earning farmers' trust through regenerative agriculture knowledge and practical, high-quality conventional and organic fertilizers.",
  headOfficePhone: '780-555-0142',
  fax: '780-555-0143',
  saskatchewanPhone: '306-555-0187',
  tollFreePhone: '1-888-555-0199',
  email: 'info@example.com',
  /** Where contact-form submissions are read; named in the admin area's note. */
  submissionsMailbox: 'contact@example.com',
  headOffice: {
    street: '10220 104 Avenue NW, Suite 310',
    city: 'Edmonton',
    province: 'AB',
    postalCode: 'T5J 0H6',
    country: 'CA',
  } satisfies Address,
  warehouse: {
    street: '51014 Range Road 191',
    city: 'Tofield',
    province: 'AB',
    postalCode: 'T0B 4J0',
    country: 'CA',
  } satisfies Address,
} as const;
