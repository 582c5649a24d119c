import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A postal address in Canada.' })
export class AddressType {
  @Field({ description: 'Street line, with suite or rural route.' })
  street!: string;

  @Field()
  city!: string;

  @Field({ description: 'Two-letter province code, e.g. AB.' })
  province!: string;

  @Field()
  postalCode!: string;

  @Field({ description: 'Two-letter country code.' })
  country!: string;
}

@ObjectType({
  description: "The company's public contact details, as shown in the footer and on /contact.",
})
export class Company {
  @Field()
  name!: string;

  @Field()
  legalName!: string;

  @Field({ description: 'Mission statement.' })
  mission!: string;

  @Field({ description: 'Head office phone (Edmonton).' })
  headOfficePhone!: string;

  @Field()
  fax!: string;

  @Field({ description: 'Phone for Saskatchewan customers.' })
  saskatchewanPhone!: string;

  @Field()
  tollFreePhone!: string;

  @Field({ description: 'General information e-mail address.' })
  email!: string;

  @Field({ description: 'Mailbox that receives contact-form submissions.' })
  submissionsMailbox!: string;

  @Field(() => AddressType, { description: 'Head office in Edmonton, Alberta.' })
  headOffice!: AddressType;

  @Field(() => AddressType, { description: 'Warehouse near Tofield, Alberta.' })
  warehouse!: AddressType;
}
