import type { BusinessTypeOption, ContactFormValues } from './ContactForm';

/** The options the site passes (the API's BusinessType values with their texts). */
export const businessTypesMock: BusinessTypeOption[] = [
  { value: 'CROP_FARMING', label: 'Crop Farming' },
  { value: 'LIVESTOCK_FARMING', label: 'Livestock Farming' },
  { value: 'MIXED_FARMING', label: 'Mixed Farming' },
  { value: 'ORGANIC_FARMING', label: 'Organic Farming' },
  { value: 'OTHER', label: 'Other' },
];

export const contactValuesMock: ContactFormValues = {
  name: 'Ron Kowalchuk',
  email: 'ron@example.com',
  phone: '780-555-0101',
  businessType: 'MIXED_FARMING',
  message: 'Could a consultant visit our farm near Vegreville to talk about a fall soil test?',
};

/** The text shown for a business type value of the mocks. */
export function businessTypeLabel(value: string): string {
  return businessTypesMock.find((option) => option.value === value)?.label ?? value;
}
