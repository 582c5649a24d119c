import type { EntityManager } from '@mikro-orm/postgresql';
import {
  findPage,
  type Connection,
  type KeysetOrder,
  type PageRequest,
} from '../../common/pagination.js';
import { Contact, type BusinessType } from './contact.entity.js';
import type { ContactInput } from './dto/contact.input.js';
import type { ContactReceipt } from './contact.types.js';

export const CONTACT_RECEIVED_MESSAGE = "We'll get back to you as soon as possible.";

const CONTACT_ORDER: KeysetOrder<Contact> = { key: 'createdAt', kind: 'date', direction: 'desc' };

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
    return { id: contact.id, message: CONTACT_RECEIVED_MESSAGE };
  }

  /** Newest first (admin): every message, for GET /api/contacts. */
  list(): Promise<Contact[]> {
    return this.em.find(Contact, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** One page of `list()`'s order, after a cursor (GraphQL `contacts`). */
  page(request: PageRequest): Promise<Connection<Contact>> {
    return findPage(this.em, Contact, {}, CONTACT_ORDER, request);
  }

  count(): Promise<number> {
    return this.em.count(Contact);
  }
}
