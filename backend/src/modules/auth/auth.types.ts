import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'A signed-in admin session: send the token as `Authorization: Bearer`.',
})
export class AdminSession {
  @Field({ description: 'JWT (HS256) to send as `Authorization: Bearer <token>`.' })
  token!: string;

  @Field({ description: 'When the token stops being accepted.' })
  expiresAt!: Date;

  @Field({ description: 'The signed-in admin.' })
  username!: string;
}

@ObjectType({ description: 'Who the bearer token of this request belongs to.' })
export class AdminIdentity {
  @Field(() => ID, { description: 'Admin user id (the JWT subject; owner of crop plans).' })
  id!: number;

  @Field()
  username!: string;

  @Field({ description: 'Role carried by the token: `admin`.' })
  role!: string;
}
