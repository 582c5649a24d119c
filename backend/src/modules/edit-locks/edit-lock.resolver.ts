import { Arg, Args, Authorized, Ctx, Resolver } from 'type-graphql';
import { InvalidInputError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { PayloadMutation } from '../../common/user-errors.js';
import type { RequestScope } from '../../common/request-scope.js';
import { EditLockService, type LockOwner } from './edit-lock.service.js';
import {
  AcquireEditLockPayload,
  EditLockArgs,
  EditLockView,
  HeartbeatEditLockPayload,
  ReleaseEditLockPayload,
} from './edit-lock.types.js';

/** The record the arguments name; an id that is no row id is a user error of `recordId`. */
function recordIdOf({ recordId }: EditLockArgs): number {
  const id = parseId(recordId);
  if (id === undefined) {
    const message = 'Record id must be a positive whole number';
    throw new InvalidInputError(message, { recordId: message });
  }
  return id;
}

/** The asking editor: the signed-in admin (always there: the mutations are admin only) and tab. */
function ownerOf({ user }: RequestScope, { sessionKey }: EditLockArgs): LockOwner {
  return { username: user?.username ?? 'unknown', sessionKey };
}

@Resolver(() => EditLockView)
export class EditLockResolver {
  @Authorized('content')
  @PayloadMutation(
    () => AcquireEditLockPayload,
    'Opens a record for editing (admin only): takes its lock when free, expired or yours, or when `takeOver`; otherwise answers who holds it since when.',
  )
  async acquireEditLock(
    @Ctx() scope: RequestScope,
    @Args(() => EditLockArgs) args: EditLockArgs,
    @Arg('takeOver', { defaultValue: false, description: "Take it even from another's live lock." })
    takeOver: boolean,
  ): Promise<AcquireEditLockPayload> {
    const lock = await new EditLockService(scope.em).acquire(
      args.recordType,
      recordIdOf(args),
      ownerOf(scope, args),
      takeOver,
    );
    return { lock, userErrors: [] };
  }

  @Authorized('content')
  @PayloadMutation(
    () => HeartbeatEditLockPayload,
    "Keeps your lock alive (admin only; every 30 s, it expires 90 s after the last). Answers the lock now: someone else's when they took over.",
  )
  async heartbeatEditLock(
    @Ctx() scope: RequestScope,
    @Args(() => EditLockArgs) args: EditLockArgs,
  ): Promise<HeartbeatEditLockPayload> {
    const lock = await new EditLockService(scope.em).heartbeat(
      args.recordType,
      recordIdOf(args),
      ownerOf(scope, args),
    );
    return { lock, userErrors: [] };
  }

  @Authorized('content')
  @PayloadMutation(
    () => ReleaseEditLockPayload,
    'Lets go of your lock when you leave the record (admin only).',
  )
  async releaseEditLock(
    @Ctx() scope: RequestScope,
    @Args(() => EditLockArgs) args: EditLockArgs,
  ): Promise<ReleaseEditLockPayload> {
    const released = await new EditLockService(scope.em).release(
      args.recordType,
      recordIdOf(args),
      ownerOf(scope, args),
    );
    return { released, userErrors: [] };
  }
}
