import { Field, ID, ObjectType } from 'type-graphql';

export const ACTIVITY_KINDS = ['contact', 'subscription'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

@ObjectType({ description: 'One entry of the dashboard\'s "Recent Activity" (admin only).' })
export class ActivityItem {
  @Field(() => ID, {
    description: 'Unique in the list: the kind and the row id, e.g. "contact:7".',
  })
  id!: string;

  @Field(() => String, { description: '"contact" (a contact form message) or "subscription".' })
  kind!: ActivityKind;

  @Field({ description: "Who: the sender's name, or the subscriber's e-mail address." })
  title!: string;

  @Field({ description: 'What: the business type of a message; empty for a subscription.' })
  detail!: string;

  @Field({ description: 'When it happened.' })
  at!: Date;
}
