import { ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { Contact } from './contact.entity.js';

@ObjectType({ description: 'A page of contact form messages, newest first (admin only).' })
export class ContactConnection extends ConnectionType(Contact, {
  name: 'Contact',
  noun: 'contact message',
}) {}
