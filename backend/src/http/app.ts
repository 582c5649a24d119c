import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express, { Router, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { RateLimits } from '../common/rate-limits.js';
import type { AppConfig } from '../config.js';
import type { ContentChangeFeed } from '../db/content-changes.js';
import type { CreateRequestScope } from '../graphql/context.js';
import type { GraphQLService } from '../graphql/server.js';
import { serializeError, type Logger } from '../logger.js';
import { withRequestId } from '../request-id.js';
import { LoginThrottle, TokenService, type AuthKit } from '../modules/auth/index.js';
import {
  createBoss,
  dispatchSettings,
  LedgerMailQueue,
  mailLinkSecret,
  QUEUE_SCHEMA,
  type MailQueue,
} from '../modules/mail/index.js';
import { ImageStorage, storageDriver, type StorageDriver } from '../modules/media/index.js';
import { subscriberLinks, type SubscriberLinks } from '../modules/subscribers/index.js';
import { createForecastCache, type ForecastCache } from '../modules/forecast/index.js';
import { FertilizerCatalogue } from '../modules/fertilizer/index.js';
import { authRoutes } from './api/auth.js';
import { contactRoutes } from './api/contacts.js';
import { imageAssetRoutes } from './api/images.js';
import { documentPdfRoutes } from './api/document-pdf.js';
import { newsletterPdfRoutes } from './api/newsletter-pdf.js';
import { productDocumentRoutes } from './api/product-documents.js';
import { newsletterRoutes } from './api/newsletters.js';
import { productRoutes, productsJsonRoute } from './api/products.js';
import { subscriberAdminRoutes } from './api/subscriber-exports.js';
import { subscriberRoutes } from './api/subscribers.js';
import { testimonialRoutes } from './api/testimonials.js';
import { apiNotFound, errorHandler } from './error-handler.js';
import { explorerRoutes } from './explorer.js';
import { frontendRoutes } from './frontend.js';
import type { Metrics, MetricSources } from './metrics.js';
import { readinessRoute } from './readiness.js';
import { entityManagerPerRequest } from './request-context.js';
import { noStore, noStoreWithToken } from './require-admin.js';
import { refuseCrossSiteCookies } from './session-cookie.js';
import type { ResponseCaches } from './cache-front-door.js';
import { cachedGraphQL, GRAPHQL_BODY_LIMIT, prereadJson } from './graphql-cache.js';
import { createContext } from './graphql-context.js';
import { cachedReads, ResponseCache } from './response-cache.js';
import { builtRenderer, type RendererSource } from './ssr.js';
import { newsletterFeedRoutes } from './newsletter-feed.js';
import { seoRoutes } from './seo.js';
import { sharingImageRoutes } from './sharing-images.js';
import { uploadedFiles } from './uploads.js';
import { publicFiles } from './static-files.js';

export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  orm: MikroORM;
  /** The schema behind POST /graphql and the server-rendered pages' queries. */
  graphql: GraphQLService;
  /**
   * Builds each request's scope, the context its resolvers read: the composition root's
   * createRequestScope (composition/request-scope.ts), which knows what every module needs.
   */
  requestScope: CreateRequestScope;
  /** Token signing and the failed-login throttle; made from config when not given (tests may). */
  auth?: AuthKit;
  /**
   * The abuse limits; when not given, made from config with their counters in PostgreSQL (the
   * ORM's pool), so every instance on the database shares them.
   */
  limits?: RateLimits;
  /**
   * Where uploads are kept (modules/media's drivers); when not given, the one config chooses:
   * the bucket of S3_BUCKET, else UPLOAD_DIR.
   */
  storage?: StorageDriver;
  /** Page renderer: the build (default) or Vite's dev server, with its middleware. */
  renderer?: { source: RendererSource; middleware?: RequestHandler };
  /**
   * Announces content writes (db/content-changes.ts). Without it nothing is cached: a cache that
   * no write can clear would serve stale content.
   */
  changes?: ContentChangeFeed;
  /** The response caches, when the caller serves their hits itself (server.ts's front door). */
  caches?: ResponseCaches;
  /**
   * Where requests queue e-mail (server.ts: the running MailSystem). When not given, mail is
   * queued in the database and nothing in this process sends it (tests start their own sender).
   */
  mail?: MailQueue;
  /**
   * The process's metrics, which server.ts makes (with METRICS_TOKEN) and times every request
   * with; without them GET /metrics answers 404.
   */
  metrics?: Metrics;
  /**
   * The spray forecast's cache, with this instance's circuit breaker; made from config when not
   * given (null with SPRAY_FORECAST_PROVIDER=none).
   */
  forecasts?: ForecastCache | null;
}

