import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { HONEYPOT_DESCRIPTION } from '../../../common/rate-limits.js';
import { IsCleanText, IsEmailAddress, MaxChars } from '../../../common/validators.js';
import { NEWSLETTER_CONSENT_VERSIONS, UNKNOWN_CONSENT_VERSION } from '../consent-wording.js';

/** A page's path, as the consent ledger records it: "/", "/newsletter", "/contact"... */
export const PAGE_PATH = /^\/[A-Za-z0-9/_.-]{0,199}$/;
export const INVALID_PAGE = 'Page must be a path of this site, e.g. /newsletter';

/**
 * The consent evidence a form sends with a subscription: the wording version it showed and its
 * page. Both optional (the spec's clients send neither): the current wording is recorded then.
 * An unknown version, or a waitlist's, is refused rather than recorded as something the visitor
 * never read.
 */
export function ConsentVersionRules(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsIn(NEWSLETTER_CONSENT_VERSIONS, { message: UNKNOWN_CONSENT_VERSION })(target, key);
  };
}

export function PagePathRules(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Matches(PAGE_PATH, { message: INVALID_PAGE })(target, key);
    IsString({ message: INVALID_PAGE })(target, key);
  };
}

export const INVALID_EMAIL = 'Please enter a valid email address';

/** The address a form subscribes: a GraphQL field with its rules. */
export function SubscriberEmailField(): PropertyDecorator {
  return (target, key) => {
    IsCleanText(false, { message: INVALID_EMAIL })(target, key);
    IsEmailAddress({ message: INVALID_EMAIL })(target, key);
    MaxChars(254, { message: INVALID_EMAIL })(target, key);
    Field({ description: 'E-mail address; compared without regard to case.' })(target, key);
  };
}

/** A form's honeypot (`website`): never stored, never checked beyond being text. */
export function HoneypotField(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: 'Website must be text' })(target, key);
    IsOptional()(target, key);
    Field(() => String, { nullable: true, description: HONEYPOT_DESCRIPTION })(target, key);
  };
}

/**
 * A subscriber keeps at most 20 preferences of at most 60 characters each: a request may send no
 * more, and subscribing again adds the new ones and drops the oldest beyond 20 (the service).
 */
export const SUBSCRIBER_LIMITS = { preferences: 20, preference: 60 } as const;

/**
 * `subscribe(input)` and the body of POST /api/subscribe: the email and the preferences (the
 * spec's two fields), the form's honeypot (`website`), and optionally the consent evidence of the
 * form: the wording version it showed and its page.
 */
@InputType({ description: 'A newsletter subscription.' })
export class SubscribeInput {
  @SubscriberEmailField()
  email!: string;

  @Field(() => [String], {
    nullable: true,
    description:
      'Topics of interest; empty by default. At most 20, each at most 60 characters; a subscriber keeps the 20 latest.',
  })
  @IsOptional()
  @ArrayMaxSize(SUBSCRIBER_LIMITS.preferences, { message: 'Choose at most 20 preferences' })
  @MaxChars(SUBSCRIBER_LIMITS.preference, {
    each: true,
    message: 'Each preference must be at most 60 characters',
  })
  @IsString({ each: true, message: 'Each preference must be text' })
  @IsArray({ message: 'Preferences must be a list of text' })
  @IsCleanText(false, {
    each: true,
    message: 'Each preference contains characters that are not allowed',
  })
  preferences?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Version of the consent wording the form showed (`newsletterConsentWording.version`); the current one when absent. An unknown version is a user error.',
  })
  @ConsentVersionRules()
  consentVersion?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Path of the page the form is on, e.g. "/newsletter", for the consent record.',
  })
  @PagePathRules()
  page?: string | null;

  /** The honeypot (common/rate-limits.ts). */
  @HoneypotField()
  website?: string | null;
}
