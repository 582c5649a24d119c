import type { EntityManager } from '@mikro-orm/postgresql';
import { createParameterDecorator } from 'type-graphql';
import type { Actor } from '../history/index.js';
import { actorOf } from '../../common/request-scope.js';
import type { MediaScope } from '../media/index.js';

/*
 * The one place where the record resolvers meet the request's scope: the base resolver reads it
 * here, and a content type's own queries take what they need with these parameter decorators
 * instead of the whole scope.
 */

/** What the record resolvers read of a request's scope. */
export type RecordScope = Pick<MediaScope, 'em' | 'user' | 'clientAddress' | 'imageStorage'>;

/** The signed-in admin and the request's address, as versions and the audit trail name them. */
export function actorOfScope(scope: RecordScope): Actor {
  return actorOf(scope);
}

/** The request's EntityManager fork (never the global one), as a resolver's parameter. */
export function Em(): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator<RecordScope>(({ context }): EntityManager => context.em);
}

/** Who makes the change (actorOfScope), as a resolver's parameter. */
export function CurrentActor(): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator<RecordScope>(({ context }) => actorOfScope(context));
}
