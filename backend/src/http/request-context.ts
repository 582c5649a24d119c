import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const EM = Symbol('em');
type RequestWithEm = Request & { [EM]?: EntityManager };

/** Gives every request its own EntityManager fork (REST handlers and GraphQL context alike). */
export function entityManagerPerRequest(orm: MikroORM): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    (req as RequestWithEm)[EM] = orm.em.fork();
    next();
  };
}

export function requestEm(req: Request): EntityManager {
  const em = (req as RequestWithEm)[EM];
  if (!em) throw new Error('entityManagerPerRequest middleware is not installed');
  return em;
}
