export {
  BUSINESS_TYPES,
  CONTACT_FIELD_ERRORS,
  CONTACT_PHONE_FORMAT_ERROR,
  CONTACT_SENT,
  ContactForm,
  NORTH_AMERICAN_PHONE,
} from './ContactForm';
export type { ContactFormProps, ContactFormValues } from './ContactForm';
