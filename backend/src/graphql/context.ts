import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';

/** What every resolver receives: its own EntityManager fork, never the global one. */
export interface GraphQLContext {
  em: EntityManager;
  req: Request;
}
