import type { NavLink } from '../utils/nav';
import type { FooterCompany } from './SiteFooter';

/** Invented company details for stories and tests. */
export const footerCompanyMock: FooterCompany = {
  name: 'Prairie Soil Co.',
  about:
    'We earn farmers’ trust through regenerative agriculture knowledge and practical, high-quality conventional and organic fertilizers.',
  contacts: [
    { type: 'phone', label: 'Head Office', value: '(780) 555-0142' },
    { type: 'fax', label: 'Fax', value: '(780) 555-0143' },
    { type: 'phone', label: 'Saskatchewan', value: '(306) 555-0178' },
    { type: 'phone', label: 'Toll-Free', value: '1-800-555-0199' },
    { type: 'email', label: 'Email', value: 'info@example.com' },
  ],
  locations: [
    { label: 'Office', address: '10250 101 Street NW, Suite 500\nEdmonton, Alberta T5J 3P4' },
    { label: 'Warehouse', address: 'Range Road 184\nNear Tofield, Alberta T0B 4J0' },
  ],
  hours: 'Monday to Friday: 8:00 a.m. to 5:00 p.m.\nWeekends: closed',
};

/** Story and test data: the site's Quick Links (the site passes its own from its route table). */
export const footerLinksMock: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Soil Diagnostics & Solutions', href: '/soil-diagnostics' },
  { label: 'Newsletter', href: '/newsletter' },
  { label: 'Documentation', href: '/documentation' },
  { label: 'Certifications', href: '/certifications' },
  { label: 'Contact', href: '/contact' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];
