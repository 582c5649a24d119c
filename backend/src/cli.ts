// Must stay the first import: it reads .env and settles NODE_ENV before any library loads.
import './process-env.js';
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { adminCommand } from './admin-command.js';
import { appDatabaseModel } from './composition.js';
import { loadConfig } from './config.js';
import { ensureDatabaseExists, migrate, withDatabase } from './db/database.js';
import { startEmbeddedDatabase } from './db/embedded.js';
import { ormConfig } from './db/orm.config.js';
import { createSchema } from './graphql/schema.js';
import { createLogger } from './logger.js';
import { ENTITIES, RESOLVERS } from './modules/index.js';
import { SCHEMA_FILE } from './schema-file.js';

/**
 * Developer commands, run from the built backend (decorator metadata needs the TypeScript build):
 *   schema            write backend/schema.graphql from the TypeGraphQL resolvers
 *   migration:create  write a migration for the difference between the entities and the migrations
 *   migrate | seed    apply pending migrations / load the built-in content into the database
 *   admin reset-password <username or e-mail>
 *                     set a new password (asked on the terminal, or stdin's first line) and sign
 *                     the account out everywhere (root: `npm run admin -- reset-password admin`)
 *   admin create-account <username> <owner|editor|support>
 *                     make a staff account with that role and a password read as above
 */

async function withScratchDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase(join(config.dataDir, 'postgres'), logger);
  const serverUrl = config.databaseUrl ?? embedded!.url;
  const name = `migration_draft_${Date.now()}`;
  const url = withDatabase(serverUrl, name);
  try {
    await ensureDatabaseExists(url);
    return await work(url);
  } finally {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
    await client.connect();
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
    await client.end();
    await embedded?.stop();
  }
}

async function run(command: string | undefined): Promise<void> {
  switch (command) {
    case 'schema':
      await createSchema(RESOLVERS, { emitSchemaFile: SCHEMA_FILE });
      console.log(`wrote ${SCHEMA_FILE}`);
      return;
    case 'migration:create':
      await withScratchDatabase(async (url) => {
        const orm = await MikroORM.init(ormConfig({ clientUrl: url, entities: ENTITIES }));
        try {
          await migrate(orm, createLogger('warn'));
          const result = await orm.getMigrator().createMigration();
          if (!result.fileName) console.log('The entities match the migrations: nothing to write.');
          else {
            console.log(`wrote src/db/migrations/${result.fileName}`);
            console.log('Add it at the end of src/db/migrations/index.ts.');
          }
        } finally {
          await orm.close(true);
        }
      });
      return;
    case 'migrate':
    case 'seed': {
      const config = loadConfig();
      const { openDatabase } = await import('./db/database.js');
      // Opening the database migrates and seeds it; that is all both commands need.
      const logger = createLogger(config.logLevel);
      const database = await openDatabase(config, logger, appDatabaseModel(config, logger));
      await database.close();
      return;
    }
    case 'admin':
      process.exitCode = await adminCommand(process.argv.slice(3));
      return;
    default:
      console.error(
        'usage: node dist/cli.js schema | migration:create | migrate | seed | admin reset-password <username or e-mail> | admin create-account <username> <role>',
      );
      process.exitCode = 2;
  }
}

await run(process.argv[2]);
