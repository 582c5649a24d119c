import 'reflect-metadata';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { scheduledBackupJob } from './backup-schedule.js';
import { appDatabaseModel } from './composition/database-model.js';
import type { AppConfig } from './config.js';
import { ContentChanges } from './db/content-changes.js';
import { openDatabase, type Database } from './db/database.js';
import { createGraphQL } from './graphql/server.js';
import {
  createApp,
  createResponseCaches,
  databaseMetricSources,
  securityHeaders,
} from './http/app.js';
import { cacheFrontDoor, headersSetBy } from './http/cache-front-door.js';
import { Metrics } from './http/metrics.js';
import type { Logger } from './logger.js';
import { withRequestId } from './request-id.js';
import { JOBS, MAIL_KINDS, PUBLIC_ENTITIES, RESOLVERS } from './modules/index.js';
import { MailSystem } from './modules/mail/index.js';
import { storageDriver } from './modules/media/index.js';
import { NewsletterService } from './modules/newsletters/index.js';
import { createRequestScope } from './composition/request-scope.js';

export interface RunningServer {
  url: string;
  httpServer: Server;
  database: Database;
  /** Stops accepting, lets in-flight requests finish, closes the ORM and the embedded database. */
  close(): Promise<void>;
}

export async function startServer(config: AppConfig, logger: Logger): Promise<RunningServer> {
  const storage = storageDriver(config);
  // A bucket that cannot be used stops the start with the reason, rather than the first upload.
  if (config.s3) await storage.check();
  const database = await openDatabase(config, logger, appDatabaseModel(config, logger));
  const httpServer = createServer();
  const changes = new ContentChanges(database.orm, {
    // Only writes of what visitors see clear the caches; the modules declare which entities those
    // are (AppModule.publicEntities). A contact message, a subscription or a sign-in do not.
    isPublicContent: (entity) => PUBLIC_ENTITIES.has(entity),
    logger,
  });
  let mail: MailSystem | undefined;
  try {
    await changes.start();
    mail = await MailSystem.start(
      database.orm,
      { ...config.mail, publicUrl: config.publicUrl, jwtSecret: config.jwtSecret },
      MAIL_KINDS,
      logger,
      [...JOBS, scheduledBackupJob(config)],
    );
    // A scheduled newsletter appears without a write: the caches learn when (ContentChanges).
    // Changes come in bursts (a create, then a publish): only the latest reading counts, so an
    // earlier one answering late cannot put back a schedule that no longer holds.
    let readings = 0;
    const watchSchedule = () => {
      const reading = ++readings;
      return new NewsletterService(database.orm.em.fork())
        .nextScheduled()
        .then((at) => reading === readings && changes.changesAt(at))
        .catch((error: unknown) => logger.warn({ err: error }, 'could not read the schedule'));
    };
    changes.onChange(() => void watchSchedule());
    await watchSchedule();
    // This start may have migrated or seeded the database other instances are serving from.
    await changes.announce();
    const graphql = await createGraphQL(
      RESOLVERS,
      logger,
      httpServer,
      {
        ...config.responseCache,
        generation: () => changes.generation,
      },
      { limits: config.graphqlLimits, hideSchemaDetails: config.isProduction },
    );
    const vite =
      config.frontendMode === 'vite'
        ? await (await import('./http/vite-dev.js')).viteDevRenderer(httpServer)
        : undefined;
    const caches = createResponseCaches(config, changes, { devRenderer: Boolean(vite) });
    const dispatcher = mail.dispatcher;
    const metrics = config.metricsToken
      ? new Metrics({
          caches,
          ...databaseMetricSources(database.orm),
          mail: () => dispatcher.counts,
        })
      : undefined;
    const app = createApp({
      config,
      logger,
      orm: database.orm,
      graphql,
      requestScope: createRequestScope,
      renderer: vite,
      changes,
      caches,
      mail: mail.queue,
      metrics,
      storage,
    });
    const fromCache = cacheFrontDoor(caches, headersSetBy(securityHeaders()), logger);
    const answer = (req: IncomingMessage, res: ServerResponse) => {
      metrics?.observe(req, res);
      const served = fromCache(req, res);
      if (served === false) app(req, res);
      else if (served !== true) {
        served.then(
          (done) => (done ? undefined : app(req, res)),
          (error: unknown) => {
            // The body could not be read (the client went away): nothing is left to answer.
            logger.debug({ err: error }, 'request body not read');
            res.destroy();
          },
        );
      }
    };
    // Each request is named first (X-Request-Id), so the front door's log line carries it too.
    httpServer.on('request', (req, res) =>
      withRequestId(req, res, config.trustProxy, () => answer(req, res), { header: false }),
    );
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const { port } = httpServer.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    logger.info({ url, graphql: `${url}/graphql`, database: database.location }, 'server ready');

    let closing: Promise<void> | undefined;
    return {
      url,
      httpServer,
      database,
      close() {
        closing ??= (async () => {
          // Apollo's drain plugin stops the HTTP server and waits for in-flight requests.
          await graphql.apollo.stop();
          await vite?.close();
          if (httpServer.listening) {
            await new Promise<void>((resolve) => httpServer.close(() => resolve()));
          }
          await mail?.close();
          await changes.close();
          await database.close();
          await storage.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await mail?.close();
    await changes.close();
    await database.close();
    await storage.close();
    throw error;
  }
}
