import type { EntityManager } from '@mikro-orm/postgresql';
import { Contact, type BusinessType } from './contact.entity.js';
import type { ContactInput } from './dto/contact.input.js';
import type { ContactReceipt } from './contact.types.js';

export const CONTACT_RECEIVED_MESSAGE = "We'll get back to you as soon as possible.";

export class ContactService {
  constructor(private readonly em: EntityManager) {}

  /** Stores a validated message, trimmed; the row is committed before this resolves. */
  async submit(input: ContactInput): Promise<ContactReceipt> {
    const contact = this.em.create(Contact, {
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone.trim(),
      // Only the outer white space: line breaks inside the message are kept.
      message: input.message.trim(),
      businessType: input.businessType.trim() as BusinessType,
    });
    await this.em.flush();
    return { success: true, id: contact.id, message: CONTACT_RECEIVED_MESSAGE };
  }

  /** Newest first (admin). */
  list(): Promise<Contact[]> {
    return this.em.find(Contact, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  count(): Promise<number> {
    return this.em.count(Contact);
  }
}
