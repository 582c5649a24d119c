import { Field, ObjectType } from 'type-graphql';

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

@ObjectType({
  description: "The company's public contact details, as shown in the footer and on /contact.",
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
}
