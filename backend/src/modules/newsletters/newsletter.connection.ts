import { ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { Newsletter } from './newsletter.entity.js';

@ObjectType({ description: 'A page of newsletters, newest first.' })
export class NewsletterConnection extends ConnectionType(Newsletter, {
  name: 'Newsletter',
  noun: 'newsletter',
}) {}
