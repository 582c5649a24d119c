// Must stay the first import: it settles NODE_ENV before any library reads it.
import './process-env.js';
import 'reflect-metadata';
import { ConfigError, loadConfig } from './config.js';
import { asyncStdout, createLogger } from './logger.js';
import { startServer } from './server.js';

/**
 * Production entry point (`npm start`, docker). SIGINT/SIGTERM stop it gracefully and exit 0.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Stdout in buffers written off the hot path; every exit below flushes what is left (logger.ts).
  const logger = createLogger(config.logLevel, asyncStdout());
  // A fault nothing caught is logged (its line is flushed at exit) before the process exits: its
  // state is unknown, so it stops, and the orchestrator restarts it.
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection; exiting');
    process.exit(1);
  });
  const server = await startServer(config, logger).catch((error: unknown) => {
    logger.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  });

  // In-flight requests finish first, then the ORM and the embedded database stop; exit code 0.
  let shuttingDown = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      // A second Ctrl-C must not cut the shutdown short and orphan the database.
      if (shuttingDown) return logger.warn({ signal }, 'already shutting down');
      shuttingDown = true;
      logger.info({ signal }, 'shutting down');
      const force = setTimeout(() => {
        logger.error('shutdown took longer than 15 s, exiting');
        process.exit(1);
      }, 15_000);
      force.unref();
      server
        .close()
        .then(() => {
          logger.info('stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
}

void main();
