import { IsIn, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import {
  IsCleanText,
  IsEmailAddress,
  IsNotBlank,
  MaxChars,
  MinChars,
} from '../../../common/validators.js';
import { Role } from '../auth.types.js';
import { MIN_PASSWORD_LENGTH } from './change-admin-password.input.js';
import { STAFF_EMAIL_MAX, STAFF_NAME_MAX } from './update-staff-account.input.js';

/** An invited person's address is their username too: no longer than a username may be. */
export const INVITED_EMAIL_MAX = 100;

/** The longest token an e-mailed link carries (43 characters today; room for another format). */
const LINK_TOKEN_MAX = 200;

/** `inviteStaffAccount(input)` (owners only): who is invited, and with which role. */
@InputType({ description: 'A person to invite to the admin by e-mail.' })
export class InviteStaffAccountInput {
  @Field({ description: `The person's name, 1 to ${STAFF_NAME_MAX} characters.` })
  @MaxChars(STAFF_NAME_MAX, { message: `Name must be at most ${STAFF_NAME_MAX} characters` })
  @IsString({ message: 'Name must be text' })
  @IsNotBlank({ message: 'Name is required' })
  @IsCleanText(false, { message: 'Name contains characters that are not allowed' })
  name!: string;

  @Field({
    description: `Where the invitation goes; also the username the person signs in with, so at most ${INVITED_EMAIL_MAX} characters. One account per address.`,
  })
  @IsEmailAddress({ message: 'Please enter a valid email address' })
  @MaxChars(INVITED_EMAIL_MAX, { message: `Email must be at most ${INVITED_EMAIL_MAX} characters` })
  @IsString({ message: 'Email must be text' })
  @IsNotBlank({ message: 'Email is required' })
  email!: string;

  @Field(() => Role, { description: 'What the account may do once the invitation is accepted.' })
  @IsIn(Object.values(Role), { message: 'Role must be OWNER, EDITOR or SUPPORT' })
  role!: Role;
}

/** `requestPasswordReset(input)`: the address to send a reset link to, if an account uses it. */
@InputType({ description: 'The e-mail address of the account whose password was forgotten.' })
export class RequestPasswordResetInput {
  @Field({ description: "The account's e-mail address." })
  @IsEmailAddress({ message: 'Please enter a valid email address' })
  @MaxChars(STAFF_EMAIL_MAX, { message: `Email must be at most ${STAFF_EMAIL_MAX} characters` })
  @IsString({ message: 'Email must be text' })
  @IsNotBlank({ message: 'Email is required' })
  email!: string;
}

/** `acceptStaffInvitation(input)` and `resetPasswordWithLink(input)`: the link's token and a password. */
@InputType({ description: "An e-mailed link's token and the password to set with it." })
export class SetPasswordWithLinkInput {
  @Field({ description: 'The token of the link (the part after # in the e-mailed address).' })
  @MaxChars(LINK_TOKEN_MAX, { message: 'This link is not valid' })
  @IsString({ message: 'This link is not valid' })
  @IsNotBlank({ message: 'This link is not valid' })
  token!: string;

  @Field({
    description: `The new password: ${MIN_PASSWORD_LENGTH} to 200 characters, not the username or e-mail address.`,
  })
  @MaxChars(200, { message: 'Password must be at most 200 characters' })
  @MinChars(MIN_PASSWORD_LENGTH, {
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  })
  @IsString({ message: 'Password must be text' })
  @IsNotBlank({ message: 'Password is required' })
  @IsCleanText(false, { message: 'Password contains characters that are not allowed' })
  password!: string;
}
