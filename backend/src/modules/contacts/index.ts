import type { AppModule } from '../../common/app-module.js';
import { contactNotification } from './contact-notification.js';
import { Contact } from './contact.entity.js';
import { ContactResolver } from './contact.resolver.js';

export { CONTACT_NOTIFICATION } from './contact-notification.js';
export type { ContactScope } from './contact-scope.js';
export { ContactPersonalData } from './contact-personal-data.js';
export {
  BUSINESS_TYPES,
  BusinessType,
  Contact,
  CONTACT_STATUSES,
  ContactStatus,
} from './contact.entity.js';
export {
  CONTACT_NOT_FOUND,
  CONTACT_RECEIVED_MESSAGE,
  CONTACT_RECORD,
  ContactService,
} from './contact.service.js';
export { CONTACT_LIMITS, ContactInput } from './dto/contact.input.js';

/** Contact form messages: sent by visitors, mailed to the company, read by admins. */
export const contactsModule: AppModule = {
  name: 'contacts',
  entities: [Contact],
  resolvers: [ContactResolver],
  mailKinds: [contactNotification],
};
