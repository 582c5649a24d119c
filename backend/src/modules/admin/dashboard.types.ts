import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Counts for the tiles of the admin dashboard.' })
export class DashboardCounts {
  @Field(() => Int, { description: 'Products in the catalogue.' })
  products!: number;

  @Field(() => Int, { description: 'Newsletter editions.' })
  newsletters!: number;

  @Field(() => Int, { description: 'Customer testimonials.' })
  testimonials!: number;

  @Field(() => Int, { description: 'Contact form submissions.' })
  contacts!: number;

  @Field(() => Int, { description: 'Contact form submissions not yet marked handled.' })
  newContacts!: number;

  @Field(() => Int, { description: 'Newsletter subscribers, active or not.' })
  subscribers!: number;

  @Field(() => Int, { description: 'People on the team page.' })
  teamMembers!: number;

  @Field(() => Int, { description: 'Images of the image manager, built-in and uploaded.' })
  imageAssets!: number;

  @Field(() => Int, { description: 'Videos, all tabs together.' })
  videos!: number;

  @Field(() => Int, { description: 'Downloadable documents of /documentation.' })
  documents!: number;
}
