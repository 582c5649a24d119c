/**
 * The company's built-in details. Name, legal name and mission are fixed here: page titles, the
 * web app manifest and the built-in PDFs carry them, so they change with a release, not in the
 * admin. The contact facts below them (phones, e-mails, addresses, hours, map point) are only the
 * first values of the stored settings (CompanySettingsSeeder): once a database has them, the
 * office edits them in Settings and every reader gets them from CompanyService.
 * Invented data: 555 numbers and example.com addresses only.
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
  businessHours: 'Monday to Friday: 8:00 a.m. to 5:00 p.m.\nSaturday, Sunday and holidays: closed',
  /** The head office on the contact page's map: 10220 104 Avenue NW in downtown Edmonton. */
  mapLocation: { latitude: 53.5457, longitude: -113.4968 },
} as const;

/** Every address is in Canada: the country is not a setting. */
export const COMPANY_COUNTRY = 'CA';

const place = ({ street, city, province, postalCode }: Address) => ({
  street,
  city,
  province,
  postalCode,
});

/** The contact facts a new database starts with, in the shape the Settings form edits them. */
export const BUILT_IN_CONTACT_FACTS = {
  headOfficePhone: COMPANY.headOfficePhone,
  fax: COMPANY.fax,
  saskatchewanPhone: COMPANY.saskatchewanPhone,
  tollFreePhone: COMPANY.tollFreePhone,
  email: COMPANY.email,
  submissionsMailbox: COMPANY.submissionsMailbox,
  headOffice: place(COMPANY.headOffice),
  warehouse: place(COMPANY.warehouse),
  businessHours: COMPANY.businessHours,
  mapLocation: { ...COMPANY.mapLocation },
};
