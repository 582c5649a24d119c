import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { CreateRequestScope, GraphQLContext, ScopeServices } from '../graphql/context.js';
import { answerOf } from '../graphql/answer-marks.js';
import { contextUnavailableError } from '../graphql/unavailable.js';
import { bearerToken } from '../modules/auth/index.js';
import { clientAddress } from './client-address.js';
import { carriesCredentials, cookieJar, sessionCookieOf } from './session-cookie.js';

/**
 * Builds the context of one GraphQL request: a POST /graphql (`res` given) or a server-rendered
 * page (no `res`), on the scope `createScope` makes on a fork of its own. The browser's session
 * cookie counts on /graphql only, where the answer can set or clear it; a rendered page is the
 * same for every visitor, signed in or not.
 */
export function createContext(
  orm: MikroORM,
  services: ScopeServices,
  createScope: CreateRequestScope,
) {
  return async ({ req, res }: { req: Request; res?: Response }): Promise<GraphQLContext> => ({
    ...(await createScope(orm.em.fork(), services, {
      token: bearerToken(req.headers.authorization),
      ...(res ? { sessionToken: sessionCookieOf(req), cookies: cookieJar(req, res) } : {}),
      clientAddress: clientAddress(req),
      userAgent: req.headers['user-agent'],
    }).catch((error: unknown) => {
      // A token's check needs the database: unreachable, the request is a 503, not a 500.
      throw contextUnavailableError(error) ?? error;
    })),
    // The request's own marks, so that its caches read what the resolvers set.
    answer: answerOf(req),
    req,
    credentialsSent: carriesCredentials(req),
  });
}