/** What /metrics reads of the database: its pool now, and the job queue's tables. */
export function databaseMetricSources(orm: MikroORM): Pick<MetricSources, 'pool' | 'queue'> {
  const knex = orm.em.getConnection().getKnex();
  const pool = knex.client.pool as {
    numUsed(): number;
    numFree(): number;
    numPendingAcquires(): number;
    max: number;
  };
  return {
    pool: () => ({
      used: pool.numUsed(),
      free: pool.numFree(),
      pending: pool.numPendingAcquires(),
      max: pool.max,
    }),
    queue: async () => {
      const rows = await knex.raw<{ rows: { queue: string; state: string; count: number }[] }>(
        `select name as queue, state::text as state, count(*)::int as count from ${QUEUE_SCHEMA}.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      return rows.rows;
    },
  };
}

/**
 * One cache each for rendered pages, public REST reads and anonymous GraphQL answers, cleared
 * together by every content change. Without a change feed, or when Vite renders the sources (`npm run dev`), they keep
 * nothing.
 */
export function createResponseCaches(
  config: AppConfig,
  changes: ContentChangeFeed | undefined,
  options: { devRenderer?: boolean } = {},
): ResponseCaches {
  const cacheOptions =
    changes && !options.devRenderer
      ? { ...config.responseCache, beforeRead: () => changes.checkDue() }
      : { ttlSeconds: 0, maxEntries: 0 };
  const caches = {
    pages: new ResponseCache(cacheOptions),
    reads: new ResponseCache(cacheOptions),
    graphql: new ResponseCache(cacheOptions),
  };
  changes?.onChange(() => {
    caches.pages.clear();
    caches.reads.clear();
    caches.graphql.clear();
  });
  return caches;
}

/**
 * HTTP security headers of every answer. Pages need a Content-Security-Policy of their own (the
 * GraphQL explorer sets its strict one, http/explorer.ts; the site's map frame needs another, set
 * with server rendering, issue 6), so helmet's is off.
 */
export function securityHeaders(): RequestHandler {
  return helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
}

/** Small JSON bodies only: the largest legitimate one is a contact message. */
export const JSON_BODY_LIMIT = '32kb';

/** The REST shims of spec section 7, each calling the same service as its resolver. */
function apiRoutes(
  orm: MikroORM,
  auth: AuthKit,
  imageStorage: ImageStorage,
  reads: ResponseCache,
  limits: RateLimits,
  contactsListLimit: number,
  pdfMaxBytes: number,
  mail: MailQueue,
  links: SubscriberLinks,
): Router {
  const api = Router();
  api.use('/admin', noStore);
  api.use(cachedReads(reads));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(entityManagerPerRequest(orm));
  api.use(productRoutes());
  api.use(newsletterRoutes());
  api.use(testimonialRoutes());
  api.use(subscriberRoutes(limits, mail, links));
  api.use(contactRoutes(auth.tokens, limits, contactsListLimit, mail));
  api.use(subscriberAdminRoutes(auth.tokens, mail));
  api.use(authRoutes(auth));
  api.use(imageAssetRoutes(auth.tokens, imageStorage));
  api.use(newsletterPdfRoutes(auth.tokens, imageStorage, pdfMaxBytes));
  api.use(productDocumentRoutes(auth.tokens, imageStorage, pdfMaxBytes));
  api.use(documentPdfRoutes(auth.tokens, imageStorage, pdfMaxBytes));
  api.use(apiNotFound);
  return api;
}

export function createApp({
  config,
  logger,
  orm,
  graphql,
  requestScope,
  auth: givenAuth,
  limits = RateLimits.postgres(config.rateLimits, orm.em.getConnection().getKnex()),
  storage = storageDriver(config),
  renderer = { source: builtRenderer(config.frontendDist) },
  changes,
  caches = createResponseCaches(config, changes, { devRenderer: Boolean(renderer.middleware) }),
  mail = new LedgerMailQueue(
    createBoss(orm.config.get('clientUrl')!, logger),
    dispatchSettings({ ...config.mail, publicUrl: config.publicUrl, jwtSecret: config.jwtSecret }),
  ),
  metrics,
  forecasts = createForecastCache(config.forecast, logger),
}: AppDeps): Express {
  const { pages: pageCache, reads: apiCache } = caches;
  const auth: AuthKit = givenAuth ?? {
    tokens: new TokenService(config),
    throttle: new LoginThrottle(limits),
  };
  const imageStorage = new ImageStorage(storage);
  const links = subscriberLinks({
    publicUrl: config.publicUrl,
    linkSecret: mailLinkSecret(config.jwtSecret),
  });
  const app = express();
  app.disable('x-powered-by');
  // req.ip (the key of the abuse limits) reads X-Forwarded-For only through TRUST_PROXY hops.
  app.set('trust proxy', config.trustProxy > 0 ? config.trustProxy : false);
  // Named first, so every log line of the request carries its id (server.ts names it earlier).
  app.use((req, res, next) => withRequestId(req, res, config.trustProxy, next));
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      // One short line per request: method, path, status and time; no headers.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        // As the logger's own: a database error by its code, never its statement (logger.ts).
        err: serializeError,
      },
      customErrorMessage: (_req, res) => `request failed with status ${res.statusCode}`,
    }),
  );
  app.use(securityHeaders());
  app.use(compression());
  // Before every route that writes: a cross-site request with the session cookie goes no further.
  app.use(refuseCrossSiteCookies(config.publicUrl));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', readinessRoute(orm, config.databaseTimeouts.readyMs, logger));
  app.get(
    '/metrics',
    config.metricsToken && metrics
      ? metrics.route(config.metricsToken)
      : (_req, res) => void res.status(404).json({ message: 'Not found' }),
  );

  const pdfMaxBytes = config.newsletterPdfMaxBytes;
  app.use(
    '/api',
    apiRoutes(
      orm,
      auth,
      imageStorage,
      apiCache,
      limits,
      config.contactsListLimit,
      pdfMaxBytes,
      mail,
      links,
    ),
  );
  const context = createContext(
    orm,
    {
      auth,
      imageStorage,
      limits,
      pdfMaxBytes,
      mail,
      subscriberLinks: links,
      forecasts,
      // Tied to the change feed the page caches use; without one it is read on every request.
      fertilizerCatalogue: new FertilizerCatalogue(changes && (() => changes.generation)),
    },
    requestScope,
  );
  // A browser's GET /graphql gets the explorer; off (GRAPHQL_EXPLORER=off), it reaches Apollo,
  // which has no landing page and answers as to any GET without a query.
  if (config.graphqlExplorer) app.use(explorerRoutes(config.frontendDist));
  app.use(
    '/graphql',
    prereadJson,
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    cachedGraphQL(caches.graphql),
    noStoreWithToken,
    expressMiddleware(graphql.apollo, { context }),
  );
  app.get('/products.json', cachedReads(apiCache), entityManagerPerRequest(orm), productsJsonRoute);
  app.use(seoRoutes(config.publicUrl, orm, renderer.source));
  app.use(newsletterFeedRoutes(config.publicUrl, orm, renderer.source, apiCache));
  app.use(sharingImageRoutes(orm, imageStorage));
  app.use(publicFiles());
  app.use(uploadedFiles(imageStorage));
  if (renderer.middleware) app.use(renderer.middleware);
  app.use(
    frontendRoutes({
      distDir: config.frontendDist,
      siteUrl: config.publicUrl,
      logger,
      source: renderer.source,
      // One context for all the operations of a page, as for one /graphql request: one entity
      // manager fork (its identity map shared by the page's queries), one token check, one set
      // of DataLoaders. The page only reads, so its operations may run side by side on it.
      executorFor: (req) => {
        let shared: ReturnType<typeof context> | undefined;
        return graphql.executor(() => (shared ??= context({ req })));
      },
      pageCache,
    }),
  );
  app.use(errorHandler(logger));
  return app;
}
