import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOf } from '../../common/request-scope.js';
import type { AuthScope } from './auth-scope.js';
import { BrowserSessionView, EndAdminSessionPayload } from './auth.types.js';
import {
  BROWSER_SESSION_MESSAGES,
  BrowserSessionService,
  managesSessions,
} from './browser-session.service.js';

/**
 * The Sessions list (issue 25, part 6): each person sees the browsers signed in to their account
 * and ends any of them; an owner sees and ends anyone's (Accounts).
 */
@Resolver()
export class BrowserSessionResolver {
  @Authorized()
  @Query(() => [BrowserSessionView], {
    nullable: true,
    description:
      'The browser sessions still in force of the signed-in account, or with `accountId` of another account (owners only; anyone else gets NOT_FOUND for it), the most recently used first. Bearer tokens and API tokens are not sessions of a browser and are not listed.',
  })
  async adminSessions(
    @Ctx() { em, user }: AuthScope,
    @Arg('accountId', () => ID, {
      nullable: true,
      description: 'Whose sessions; the signed-in account when omitted.',
    })
    accountId?: string | null,
  ): Promise<BrowserSessionView[]> {
    const id = accountId == null ? user!.id : parseId(accountId);
    if (!id || (id !== user!.id && !managesSessions(user!))) {
      throw new NotFoundError(BROWSER_SESSION_MESSAGES.notFound);
    }
    const sessions = await new BrowserSessionService(em).list(id);
    return sessions.map((s) => ({ ...s, current: s.id === user!.sessionId }));
  }

  @Authorized()
  @PayloadMutation(
    () => EndAdminSessionPayload,
    "Ends a browser session at once, on every instance: one of the signed-in account's own, or (owners) anyone's. Ending this request's own session signs this browser out. NOT_FOUND for an unknown or ended one, or another person's for a role that does not manage accounts. Not from an API token (FORBIDDEN). Audited.",
  )
  async endAdminSession(
    @Ctx() scope: AuthScope,
    @Arg('id', () => ID, { description: 'The session.' }) id: string,
  ): Promise<EndAdminSessionPayload> {
    const ended = await new BrowserSessionService(scope.em).end(scope.user!, id, actorOf(scope));
    if (ended === scope.user!.sessionId) scope.cookies?.clear();
    return { endedId: String(ended), userErrors: [] };
  }
}
