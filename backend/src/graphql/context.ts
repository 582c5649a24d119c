import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { clientAddress } from '../http/client-address.js';
import { cookieJar, sessionCookieOf } from '../http/session-cookie.js';
import { bearerToken } from '../modules/auth/index.js';
import { createRequestScope, type RequestScope, type ScopeServices } from '../modules/index.js';
import { contextUnavailableError } from './unavailable.js';

/**
 * What Apollo hands every resolver: the transport-free request scope the resolvers are typed with
 * (modules/request-scope.ts), plus the Express request for the transport's own plugins (the
 * response cache asks whether credentials came).
 */
export interface GraphQLContext extends RequestScope {
  req: Request;
}

/**
 * Builds the context of one GraphQL request: a POST /graphql (`res` given) or a server-rendered
 * page (no `res`). The browser's session cookie counts on /graphql only, where the answer can set
 * or clear it; a rendered page is the same for every visitor, signed in or not.
 */
export function createContext(orm: MikroORM, services: ScopeServices) {
  return async ({ req, res }: { req: Request; res?: Response }): Promise<GraphQLContext> => ({
    ...(await createRequestScope(orm.em.fork(), services, {
      token: bearerToken(req.headers.authorization),
      ...(res ? { sessionToken: sessionCookieOf(req), cookies: cookieJar(req, res) } : {}),
      clientAddress: clientAddress(req),
      userAgent: req.headers['user-agent'],
    }).catch((error: unknown) => {
      // A token's check needs the database: unreachable, the request is a 503, not a 500.
      throw contextUnavailableError(error) ?? error;
    })),
    req,
  });
}
