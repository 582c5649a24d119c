export { BUSINESS_TYPES, CONTACT_FIELD_ERRORS, ContactForm } from './ContactForm';
export type { ContactFormProps, ContactFormValues } from './ContactForm';
