import { IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { HONEYPOT_DESCRIPTION } from '../../../common/rate-limits.js';
import {
  IsCleanText,
  IsEmailAddress,
  IsNotBlank,
  MaxChars,
  PHONE_NUMBER,
} from '../../../common/validators.js';
import { ConsentVersionRules } from '../../subscribers/index.js';
import { BUSINESS_TYPES, BusinessType } from '../contact.entity.js';

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/**
 * `submitContact(input)` and the body of POST /api/contact. All five fields are required and may
 * not be blank; the first failing rule of each field gives its message (rules run bottom-up).
 */
@InputType({ description: 'A message from the contact form.' })
export class ContactInput {
  @Field({ description: "The sender's name; 1 to 100 characters." })
  @MaxChars(CONTACT_LIMITS.name, { message: 'Name must be at most 100 characters' })
  @IsString({ message: 'Name must be text' })
  @IsNotBlank({ message: 'Name is required' })
  @IsCleanText(false, { message: 'Name contains characters that are not allowed' })
  name!: string;

  @Field({
    description: 'E-mail address to answer to, e.g. jane@example.com; at most 254 characters.',
  })
  @IsEmailAddress({ message: 'Please enter a valid email address' })
  @MaxChars(CONTACT_LIMITS.email, { message: 'Email must be at most 254 characters' })
  @IsNotBlank({ message: 'Email is required' })
  @IsCleanText(false, { message: 'Email contains characters that are not allowed' })
  email!: string;

  @Field({
    description:
      'Phone number with its area code, e.g. 780-555-0110, (306) 555 0142 or +1 780 555 0110; at most 30 characters.',
  })
  @MaxChars(CONTACT_LIMITS.phone, { message: 'Phone must be at most 30 characters' })
  @Matches(PHONE_NUMBER, {
    message: 'Please enter a phone number with its area code, e.g. 780-555-0110',
  })
  @IsNotBlank({ message: 'Phone is required' })
  @IsCleanText(false, { message: 'Phone contains characters that are not allowed' })
  phone!: string;

  @Field({ description: 'The message; 1 to 5000 characters, line breaks kept.' })
  @MaxChars(CONTACT_LIMITS.message, { message: 'Message must be at most 5000 characters' })
  @IsString({ message: 'Message must be text' })
  @IsNotBlank({ message: 'Message is required' })
  @IsCleanText(true, { message: 'Message contains characters that are not allowed' })
  message!: string;

  @Field(() => BusinessType, { description: "The sender's kind of business." })
  @IsIn(BUSINESS_TYPES, {
    message: `Business type must be one of ${BUSINESS_TYPES.join(', ')}`,
  })
  @IsNotBlank({ message: 'Business type is required' })
  businessType!: BusinessType;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'The form\'s "Also send me the newsletter" box (unchecked by default): true also subscribes the address (double opt-in: a confirmation e-mail, then the newsletter). Absent or false never does.',
  })
  @IsOptional()
  @IsBoolean({ message: 'Also send me the newsletter must be true or false' })
  subscribeToNewsletter?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Version of the consent wording shown beside the newsletter box (`newsletterConsentWording.version`); the current one when absent.',
  })
  @ConsentVersionRules()
  consentVersion?: string | null;

  /** The honeypot: never stored, never checked beyond being text (common/rate-limits.ts). */
  @Field(() => String, { nullable: true, description: HONEYPOT_DESCRIPTION })
  @IsOptional()
  @IsString({ message: 'Website must be text' })
  website?: string | null;
}
