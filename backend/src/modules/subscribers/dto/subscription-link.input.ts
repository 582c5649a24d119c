import { ArrayMaxSize, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { SUBSCRIBER_TOPICS } from '../newsletter-topics.js';
import { ConsentVersionRules, PagePathRules } from './subscribe.input.js';

/** Longest token taken: a confirmation token is 43 characters, a signed link about 80. */
const TOKEN_MAX = 200;
const INVALID_TOKEN = 'The link is not valid';

/** The token of a link from an e-mail (confirm, unsubscribe, preferences). */
@ArgsType()
export class SubscriptionTokenArgs {
  @Field({ description: "The `token` parameter of the e-mail's link." })
  @MaxLength(TOKEN_MAX, { message: INVALID_TOKEN })
  @IsString({ message: INVALID_TOKEN })
  token!: string;
}

/** `resubscribe`: the unsubscribe link's token and the consent evidence of the page. */
@ArgsType()
export class ResubscribeArgs extends SubscriptionTokenArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Version of the consent wording the page showed; the current one when absent.',
  })
  @ConsentVersionRules()
  consentVersion?: string | null;

  @Field(() => String, { nullable: true, description: 'Path of the page, for the consent record.' })
  @PagePathRules()
  page?: string | null;
}

@InputType({ description: 'Topics chosen on the preferences page.' })
export class SubscriptionPreferencesInput {
  @Field({ description: "The preferences link's token." })
  @MaxLength(TOKEN_MAX, { message: INVALID_TOKEN })
  @IsString({ message: INVALID_TOKEN })
  token!: string;

  @Field(() => [String], {
    description: `The topics wanted, from \`NewsletterSubscription.topics\`: ${SUBSCRIBER_TOPICS.join(', ')}. A waitlist left out is left; one the address is not on is not joined.`,
  })
  @ArrayMaxSize(SUBSCRIBER_TOPICS.length, { message: 'Choose among the topics offered' })
  @IsIn(SUBSCRIBER_TOPICS, { each: true, message: 'Choose among the topics offered' })
  @IsArray({ message: 'Preferences must be a list of topics' })
  preferences!: string[];
}
