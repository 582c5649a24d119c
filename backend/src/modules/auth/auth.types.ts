import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../common/user-errors.js';

/** GraphQL's view of `UserRole` (admin-user.entity.ts): the same values, with enum names. */
enum Role {
  ADMIN = 'admin',
}
registerEnumType(Role, {
  name: 'Role',
  description: 'What a signed-in user may do.',
  valuesConfig: { ADMIN: { description: 'Reads the admin screens and their data.' } },
});

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

@ObjectType({
  description:
    'Answer to `adminLogin`: a session, or the problems with the input (a blank field). Wrong credentials are not a user error but UNAUTHENTICATED.',
})
export class AdminLoginPayload extends MutationPayload {
  @Field(() => AdminSession, {
    nullable: true,
    description: 'The new session; null when `userErrors` is not empty.',
  })
  session!: AdminSession | null;
}

@ObjectType({
  description:
    'Answer to `adminLogout`: every token of the account, on every device, is refused from now on.',
})
export class AdminLogoutPayload extends MutationPayload {
  @Field(() => Boolean, {
    nullable: true,
    description: 'True once the tokens are revoked; null when `userErrors` is not empty.',
  })
  signedOut!: boolean | null;
}

@ObjectType({ description: 'Who the bearer token of this request belongs to.' })
export class AdminIdentity {
  @Field(() => ID, { description: 'Admin user id (the JWT subject; owner of crop plans).' })
  id!: number;

  @Field({ description: 'Username the admin signed in with.' })
  username!: string;

  /** Typed by Role's values: a role added to USER_ROLES does not compile here until Role has it. */
  @Field(() => Role, { description: 'Role carried by the token.' })
  role!: `${Role}`;
}

@ObjectType({
  description:
    'Answer to `changeAdminPassword`: a new session for this browser (every earlier token of the account is refused from now on), or the problems with the input.',
})
export class ChangeAdminPasswordPayload extends MutationPayload {
  @Field(() => AdminSession, {
    nullable: true,
    description:
      'The new session: store its token in place of the old one. Null when `userErrors` is not empty.',
  })
  session!: AdminSession | null;
}
