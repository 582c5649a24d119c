import { IsString, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../common/user-errors.js';

@ObjectType('EditLock', {
  description:
    'Who has a record open in the admin (admin only): "being edited by office since 13:55". Advisory: saving is still guarded by the version check.',
})
export class EditLockView {
  @Field({ description: 'Kind of record, e.g. "newsletter".' })
  recordType!: string;

  @Field(() => ID, { description: 'Id of the record.' })
  recordId!: number;

  @Field({ description: 'Username of the admin who has it open.' })
  holder!: string;

  @Field({ description: 'When they opened it (or took it over).' })
  since!: Date;

  @Field({ description: 'Their last heartbeat.' })
  heartbeatAt!: Date;

  @Field({
    description: 'When the lock frees itself unless another heartbeat comes (90 s after the last).',
  })
  expiresAt!: Date;

  @Field({
    description:
      'True when the asking editor (this username and this session key) holds it; false when someone else does.',
  })
  mine!: boolean;
}

/** Which record, and which browser tab asks. */
@ArgsType()
export class EditLockArgs {
  @Field({ description: 'Kind of record, e.g. "newsletter".' })
  @MaxLength(40)
  @Matches(/^[a-z][a-z-]*$/, { message: 'Record type must be lowercase letters, e.g. newsletter' })
  @IsString()
  recordType!: string;

  @Field(() => ID, { description: 'Id of the record.' })
  @IsString()
  recordId!: string;

  @Field({
    description:
      'A random key of the browser tab (e.g. a UUID made when the editor opens), so two tabs of one account are two editors.',
  })
  @Matches(/^[A-Za-z0-9_-]{8,64}$/, {
    message: 'Session key must be 8 to 64 letters, digits, "-" or "_"',
  })
  @IsString()
  sessionKey!: string;
}

@ObjectType({
  description:
    "Answer to `acquireEditLock`: the lock as it now stands (yours, or someone else's), or the problems.",
})
export class AcquireEditLockPayload extends MutationPayload {
  @Field(() => EditLockView, {
    nullable: true,
    description:
      'The lock now: `mine` true when you hold it; null when `userErrors` is not empty or the record was released while asking.',
  })
  lock!: EditLockView | null;
}

@ObjectType({
  description:
    "Answer to `heartbeatEditLock`: the lock as it now stands; someone else's when they took over.",
})
export class HeartbeatEditLockPayload extends MutationPayload {
  @Field(() => EditLockView, {
    nullable: true,
    description:
      'The lock now: `mine` false when someone took over (their `holder` and `since`); null when `userErrors` is not empty.',
  })
  lock!: EditLockView | null;
}

@ObjectType({ description: 'Answer to `releaseEditLock`.' })
export class ReleaseEditLockPayload extends MutationPayload {
  @Field(() => Boolean, {
    nullable: true,
    description:
      'True when you held the lock and it is now free; false when it was not yours (taken over, or expired and taken); null with `userErrors`.',
  })
  released!: boolean | null;
}
