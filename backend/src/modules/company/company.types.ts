import { Field, Float, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../common/user-errors.js';
import { AppStatus } from './app-status.js';

@ObjectType({ description: 'A postal address in Canada.' })
export class Address {
  @Field({ description: 'Street line, with suite or rural route.' })
  street!: string;

  @Field({ description: 'City or town, e.g. Edmonton.' })
  city!: string;

  @Field({ description: 'Two-letter province code, e.g. AB.' })
  province!: string;

  @Field({ description: 'Canadian postal code, "A1A 1A1" with a space, e.g. T5J 0H6.' })
  postalCode!: string;

  @Field({ description: 'Two-letter country code.' })
  country!: string;
}

@ObjectType({ description: 'A point on the map, in WGS 84 degrees.' })
export class MapLocation {
  @Field(() => Float, { description: 'Latitude, e.g. 53.5457.' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude, e.g. -113.4968 (west is negative).' })
  longitude!: number;
}

@ObjectType({ description: 'The status each app shows on /apps, as the office sets it.' })
export class AppStatuses {
  @Field(() => AppStatus, { description: 'Optimize Calculator (/apps/optimize-calculator).' })
  optimizeCalculator!: AppStatus;

  @Field(() => AppStatus, { description: 'Spray Condition App.' })
  sprayConditions!: AppStatus;

  @Field(() => AppStatus, { description: 'Salt Index App (/apps/salt-index).' })
  saltIndex!: AppStatus;

  @Field(() => AppStatus, { description: 'FarmOps Manager.' })
  farmOps!: AppStatus;
}

@ObjectType({
  description:
    "The company's public contact details, as shown in the footer, on /contact and in the structured data. Name, legal name and mission are fixed; the rest is edited in the admin's Settings (`updateCompanySettings`).",
})
export class Company {
  @Field({ description: 'Trading name, e.g. "Prairie Elite Agronomics".' })
  name!: string;

  @Field({ description: 'Registered legal name, e.g. "Prairie Elite Agronomics Ltd.".' })
  legalName!: string;

  @Field({ description: 'Mission statement.' })
  mission!: string;

  @Field({ description: 'Head office phone (Edmonton).' })
  headOfficePhone!: string;

  @Field({ description: 'Fax number, e.g. 780-555-0143.' })
  fax!: string;

  @Field({ description: 'Phone for Saskatchewan customers.' })
  saskatchewanPhone!: string;

  @Field({ description: 'Toll-free phone for Canada, e.g. 1-888-555-0199.' })
  tollFreePhone!: string;

  @Field({ description: 'General information e-mail address.' })
  email!: string;

  @Field({ description: 'Mailbox that receives contact-form submissions.' })
  submissionsMailbox!: string;

  @Field(() => Address, { description: 'Head office in Edmonton, Alberta.' })
  headOffice!: Address;

  @Field(() => Address, { description: 'Warehouse near Tofield, Alberta.' })
  warehouse!: Address;

  @Field({
    description:
      'Opening hours as the office writes them, one line per day or group of days (lines separated by "\\n").',
  })
  businessHours!: string;

  @Field(() => MapLocation, { description: "The head office's point on the contact page's map." })
  mapLocation!: MapLocation;

  @Field(() => AppStatuses, {
    description: 'The status of each app on /apps (`updateAppStatuses`).',
  })
  appStatuses!: AppStatuses;
}

@ObjectType({
  description: 'Answer to `updateCompanySettings`: the saved details, or the problems with them.',
})
export class UpdateCompanySettingsPayload extends MutationPayload {
  @Field(() => Company, {
    nullable: true,
    description: 'The company details as stored now; null when `userErrors` is not empty.',
  })
  company!: Company | null;
}

@ObjectType({ description: 'Answer to `updateAppStatuses`: the saved details, or the problems.' })
export class UpdateAppStatusesPayload extends MutationPayload {
  @Field(() => Company, {
    nullable: true,
    description: 'The company details as stored now; null when `userErrors` is not empty.',
  })
  company!: Company | null;
}
