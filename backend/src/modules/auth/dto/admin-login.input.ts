import { IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';

/** `adminLogin(input)` and the body of POST /api/admin/login. */
@InputType({ description: 'The credentials of an admin account.' })
export class AdminLoginInput {
  @Field({ description: 'Admin username.' })
  @MaxChars(100, { message: 'Username must be at most 100 characters' })
  @IsString({ message: 'Username must be text' })
  @IsNotBlank({ message: 'Username is required' })
  @IsCleanText(false, { message: 'Username contains characters that are not allowed' })
  username!: string;

  @Field({ description: 'Admin password; never logged or echoed.' })
  @MaxChars(200, { message: 'Password must be at most 200 characters' })
  @IsString({ message: 'Password must be text' })
  @IsNotBlank({ message: 'Password is required' })
  @IsCleanText(false, { message: 'Password contains characters that are not allowed' })
  password!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'For an account with two-factor sign-in: its current 6-digit code or a recovery code, to sign in in one step. Without it such an account answers a `twoFactorChallenge`.',
  })
  @IsOptional()
  @MaxChars(40, { message: 'Code must be at most 40 characters' })
  @IsString({ message: 'Code must be text' })
  code?: string | null;
}
