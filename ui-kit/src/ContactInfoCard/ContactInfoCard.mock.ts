import type { ContactItem } from './ContactInfoCard';

export const headOfficeMock: ContactItem[] = [
  { type: 'phone', label: 'Phone', value: '(780) 555-0142' },
  { type: 'fax', label: 'Fax', value: '(780) 555-0143' },
  { type: 'email', label: 'Email', value: 'info@example.com' },
  {
    type: 'address',
    label: 'Head Office',
    value: '10250 101 Street NW, Suite 500\nEdmonton, AB T5J 3P4',
  },
];

export const additionalContactsMock: ContactItem[] = [
  { type: 'phone', label: 'Saskatchewan', value: '(306) 555-0178' },
  { type: 'phone', label: 'Toll-Free', value: '1-800-555-0199' },
  { type: 'address', label: 'Warehouse', value: 'Range Road 184\nNear Tofield, AB T0B 4J0' },
];
