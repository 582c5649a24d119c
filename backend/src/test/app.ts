import type { Express } from 'express';
import { RateLimits } from '../common/rate-limits.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createGraphQL, type QueryCacheOptions } from '../graphql/server.js';
import { createApp } from '../http/app.js';
import type { ResponseCaches } from '../http/cache-front-door.js';
import type { RendererSource } from '../http/ssr.js';
import { createLogger, type Logger } from '../logger.js';
import { ensureAdmin, LoginThrottle, TokenService } from '../modules/auth/index.js';
import { JOBS, MAIL_KINDS, RESOLVERS, type AppModule } from '../modules/index.js';
import { MailSystem, type MailSettings } from '../modules/mail/index.js';
import { createTestDatabase, type TestDatabase, type TestSeed } from './database.js';
import { createRequestScope } from '../composition/request-scope.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The admin account of test apps (the development defaults' values). */
export const TEST_ADMIN = { username: 'admin', password: 'prairie-dev-password' } as const;

export interface TestApp {
  app: Express;
  db: TestDatabase;
  config: AppConfig;
  /** The sender started with `options.mail`: what requests queue is sent through it. */
  mail?: MailSystem;
  close(): Promise<void>;
}

/** The settings of a test app or server on `db`: the test defaults, then `env`. */
export function testConfig(
  db: Pick<TestDatabase, 'url'>,
  env: Record<string, string> = {},
): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: db.url,
    FRONTEND_DIST: '/nonexistent-frontend-dist',
    // Given explicitly, so tests may use a public PUBLIC_URL (which refuses the local defaults).
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Many tests send more messages and sign-ins than a person would: the abuse limits' own tests
    // set theirs (rate-limits.test.ts); the production defaults stay as documented.
    CONTACT_LIMIT: '10000',
    SUBSCRIBE_LIMIT: '10000',
    LOGIN_USERNAME_LIMIT: '10000',
    LOGIN_ADDRESS_LIMIT: '10000',
    ...env,
  });
}

/** The real Express app (REST, GraphQL, static) on a fresh test database, for supertest. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    /** What the database holds at the start (test/database.ts): the built-in content by default. */
    seed?: TestSeed;
    onQuery?: (sql: string) => void;
    /** Response caches to fill (none by default: without a change feed nothing is cached). */
    caches?: ResponseCaches;
    /** Apollo's response cache of public queries (off by default, as without a change feed). */
    queryCache?: QueryCacheOptions & { maxEntries: number };
    /** The app's logger (silent by default): a test may read what is logged. */
    logger?: Logger;
    /** Where pages come from (default: the build in FRONTEND_DIST, which tests point nowhere). */
    renderer?: { source: RendererSource };
    /**
     * Starts a mail sender (queue workers and a driver) on the test database: an SMTP URL sends
     * through a real server (test/smtp-sink.ts), none stores in the outbox. Without it, mail is
     * queued in the database and nothing sends it.
     */
    mail?: Omit<MailSettings, 'publicUrl' | 'jwtSecret'>;
    /** Modules beyond the registry's, registered as it registers its own (a fixture content type). */
    modules?: readonly AppModule[];
  } = {},
): Promise<TestApp> {
  const extra = options.modules ?? [];
  const db = await createTestDatabase({
    seed: options.seed,
    onQuery: options.onQuery,
    entities: extra.flatMap((module) => module.entities ?? []),
  });
  const config = testConfig(db, env);
  await ensureAdmin(db.orm.em.fork(), {
    username: config.adminUsername,
    password: config.adminPassword,
  });
  const logger = options.logger ?? createLogger('silent');
  const resolvers = [...RESOLVERS, ...extra.flatMap((module) => module.resolvers ?? [])];
  const graphql = await createGraphQL(resolvers, logger, undefined, options.queryCache, {
    limits: config.graphqlLimits,
    hideSchemaDetails: config.isProduction,
  });
  const limits = RateLimits.postgres(config.rateLimits, db.orm.em.getConnection().getKnex());
  const auth = {
    tokens: new TokenService(config),
    throttle: new LoginThrottle(limits),
  };
  const mail = options.mail
    ? await MailSystem.start(
        db.orm,
        { ...options.mail, publicUrl: config.publicUrl, jwtSecret: config.jwtSecret },
        MAIL_KINDS,
        logger,
        JOBS,
      )
    : undefined;
  const app = createApp({
    config,
    logger,
    orm: db.orm,
    graphql,
    requestScope: createRequestScope,
    auth,
    limits,
    caches: options.caches,
    renderer: options.renderer,
    mail: mail?.queue,
  });
  return {
    app,
    db,
    config,
    mail,
    async close() {
      await mail?.close();
      await graphql.apollo.stop();
      await db.drop();
    },
  };
}
