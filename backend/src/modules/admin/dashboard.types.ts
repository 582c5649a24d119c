import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Counts for the tiles of the admin dashboard.' })
export class DashboardCounts {
  @Field(() => Int)
  products!: number;

  @Field(() => Int)
  newsletters!: number;

  @Field(() => Int)
  testimonials!: number;

  @Field(() => Int, { description: 'Contact form submissions.' })
  contacts!: number;

  @Field(() => Int)
  subscribers!: number;

  @Field(() => Int)
  teamMembers!: number;

  @Field(() => Int)
  imageAssets!: number;

  @Field(() => Int)
  videos!: number;

  @Field(() => Int)
  documents!: number;
}
