import { IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars, MinChars } from '../../../common/validators.js';

/** The shortest new password: long passphrases beat clever rules (NIST SP 800-63B). */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * `changeAdminPassword(input)`. The rules that need the account (not the username, not the current
 * password, the current one right) are checked by AuthService.changePassword.
 */
@InputType({ description: "The signed-in admin's current password and the new one." })
export class ChangeAdminPasswordInput {
  @Field({ description: 'The password the admin signs in with today; never logged or echoed.' })
  @MaxChars(200, { message: 'Current password must be at most 200 characters' })
  @IsString({ message: 'Current password must be text' })
  @IsNotBlank({ message: 'Current password is required' })
  currentPassword!: string;

  @Field({
    description: `The new password: ${MIN_PASSWORD_LENGTH} to 200 characters, not the username and not the current password.`,
  })
  @MaxChars(200, { message: 'New password must be at most 200 characters' })
  @MinChars(MIN_PASSWORD_LENGTH, {
    message: `New password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  })
  @IsString({ message: 'New password must be text' })
  @IsNotBlank({ message: 'New password is required' })
  @IsCleanText(false, { message: 'New password contains characters that are not allowed' })
  newPassword!: string;
}
