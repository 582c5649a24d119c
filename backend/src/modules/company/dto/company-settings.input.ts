import { Type } from 'class-transformer';
import {
  IsDefined,
  IsEnum,
  IsIn,
  IsNumber,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { AppStatus } from '../app-status.js';
import {
  IsCleanText,
  IsEmailAddress,
  IsNotBlank,
  MaxChars,
  PHONE_NUMBER,
  rules,
} from '../../../common/validators.js';

export const COMPANY_SETTINGS_LIMITS = {
  phone: 30,
  email: 254,
  street: 200,
  city: 100,
  businessHours: 500,
} as const;

/** Canada's provinces and territories, as Canada Post writes them. */
export const PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

/** A Canadian postal code, the space optional and any letter case (stored as "T5J 0H6"). */
const POSTAL_CODE = /^\s*[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d\s*$/;

/** A phone field's rules, with its label in every message: "Fax is required". */
const PhoneRules = (label: string) =>
  rules(
    MaxChars(COMPANY_SETTINGS_LIMITS.phone, { message: `${label} must be at most 30 characters` }),
    Matches(PHONE_NUMBER, {
      message: `${label} must be a phone number with its area code, e.g. 780-555-0142`,
    }),
    IsNotBlank({ message: `${label} is required` }),
    IsCleanText(false, { message: `${label} contains characters that are not allowed` }),
  );

const EmailRules = (label: string) =>
  rules(
    IsEmailAddress({ message: `${label} must be a valid e-mail address, e.g. info@example.com` }),
    MaxChars(COMPANY_SETTINGS_LIMITS.email, { message: `${label} must be at most 254 characters` }),
    IsNotBlank({ message: `${label} is required` }),
    IsCleanText(false, { message: `${label} contains characters that are not allowed` }),
  );

@InputType({ description: 'A place of the company in Canada.' })
export class CompanyAddressInput {
  @Field({ description: 'Street line, with suite or rural route; 1 to 200 characters.' })
  @MaxChars(COMPANY_SETTINGS_LIMITS.street, { message: 'Street must be at most 200 characters' })
  @IsString({ message: 'Street must be text' })
  @IsNotBlank({ message: 'Street is required' })
  @IsCleanText(false, { message: 'Street contains characters that are not allowed' })
  street!: string;

  @Field({ description: 'City or town; 1 to 100 characters.' })
  @MaxChars(COMPANY_SETTINGS_LIMITS.city, { message: 'City must be at most 100 characters' })
  @IsString({ message: 'City must be text' })
  @IsNotBlank({ message: 'City is required' })
  @IsCleanText(false, { message: 'City contains characters that are not allowed' })
  city!: string;

  @Field({ description: `Two-letter province or territory code: ${PROVINCES.join(', ')}.` })
  @IsIn(PROVINCES, { message: `Province must be one of ${PROVINCES.join(', ')}` })
  @IsNotBlank({ message: 'Province is required' })
  province!: string;

  @Field({ description: 'Canadian postal code, e.g. T5J 0H6 (stored upper case, with a space).' })
  @Matches(POSTAL_CODE, { message: 'Postal code must look like T5J 0H6' })
  @IsNotBlank({ message: 'Postal code is required' })
  postalCode!: string;
}

@InputType({ description: 'A point on the map, in Canada.' })
export class MapLocationInput {
  @Field(() => Float, { description: 'Latitude in degrees, 41.6 to 83.2 (Canada).' })
  @Min(41.6, { message: 'Latitude must be between 41.6 and 83.2 (in Canada)' })
  @Max(83.2, { message: 'Latitude must be between 41.6 and 83.2 (in Canada)' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Latitude must be a number' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude in degrees, -141 to -52 (Canada; west negative).' })
  @Min(-141, { message: 'Longitude must be between -141 and -52 (in Canada)' })
  @Max(-52, { message: 'Longitude must be between -141 and -52 (in Canada)' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Longitude must be a number' })
  longitude!: number;
}

/**
 * `updateCompanySettings(input)`: every contact fact the site shows, replaced as a whole (the admin
 * form sends them all). Each field has its own messages, so the form can show them where they belong.
 */
@InputType({
  description: "The company's contact details, as the admin's Settings form sends them.",
})
export class CompanySettingsInput {
  @Field({ description: 'Head office phone, e.g. 780-555-0142.' })
  @PhoneRules('Head office phone')
  headOfficePhone!: string;

  @Field({ description: 'Fax number, e.g. 780-555-0143.' })
  @PhoneRules('Fax')
  fax!: string;

  @Field({ description: 'Phone for Saskatchewan customers, e.g. 306-555-0187.' })
  @PhoneRules('Saskatchewan phone')
  saskatchewanPhone!: string;

  @Field({ description: 'Toll-free phone, e.g. 1-888-555-0199.' })
  @PhoneRules('Toll-free phone')
  tollFreePhone!: string;

  @Field({ description: 'General information e-mail address shown on the site.' })
  @EmailRules('General e-mail')
  email!: string;

  @Field({ description: 'Mailbox that receives contact-form submissions (named in the admin).' })
  @EmailRules('Submissions mailbox')
  submissionsMailbox!: string;

  @Field(() => CompanyAddressInput, { description: 'Head office address.' })
  @ValidateNested()
  @Type(() => CompanyAddressInput)
  @IsDefined({ message: 'Head office address is required' })
  headOffice!: CompanyAddressInput;

  @Field(() => CompanyAddressInput, { description: 'Warehouse address.' })
  @ValidateNested()
  @Type(() => CompanyAddressInput)
  @IsDefined({ message: 'Warehouse address is required' })
  warehouse!: CompanyAddressInput;

  @Field({ description: 'Opening hours, one line per day or group of days; 1 to 500 characters.' })
  @MaxChars(COMPANY_SETTINGS_LIMITS.businessHours, {
    message: 'Business hours must be at most 500 characters',
  })
  @IsString({ message: 'Business hours must be text' })
  @IsNotBlank({ message: 'Business hours are required' })
  @IsCleanText(true, { message: 'Business hours contain characters that are not allowed' })
  businessHours!: string;

  @Field(() => MapLocationInput, { description: "The head office's point on the map." })
  @ValidateNested()
  @Type(() => MapLocationInput)
  @IsDefined({ message: 'Map location is required' })
  mapLocation!: MapLocationInput;
}

const APP_STATUS_MESSAGE = 'Status must be Live, Beta or Coming Soon';

/** `updateAppStatuses(input)`: the status of every app on /apps, as a whole. */
@InputType({ description: 'The status of each app on /apps, as the admin’s Settings send them.' })
export class AppStatusesInput {
  @Field(() => AppStatus, { description: 'Optimize Calculator.' })
  @IsEnum(AppStatus, { message: APP_STATUS_MESSAGE })
  optimizeCalculator!: AppStatus;

  @Field(() => AppStatus, { description: 'Spray Condition App.' })
  @IsEnum(AppStatus, { message: APP_STATUS_MESSAGE })
  sprayConditions!: AppStatus;

  @Field(() => AppStatus, { description: 'Salt Index App.' })
  @IsEnum(AppStatus, { message: APP_STATUS_MESSAGE })
  saltIndex!: AppStatus;

  @Field(() => AppStatus, { description: 'FarmOps Manager.' })
  @IsEnum(AppStatus, { message: APP_STATUS_MESSAGE })
  farmOps!: AppStatus;
}
