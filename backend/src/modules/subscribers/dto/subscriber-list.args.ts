import { IsIn, IsOptional, IsString } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../../common/pagination.types.js';
import { IsCleanText, MaxChars } from '../../../common/validators.js';
import { SubscriberStatus } from '../subscriber.entity.js';

/** Longest search text: an address has at most 254 characters. */
export const SUBSCRIBER_SEARCH_MAX = 254;
const STATUSES = Object.values(SubscriberStatus);

/** The topic a list or an export is narrowed to: one text of at most 60 characters, or none. */
export function SubscriberTopicRules(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    MaxChars(60, { message: 'Topic must be at most 60 characters' })(target, key);
    IsString({ message: 'Topic must be text' })(target, key);
  };
}

/** `?topic=` of the subscribers' CSV export, by the rules of `subscribers(topic:)`. */
export class SubscriberTopicFilter {
  @SubscriberTopicRules()
  topic?: string | null;
}

/**
 * `subscribers(...)`: a page of the subscribers, optionally of one status, of one topic (a
 * waitlist's, say) and searched by address.
 */
@ArgsType()
export class SubscriberListArgs extends PageArgs {
  @Field(() => SubscriberStatus, {
    nullable: true,
    description: 'Only subscribers of this status; null or omitted lists all.',
  })
  @IsOptional()
  @IsIn(STATUSES, { message: `Status must be one of ${STATUSES.join(', ')}` })
  status?: SubscriberStatus | null;

  @Field(() => String, {
    nullable: true,
    description: `Part of the e-mail address, any case, e.g. "kowal" or "@example.com"; each word must appear in it. At most ${SUBSCRIBER_SEARCH_MAX} characters; blank lists every subscriber.`,
  })
  @IsOptional()
  @MaxChars(SUBSCRIBER_SEARCH_MAX, {
    message: `Search must be at most ${SUBSCRIBER_SEARCH_MAX} characters`,
  })
  @IsString({ message: 'Search must be text' })
  @IsCleanText(false, { message: 'Search contains characters that are not allowed' })
  search?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Only subscribers whose `preferences` hold this topic exactly, e.g. "FarmOps Manager waitlist" (who is on the waitlist); null or omitted lists all.',
  })
  @SubscriberTopicRules()
  topic?: string | null;
}
