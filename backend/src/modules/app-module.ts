import type { AnyEntity, Constructor, EntityClass } from '@mikro-orm/core';
import type { Seeder } from '@mikro-orm/seeder';
import type { ClassType } from 'type-graphql';

/**
 * What a module gives the app, read by the composition roots (server.ts, cli.ts, the test
 * helpers) and handed to the ORM, the seeders and GraphQL: db/ and graphql/ never import a module
 * themselves. Each module exports one of these from its index.ts; modules/index.ts lists them.
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
   * Names of its entities whose rows no public page or public API read shows: writing them (a
   * contact message, a subscription) leaves the response caches alone. Every other entity counts
   * as public content, so a new one is cached safely (cleared on write) until it is listed here.
   */
  privateEntities?: readonly string[];
}
