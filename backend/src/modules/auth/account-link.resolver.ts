import { Arg, Authorized, Ctx, ID, Resolver } from 'type-graphql';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOf } from '../../common/request-scope.js';
import type { MailScope } from '../mail/index.js';
import type { AuthScope } from './auth-scope.js';
import { AccountLinkService } from './account-links.service.js';
import {
  AcceptStaffInvitationPayload,
  InviteStaffAccountPayload,
  RequestPasswordResetPayload,
  ResendStaffInvitationPayload,
  ResetPasswordWithLinkPayload,
} from './auth.types.js';
import {
  InviteStaffAccountInput,
  RequestPasswordResetInput,
  SetPasswordWithLinkInput,
} from './dto/account-links.input.js';

/** Account links are e-mailed: the scope's mail queue sends them. */
type AccountLinkScope = AuthScope & MailScope;

const service = (scope: AccountLinkScope) =>
  new AccountLinkService(scope.em, scope.mail, scope.auth.throttle);

/**
 * Invitations and password resets by e-mail (issue 25): owners invite people; anyone may ask for
 * a reset link, which reveals nothing about which addresses have accounts; an e-mailed link sets
 * a password once.
 */
@Resolver()
export class AccountLinkResolver {
  @Authorized('administration')
  @PayloadMutation(
    () => InviteStaffAccountPayload,
    'Invites a person by e-mail (owners only): makes an INVITED account whose username is the address, and e-mails it a link to choose a password (valid 7 days, once). User errors: a blank name, an invalid address, or one another account uses. Audited.',
  )
  async inviteStaffAccount(
    @Ctx() scope: AccountLinkScope,
    @Arg('input', () => InviteStaffAccountInput, { description: 'Who to invite, with which role.' })
    input: InviteStaffAccountInput,
  ): Promise<InviteStaffAccountPayload> {
    const account = await service(scope).invite(input, actorOf(scope));
    return { account, userErrors: [] };
  }

  @Authorized('administration')
  @PayloadMutation(
    () => ResendStaffInvitationPayload,
    'E-mails an INVITED account a new invitation (owners only); the earlier link stops working. A user error for an account that is not INVITED. Audited.',
  )
  async resendStaffInvitation(
    @Ctx() scope: AccountLinkScope,
    @Arg('id', () => ID, { description: 'The invited account.' }) id: string,
  ): Promise<ResendStaffInvitationPayload> {
    const account = await service(scope).resendInvitation(id, actorOf(scope));
    return { account, userErrors: [] };
  }

  @PayloadMutation(
    () => RequestPasswordResetPayload,
    'Asks for a password-reset link (no session needed). If an active account uses the address, it is e-mailed a link valid for one hour, once; the answer is the same either way. An invalid address is a user error. Each request counts against the sign-in limits of the address and of the client (TOO_MANY_REQUESTS).',
  )
  async requestPasswordReset(
    @Ctx() scope: AccountLinkScope,
    @Arg('input', () => RequestPasswordResetInput, { description: 'The account’s address.' })
    input: RequestPasswordResetInput,
  ): Promise<RequestPasswordResetPayload> {
    await service(scope).requestReset(input, scope.clientAddress);
    return { requested: true, userErrors: [] };
  }

  @PayloadMutation(
    () => ResetPasswordWithLinkPayload,
    "Sets a new password with an e-mailed reset link's token (no session needed) and signs the account out on every device. An expired, used or unknown link, or a password shorter than 12 characters or equal to the username or address, is a user error. Counts against the client's sign-in limit.",
  )
  async resetPasswordWithLink(
    @Ctx() scope: AccountLinkScope,
    @Arg('input', () => SetPasswordWithLinkInput, { description: 'The token and new password.' })
    input: SetPasswordWithLinkInput,
  ): Promise<ResetPasswordWithLinkPayload> {
    const account = await service(scope).reset(input, scope.clientAddress);
    return { username: account.username, userErrors: [] };
  }

  @PayloadMutation(
    () => AcceptStaffInvitationPayload,
    "Accepts an invitation with its e-mailed link's token (no session needed): sets the password and makes the account ACTIVE; then the person signs in. An expired, used or unknown link, or a password shorter than 12 characters or equal to the username or address, is a user error. Counts against the client's sign-in limit.",
  )
  async acceptStaffInvitation(
    @Ctx() scope: AccountLinkScope,
    @Arg('input', () => SetPasswordWithLinkInput, { description: 'The token and new password.' })
    input: SetPasswordWithLinkInput,
  ): Promise<AcceptStaffInvitationPayload> {
    const account = await service(scope).accept(input, scope.clientAddress);
    return { username: account.username, userErrors: [] };
  }
}
