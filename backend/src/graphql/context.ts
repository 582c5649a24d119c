import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { AuthKit } from '../modules/auth/auth.service.js';
import type { ImageStorage } from '../modules/media/image-storage.js';
import { bearerToken, type AuthUser } from '../modules/auth/token.service.js';
import { createLoaders, type Loaders } from './loaders.js';

/** What every resolver receives: its own EntityManager fork, never the global one. */
export interface GraphQLContext {
  em: EntityManager;
  req: Request;
  /** The user of a valid bearer token; absent without one or with an invalid one. */
  user?: AuthUser;
  /** A token was sent but refused (expired, tampered...): admin fields say so. */
  tokenRejected: boolean;
  auth: AuthKit;
  /** Per-request DataLoaders, so lists with relations cost a constant number of queries. */
  loaders: Loaders;
  /** Files of uploaded images (UPLOAD_DIR), for the image manager's mutations. */
  imageStorage: ImageStorage;
}

/**
 * Builds the context of one GraphQL request. A bad token does not fail the request: public fields
 * still answer, and `@Authorized` fields answer UNAUTHENTICATED (see auth-checker.ts).
 */
export function createContext(orm: MikroORM, auth: AuthKit, imageStorage: ImageStorage) {
  return async ({ req }: { req: Request }): Promise<GraphQLContext> => {
    const em = orm.em.fork();
    const token = bearerToken(req.headers.authorization);
    const user = token ? auth.tokens.verify(token) : undefined;
    return {
      em,
      req,
      user,
      tokenRejected: Boolean(token && !user),
      auth,
      loaders: createLoaders(em),
      imageStorage,
    };
  };
}
