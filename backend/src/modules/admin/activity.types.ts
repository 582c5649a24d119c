import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BusinessType } from '../contacts/index.js';
import { AuditAction } from '../history/index.js';

/** What an entry of "Recent Activity" records. */
export enum ActivityKind {
  CONTACT = 'contact',
  SUBSCRIPTION = 'subscription',
  CHANGE = 'change',
}
export const ACTIVITY_KINDS = Object.values(ActivityKind);

registerEnumType(ActivityKind, {
  name: 'ActivityKind',
  description: 'What an entry of the dashboard\'s "Recent Activity" records.',
  valuesConfig: {
    CONTACT: { description: 'A message sent through the contact form.' },
    SUBSCRIPTION: { description: 'A newsletter subscription.' },
    CHANGE: { description: 'A change an admin made (an entry of the audit trail).' },
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

  @Field({
    description:
      "Who or what: the sender's name, the subscriber's e-mail address, or the title of the record an admin changed.",
  })
  title!: string;

  @Field(() => BusinessType, {
    nullable: true,
    description: "The sender's kind of business for a message; null for the other kinds.",
  })
  businessType!: BusinessType | null;

  @Field(() => String, {
    nullable: true,
    description: 'For a change: the username of the admin who made it; null for the other kinds.',
  })
  actor!: string | null;

  @Field(() => AuditAction, {
    nullable: true,
    description: 'For a change: what the admin did; null for the other kinds.',
  })
  action!: AuditAction | null;

  @Field(() => String, {
    nullable: true,
    description: 'For a change: the kind of record, e.g. "newsletter"; null for the other kinds.',
  })
  recordType!: string | null;

  @Field({ description: 'When it happened.' })
  at!: Date;
}
