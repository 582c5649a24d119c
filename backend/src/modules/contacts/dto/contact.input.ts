import { IsEmail, IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsNotBlank } from '../../../common/validators.js';
import { BUSINESS_TYPES } from '../contact.entity.js';

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/** Digits with the usual separators, and at least 7 digits. */
const PHONE = /^(?=(?:\D*\d){7})[0-9+().\-\s]+$/;

/**
 * `submitContact(input)` and the body of POST /api/contact. All five fields are required and may
 * not be blank; the first failing rule of each field gives its message (rules run bottom-up).
 */
@InputType({ description: 'A message from the contact form.' })
export class ContactInput {
  @Field()
  @MaxLength(CONTACT_LIMITS.name, { message: 'Name must be at most 100 characters' })
  @IsString({ message: 'Name must be text' })
  @IsNotBlank({ message: 'Name is required' })
  name!: string;

  @Field()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(CONTACT_LIMITS.email, { message: 'Email must be at most 254 characters' })
  @IsNotBlank({ message: 'Email is required' })
  email!: string;

  @Field()
  @MaxLength(CONTACT_LIMITS.phone, { message: 'Phone must be at most 30 characters' })
  @Matches(PHONE, { message: 'Please enter a valid phone number' })
  @IsNotBlank({ message: 'Phone is required' })
  phone!: string;

  @Field()
  @MaxLength(CONTACT_LIMITS.message, { message: 'Message must be at most 5000 characters' })
  @IsString({ message: 'Message must be text' })
  @IsNotBlank({ message: 'Message is required' })
  message!: string;

  @Field({
    description:
      'One of "Crop Farming", "Livestock Farming", "Mixed Farming", "Organic Farming", "Other".',
  })
  @IsIn([...BUSINESS_TYPES], {
    message: `Business type must be one of ${BUSINESS_TYPES.join(', ')}`,
  })
  @IsNotBlank({ message: 'Business type is required' })
  businessType!: string;
}
