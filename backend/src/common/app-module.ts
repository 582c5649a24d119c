import type { AnyEntity, Constructor, EntityClass } from '@mikro-orm/core';
import type { Seeder } from '@mikro-orm/seeder';
import type { ClassType } from 'type-graphql';
import type { JobDefinition, MailKind } from './mail-contract.js';

/**
 * What a module gives the app, read by the composition roots (server.ts, cli.ts, the test
 * helpers) and handed to the ORM, the seeders, GraphQL, the caches and the mail system: db/,
 * graphql/ and mail/ never import a module to learn what it adds. Each module exports one of these
 * from its index.ts; the registry lists them (modules/registry.generated.ts, written by
 * `npm run imports`). It lives below every module, so declaring one needs nothing of the modules
 * that work it.
 */
export interface AppModule {
  name: string;
  /** Stored entities of the module (no folder globbing: the same list works from src and dist). */
  entities?: readonly EntityClass<AnyEntity>[];
  /** Seeders of its built-in content, in the order they must run. */
  seeders?: readonly Constructor<Seeder>[];
  /** TypeGraphQL resolver classes. */
  resolvers?: readonly ClassType[];
  /**
   * Its entities whose rows a public page or a public API read shows (products, newsletters...):
   * a write of one of them, or of a collection it owns, clears the response caches on every
   * instance. Opt-in: an entity not listed (an audit row, a lock, a session, a contact message, a
   * subscription, an admin account) never clears them, however often it is written.
   */
  publicEntities?: readonly EntityClass<AnyEntity>[];
  /** The kinds of e-mail it sends (a confirmation, a notification…): mail/ composes them at send time. */
  mailKinds?: readonly MailKind[];
  /** Its background jobs (a mailing's run), worked where MAIL_WORKER is on. */
  jobs?: readonly JobDefinition[];
}
