import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  Matches,
  ValidateNested,
} from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';

export const CERTIFICATION_CARD_LIMITS = {
  title: 120,
  description: 1000,
  validUntil: 40,
  subtypes: 20,
  subtypeName: 120,
  subtypeDescription: 500,
} as const;

/** A year, a month or a day, as the card shows it: "2026", "2026-06" or "2026-06-30". */
export const VALID_UNTIL = /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;
export const VALID_UNTIL_FORMAT =
  'Valid until must be a year (2026), a month (2026-06) or a day (2026-06-30)';
export const SUBTYPES_REPEATED = 'Two subtypes have the same name';
export const SUBTYPES_NEED_EXPANDABLE =
  'Only an expandable card shows subtypes: tick "Expandable" or remove them';
export const TITLE_TAKEN = 'Another certification card has this title';

/** One standard listed inside an expandable card, in the order of the list it is sent in. */
@InputType({ description: 'A standard listed inside an expandable certification card.' })
export class CertificationSubtypeInput {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the subtype it updates; null for a new one.',
  })
  @IsOptional()
  @IsString({ message: 'Subtype id must be text' })
  id?: string | null;

  @Field({ description: 'E.g. "OMRI"; 1 to 120 characters.' })
  @MaxChars(CERTIFICATION_CARD_LIMITS.subtypeName, {
    message: 'Subtype name must be at most 120 characters',
  })
  @IsString({ message: 'Subtype name must be text' })
  @IsNotBlank({ message: 'Subtype name is required' })
  @IsCleanText(false, { message: 'Subtype name contains characters that are not allowed' })
  name!: string;

  @Field({ description: 'What the standard is; 1 to 500 characters.' })
  @MaxChars(CERTIFICATION_CARD_LIMITS.subtypeDescription, {
    message: 'Subtype description must be at most 500 characters',
  })
  @IsString({ message: 'Subtype description must be text' })
  @IsNotBlank({ message: 'Subtype description is required' })
  @IsCleanText(false, { message: 'Subtype description contains characters that are not allowed' })
  description!: string;

  @Field({ description: 'Whether products are currently certified under this standard.' })
  @IsBoolean({ message: 'Available must be true or false' })
  available!: boolean;
}

/**
 * The fields of a certification card an editor writes (`createCertificationCard`,
 * `updateCertificationCard`), its subtypes with it, in their order; the card's place is changed by
 * `moveCertificationCard`. Rules run bottom-up: the first failing rule names the problem.
 */
@InputType({ description: 'What an editor writes of a certification card and its subtypes.' })
export class CertificationCardInput {
  @Field({ description: 'E.g. "ISO 9001:2015"; 1 to 120 characters, unique.' })
  @MaxChars(CERTIFICATION_CARD_LIMITS.title, { message: 'Title must be at most 120 characters' })
  @IsString({ message: 'Title must be text' })
  @IsNotBlank({ message: 'Title is required' })
  @IsCleanText(false, { message: 'Title contains characters that are not allowed' })
  title!: string;

  @Field({ description: 'What the certification covers; 1 to 1000 characters.' })
  @MaxChars(CERTIFICATION_CARD_LIMITS.description, {
    message: 'Description must be at most 1000 characters',
  })
  @IsString({ message: 'Description must be text' })
  @IsNotBlank({ message: 'Description is required' })
  @IsCleanText(true, { message: 'Description contains characters that are not allowed' })
  description!: string;

  @Field({ description: 'A year ("2026"), a month ("2026-06") or a day ("2026-06-30").' })
  @Matches(VALID_UNTIL, { message: VALID_UNTIL_FORMAT })
  @IsString({ message: 'Valid until must be text' })
  @IsNotBlank({ message: 'Valid until is required' })
  validUntil!: string;

  @Field({ description: 'True when the card can be expanded to list its subtypes.' })
  @IsBoolean({ message: 'Expandable must be true or false' })
  expandable!: boolean;

  @Field(() => [CertificationSubtypeInput], {
    description:
      'The standards listed when the card is expanded, in their order (at most 20); empty for a card that is not expandable. Subtypes left out are deleted.',
  })
  @ValidateNested({ each: true })
  @Type(() => CertificationSubtypeInput)
  @ArrayMaxSize(CERTIFICATION_CARD_LIMITS.subtypes, { message: 'At most 20 subtypes' })
  @IsArray({ message: 'Subtypes must be a list' })
  subtypes!: CertificationSubtypeInput[];
}
