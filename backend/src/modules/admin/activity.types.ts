import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BusinessType } from '../contacts/index.js';

/** What an entry of "Recent Activity" records. */
export enum ActivityKind {
  CONTACT = 'contact',
  SUBSCRIPTION = 'subscription',
}
export const ACTIVITY_KINDS = Object.values(ActivityKind);

registerEnumType(ActivityKind, {
  name: 'ActivityKind',
  description: 'What an entry of the dashboard\'s "Recent Activity" records.',
  valuesConfig: {
    CONTACT: { description: 'A message sent through the contact form.' },
    SUBSCRIPTION: { description: 'A newsletter subscription.' },
  },
});

@ObjectType({ description: 'One entry of the dashboard\'s "Recent Activity" (admin only).' })
export class ActivityItem {
  @Field(() => ID, {
    description: 'Unique in the list: the kind and the row id, e.g. "contact:7".',
  })
  id!: string;

  @Field(() => ActivityKind, { description: 'What happened.' })
  kind!: ActivityKind;

  @Field({ description: "Who: the sender's name, or the subscriber's e-mail address." })
  title!: string;

  @Field(() => BusinessType, {
    nullable: true,
    description: "The sender's kind of business for a message; null for a subscription.",
  })
  businessType!: BusinessType | null;

  @Field({ description: 'When it happened.' })
  at!: Date;
}
