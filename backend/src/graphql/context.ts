import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { clientAddress } from '../http/client-address.js';
import { bearerToken } from '../modules/auth/index.js';
import { createRequestScope, type RequestScope, type ScopeServices } from '../modules/index.js';
import { contextUnavailableError } from './unavailable.js';

/**
 * What Apollo hands every resolver: the transport-free request scope the resolvers are typed with
 * (modules/request-scope.ts), plus the Express request for the transport's own plugins (the
 * response cache asks whether an Authorization header came).
 */
export interface GraphQLContext extends RequestScope {
  req: Request;
}

/** Builds the context of one GraphQL request (a POST /graphql or a server-rendered page). */
export function createContext(orm: MikroORM, services: ScopeServices) {
  return async ({ req }: { req: Request }): Promise<GraphQLContext> => ({
    ...(await createRequestScope(orm.em.fork(), services, {
      token: bearerToken(req.headers.authorization),
      clientAddress: clientAddress(req),
      userAgent: req.headers['user-agent'],
    }).catch((error: unknown) => {
      // A token's check needs the database: unreachable, the request is a 503, not a 500.
      throw contextUnavailableError(error) ?? error;
    })),
    req,
  });
}
