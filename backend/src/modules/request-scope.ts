import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthKit, AuthUser } from './auth/index.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { ImageStorage } from './media/index.js';

/**
 * What every resolver receives, whatever carried the request (a POST /graphql or a server-rendered
 * page): one EntityManager fork (never the global one), the user of a valid bearer token, the
 * client's address and one set of DataLoaders. It knows no transport: graphql/context.ts and the
 * page renderer build it from their requests.
 */
export interface RequestScope {
  em: EntityManager;
  /** The user of a valid bearer token; absent without one or with an invalid one. */
  user?: AuthUser;
  /** A token was sent but refused (expired, tampered...): admin fields say so. */
  tokenRejected: boolean;
  /** The client's IP address (keys the failed sign-in throttle). */
  clientAddress: string;
  auth: AuthKit;
  /** Per-request DataLoaders, so lists with relations cost a constant number of queries. */
  loaders: Loaders;
  /** Files of uploaded images (UPLOAD_DIR), for the image manager's mutations. */
  imageStorage: ImageStorage;
}

/** The app-wide services a request scope hands to resolvers. */
export interface ScopeServices {
  auth: AuthKit;
  imageStorage: ImageStorage;
}

/**
 * Builds one request's scope on its own fork `em`. A bad token does not fail the request: public
 * fields still answer, and admin fields answer UNAUTHENTICATED (graphql/auth-checker.ts).
 */
export function createRequestScope(
  em: EntityManager,
  { auth, imageStorage }: ScopeServices,
  request: { token?: string; clientAddress: string },
): RequestScope {
  const user = request.token ? auth.tokens.verify(request.token) : undefined;
  return {
    em,
    user,
    tokenRejected: Boolean(request.token && !user),
    clientAddress: request.clientAddress,
    auth,
    loaders: createLoaders(em),
    imageStorage,
  };
}
