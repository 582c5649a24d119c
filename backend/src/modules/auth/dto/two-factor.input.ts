import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsNotBlank, MaxChars } from '../../../common/validators.js';
import {
  SESSION_IDLE_MINUTES_RANGE,
  SESSION_LIFETIME_HOURS_RANGE,
} from '../security-settings.entity.js';

/** `adminLoginTwoFactor(input)`: the second step of a sign-in with two-factor. */
@InputType({ description: 'A two-factor challenge and the code that answers it.' })
export class AdminLoginTwoFactorInput {
  @Field({ description: '`twoFactorChallenge` of the `adminLogin` answer (valid 5 minutes).' })
  @MaxChars(2000, { message: 'The sign-in has expired. Please sign in again.' })
  @IsString({ message: 'The sign-in has expired. Please sign in again.' })
  @IsNotBlank({ message: 'The sign-in has expired. Please sign in again.' })
  challenge!: string;

  @Field({ description: 'The 6-digit code of the authenticator app, or a recovery code.' })
  @MaxChars(40, { message: 'Code must be at most 40 characters' })
  @IsString({ message: 'Code must be text' })
  @IsNotBlank({ message: 'Code is required' })
  code!: string;
}

/** `confirmTwoFactorSetup(input)`: the code that proves the app holds the new secret. */
@InputType({ description: 'The code the authenticator app shows for the new secret.' })
export class ConfirmTwoFactorSetupInput {
  @Field({ description: 'The 6-digit code shown now.' })
  @MaxChars(40, { message: 'Code must be at most 40 characters' })
  @IsString({ message: 'Code must be text' })
  @IsNotBlank({ message: 'Code is required' })
  code!: string;
}

/** `turnOffTwoFactor(input)`: the signed-in person's password. */
@InputType({ description: "The signed-in person's password, to turn two-factor sign-in off." })
export class TurnOffTwoFactorInput {
  @Field({ description: 'The current password; never logged or echoed.' })
  @MaxChars(200, { message: 'Password must be at most 200 characters' })
  @IsString({ message: 'Password must be text' })
  @IsNotBlank({ message: 'Password is required' })
  password!: string;
}

export const IDLE_RANGE_MESSAGE = `The idle timeout must be between ${SESSION_IDLE_MINUTES_RANGE.min} and ${SESSION_IDLE_MINUTES_RANGE.max} minutes`;
export const LIFETIME_RANGE_MESSAGE = `The session lifetime must be between ${SESSION_LIFETIME_HOURS_RANGE.min} and ${SESSION_LIFETIME_HOURS_RANGE.max} hours`;

/** `updateSecuritySettings(input)` (owners). */
@InputType({ description: 'How the admin is signed in to.' })
export class UpdateSecuritySettingsInput {
  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether every account must sign in with two-factor; unchanged when omitted.',
  })
  @IsOptional()
  @IsBoolean({ message: 'Require two-factor must be true or false' })
  requireTwoFactor?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description: `Minutes a browser session may sit unused (${SESSION_IDLE_MINUTES_RANGE.min}–${SESSION_IDLE_MINUTES_RANGE.max}); unchanged when omitted.`,
  })
  @IsOptional()
  @IsInt({ message: 'The idle timeout must be a whole number of minutes' })
  @Min(SESSION_IDLE_MINUTES_RANGE.min, { message: IDLE_RANGE_MESSAGE })
  @Max(SESSION_IDLE_MINUTES_RANGE.max, { message: IDLE_RANGE_MESSAGE })
  sessionIdleMinutes?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `Hours a browser session lasts at most (${SESSION_LIFETIME_HOURS_RANGE.min}–${SESSION_LIFETIME_HOURS_RANGE.max}); unchanged when omitted.`,
  })
  @IsOptional()
  @IsInt({ message: 'The session lifetime must be a whole number of hours' })
  @Min(SESSION_LIFETIME_HOURS_RANGE.min, { message: LIFETIME_RANGE_MESSAGE })
  @Max(SESSION_LIFETIME_HOURS_RANGE.max, { message: LIFETIME_RANGE_MESSAGE })
  sessionLifetimeHours?: number | null;
}
