export {
  CONTACT_FIELD_ERRORS,
  CONTACT_PHONE_FORMAT_ERROR,
  CONTACT_SENT_TITLE,
  ContactForm,
  NORTH_AMERICAN_PHONE,
} from './ContactForm';
export type { BusinessTypeOption, ContactFormProps, ContactFormValues } from './ContactForm';
