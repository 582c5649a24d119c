import { IsIn, IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, registerEnumType } from 'type-graphql';
import { IsCleanText, IsEmailAddress, IsNotBlank, MaxChars } from '../../../common/validators.js';
import { Role } from '../auth.types.js';

/** What an owner may set an account's status to (`invited` is the invitation's own state). */
export enum SettableStatus {
  ACTIVE = 'active',
  DISABLED = 'disabled',
}
registerEnumType(SettableStatus, {
  name: 'SettableAccountStatus',
  description: 'The statuses an owner sets: an account is enabled or disabled.',
  valuesConfig: {
    ACTIVE: { description: 'Signs in.' },
    DISABLED: {
      description:
        'Does not sign in; every session and token of the account is refused from that moment.',
    },
  },
});

export const STAFF_NAME_MAX = 100;
export const STAFF_EMAIL_MAX = 254;

/**
 * `updateStaffAccount(input)` (owners only): the fields given change, the others stay. The rules
 * that need the other accounts (one active owner at least, one account per address, no disabling
 * oneself) are StaffAccountService's.
 */
@InputType({ description: "Changes to a staff account's name, e-mail address, role or status." })
export class UpdateStaffAccountInput {
  @Field(() => ID, { description: 'The account.' })
  @IsString({ message: 'Account is required' })
  id!: string;

  @Field(() => String, {
    nullable: true,
    description: `The person's name, at most ${STAFF_NAME_MAX} characters; null or empty removes it.`,
  })
  @IsOptional()
  @MaxChars(STAFF_NAME_MAX, { message: `Name must be at most ${STAFF_NAME_MAX} characters` })
  @IsString({ message: 'Name must be text' })
  @IsCleanText(false, { message: 'Name contains characters that are not allowed' })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Where the account’s mail goes; one account per address. Null removes it.',
  })
  @IsOptional()
  @IsEmailAddress({ message: 'Please enter a valid email address' })
  @MaxChars(STAFF_EMAIL_MAX, { message: `Email must be at most ${STAFF_EMAIL_MAX} characters` })
  @IsNotBlank({ message: 'Email must not be blank' })
  @IsString({ message: 'Email must be text' })
  email?: string | null;

  @Field(() => Role, { nullable: true, description: 'The new role; unchanged when left out.' })
  @IsOptional()
  @IsIn(Object.values(Role), { message: 'Role must be OWNER, EDITOR or SUPPORT' })
  role?: Role | null;

  @Field(() => SettableStatus, {
    nullable: true,
    description: 'ACTIVE or DISABLED; unchanged when left out.',
  })
  @IsOptional()
  @IsIn(Object.values(SettableStatus), { message: 'Status must be ACTIVE or DISABLED' })
  status?: SettableStatus | null;
}
