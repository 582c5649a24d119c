import { IsIn, IsOptional, IsString, ValidateBy, type ValidationOptions } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { DateScalar } from '../../../common/date-scalar.js';
import { PageArgs } from '../../../common/pagination.types.js';
import { IsCleanText, MaxChars } from '../../../common/validators.js';
import {
  BUSINESS_TYPES,
  BusinessType,
  CONTACT_STATUSES,
  ContactStatus,
} from '../contact.entity.js';

/** Longest search text: longer than any name (100) and than any useful part of an address. */
export const CONTACT_SEARCH_MAX = 100;
export const TO_BEFORE_FROM = 'The "to" date must be on or after the "from" date';

/**
 * A day on or after the day in `property`, when both are given. Both are YYYY-MM-DD (the Date
 * scalar refuses anything else before this runs), so text order is date order.
 */
function IsOnOrAfter(property: string, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isOnOrAfter',
      constraints: [property],
      validator: {
        validate: (value: unknown, args) => {
          const other = (args?.object as Record<string, unknown> | undefined)?.[property];
          return typeof value !== 'string' || typeof other !== 'string' || value >= other;
        },
      },
    },
    options,
  );
}

/**
 * `contacts(...)`: a page of the messages, narrowed by any of a search text, a status, a business
 * type and a range of days. Every filter is optional: `contacts(first, after)` lists every message, as it
 * always has.
 */
@ArgsType()
export class ContactListArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: `Part of the sender's name or e-mail address, any case, e.g. "kowal" or "@example.com"; each word (at most 8) must match one of the two. At most ${CONTACT_SEARCH_MAX} characters; blank lists every message. The message text is never searched.`,
  })
  @IsOptional()
  @MaxChars(CONTACT_SEARCH_MAX, {
    message: `Search must be at most ${CONTACT_SEARCH_MAX} characters`,
  })
  @IsString({ message: 'Search must be text' })
  @IsCleanText(false, { message: 'Search contains characters that are not allowed' })
  search?: string | null;

  @Field(() => BusinessType, {
    nullable: true,
    description: 'Only messages of this business type.',
  })
  @IsOptional()
  @IsIn(BUSINESS_TYPES, {
    message: `Business type must be one of ${BUSINESS_TYPES.join(', ')}`,
  })
  businessType?: BusinessType | null;

  @Field(() => ContactStatus, {
    nullable: true,
    description: 'Only new or only handled messages; null or omitted lists both.',
  })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: `Status must be one of ${CONTACT_STATUSES.join(', ')}` })
  status?: ContactStatus | null;

  @Field(() => DateScalar, {
    nullable: true,
    description:
      'Only messages received on or after this day, in the company\'s time zone (America/Edmonton), e.g. "2026-03-01".',
  })
  @IsOptional()
  from?: string | null;

  @Field(() => DateScalar, {
    nullable: true,
    description:
      'Only messages received on or before this day (the whole day, America/Edmonton); not before `from`.',
  })
  @IsOptional()
  @IsOnOrAfter('from', { message: TO_BEFORE_FROM })
  to?: string | null;
}
