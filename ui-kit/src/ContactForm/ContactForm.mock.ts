import type { ContactFormValues } from './ContactForm';

export const contactValuesMock: ContactFormValues = {
  name: 'Ron Kowalchuk',
  email: 'ron@example.com',
  phone: '780-555-0101',
  businessType: 'Mixed Farming',
  message: 'Could a consultant visit our farm near Vegreville to talk about a fall soil test?',
};
