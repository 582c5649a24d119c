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

/**
 * Test data: the server's answer to a sent message, as the API gives it (its text is the spec's,
 * written once in the backend's contact service).
 */
export const contactSentAnswerMock = { message: "We'll get back to you as soon as possible." };

/** The text shown for a business type value of the mocks. */
export function businessTypeLabel(value: string): string {
  return businessTypesMock.find((option) => option.value === value)?.label ?? value;
}

/** The newsletter's consent wording as the API gives it (backend consent-wording.ts, version 2026-11). */
export const newsletterConsentMock =
  'Prairie Elite Agronomics (info@example.com, 1-888-555-0199) will e-mail you its monthly newsletter: soil and crop advice, product news and field trial results. We send it only after you confirm your address, and you can unsubscribe at any time with the link in every e-mail.';
