import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { AdminUser } from './admin-user.entity.js';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOf } from '../../common/request-scope.js';
import type { AuthScope } from './auth-scope.js';
import { StaffAccount, StaffRole, UpdateStaffAccountPayload } from './auth.types.js';
import { ROLE_DESCRIPTIONS, ROLE_PERMISSIONS, USER_ROLES } from './roles.js';
import { UpdateStaffAccountInput } from './dto/update-staff-account.input.js';
import { StaffAccountService } from './staff-account.service.js';

/** Owners manage the office's accounts (issue 25): who they are, their roles and statuses. */
@Resolver(() => StaffAccount)
export class StaffAccountResolver {
  @Authorized('administration')
  @Query(() => [StaffAccount], {
    nullable: true,
    description: 'Every staff account, owners first (owners only).',
  })
  staffAccounts(@Ctx() { em }: AuthScope): Promise<StaffAccount[]> {
    return new StaffAccountService(em).list();
  }

  @Authorized('administration')
  @Query(() => [StaffRole], {
    description:
      'The roles an account may have, in order, each with what it may do (owners only): the choices of the account dialogs.',
  })
  staffRoles(): StaffRole[] {
    return USER_ROLES.map((role) => ({
      role,
      description: ROLE_DESCRIPTIONS[role],
      permissions: [...ROLE_PERMISSIONS[role]],
    }));
  }

  @Authorized('administration')
  @PayloadMutation(
    () => UpdateStaffAccountPayload,
    "Changes a staff account's name, e-mail address, role or status (owners only). User errors: an address another account uses; disabling one's own account; leaving the company without an active owner. Disabling refuses the account's sessions and tokens at once, on every instance. Audited with the fields changed.",
  )
  async updateStaffAccount(
    @Ctx() scope: AuthScope,
    @Arg('input', () => UpdateStaffAccountInput, { description: 'The account and its changes.' })
    input: UpdateStaffAccountInput,
  ): Promise<UpdateStaffAccountPayload> {
    const account = await new StaffAccountService(scope.em).update(
      input,
      scope.user!,
      actorOf(scope),
    );
    return { account, userErrors: [] };
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the account signs in with two-factor (TOTP).',
  })
  twoFactorEnabled(@Root() account: AdminUser): boolean {
    return account.twoFactorEnabledAt !== null;
  }
}
