import { ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { Subscriber } from './subscriber.entity.js';

@ObjectType({ description: 'A page of newsletter subscribers, newest first (admin only).' })
export class SubscriberConnection extends ConnectionType(Subscriber, {
  name: 'Subscriber',
  noun: 'subscriber',
}) {}
