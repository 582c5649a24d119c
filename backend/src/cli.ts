// Must stay the first import: it reads .env and settles NODE_ENV before any library loads.
import './process-env.js';
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { adminCommand } from './admin-command.js';
import { appDatabaseModel } from './composition/database-model.js';
import { type AppConfig, loadConfig } from './config.js';
import { siteVersion, writeBackup } from './db/backup/backup.js';
import { restoreBackup, RestoreRefused } from './db/backup/restore.js';
import {
  EMBEDDED_DATABASE_NAME,
  ensureDatabaseExists,
  migrate,
  redactUrl,
  withDatabase,
} from './db/database.js';
import { runningEmbeddedDatabase, startEmbeddedDatabase } from './db/embedded.js';
import { ormConfig } from './db/orm.config.js';
import { createSchema } from './graphql/schema.js';
import { createLogger } from './logger.js';
import { ENTITIES, RESOLVERS } from './modules/index.js';
import { storageDriver } from './modules/media/index.js';
import { SCHEMA_FILE } from './schema-file.js';
import { storageMigrateCommand } from './storage-command.js';

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
 *   backup            write an archive of the database and the uploads (UPLOAD_DIR or the
 *                     bucket) into BACKUP_DIR and print its path (`npm run backup`)
 *   restore <archive> [--force]
 *                     bring an archive back into DATABASE_URL's database (or the embedded one in
 *                     DATA_DIR) and the upload store (UPLOAD_DIR or the bucket); refuses ones
 *                     that hold data without --force (`npm run restore -- <archive>`)
 *   storage:migrate   copy the files of UPLOAD_DIR into the bucket of S3_BUCKET, skipping those
 *                     there with the same size (`npm run storage:migrate`)
 */

/**
 * The site's database for a command run beside it: DATABASE_URL's; else the embedded server of
 * DATA_DIR, the running site's when one runs (a backup reads beside it; a restore refuses), or
 * started for the command and stopped after.
 */
async function siteDatabase(
  config: AppConfig,
  purpose: 'backup' | 'restore',
): Promise<{ url: string; label: string; stop(): Promise<void> }> {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      label: redactUrl(config.databaseUrl),
      stop: async () => undefined,
    };
  }
  const label = `the embedded database in ${config.dataDir}`;
  const dir = join(config.dataDir, 'postgres');
  const running = await runningEmbeddedDatabase(dir);
  if (running && purpose === 'restore') {
    throw new RestoreRefused(
      `The site is running on the embedded database in ${config.dataDir}: stop it before restoring.`,
    );
  }
  if (running) {
    return {
      url: withDatabase(running, EMBEDDED_DATABASE_NAME),
      label,
      stop: async () => undefined,
    };
  }
  if (purpose === 'backup' && !existsSync(join(dir, 'data', 'PG_VERSION'))) {
    throw new Error(`There is no site database in ${config.dataDir} (DATA_DIR) to back up.`);
  }
  const embedded = await startEmbeddedDatabase(dir, createLogger('warn'));
  return {
    url: withDatabase(embedded.url, EMBEDDED_DATABASE_NAME),
    label,
    stop: () => embedded.stop(),
  };
}

async function backupCommand(): Promise<number> {
  const config = loadConfig();
  const database = await siteDatabase(config, 'backup');
  const uploads = storageDriver(config);
  try {
    // A bucket that cannot be read says why at once (a missing UPLOAD_DIR is just no uploads).
    if (config.s3) await uploads.check();
    const { path, manifest } = await writeBackup({
      databaseUrl: database.url,
      uploads,
      backupDir: config.backupDir,
      app: siteVersion(),
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.error(
      `Backed up ${manifest.tables.length} tables (${rows} rows) and ${manifest.uploads.count} uploaded files.`,
    );
    console.log(path);
    return 0;
  } finally {
    await uploads.close();
    await database.stop();
  }
}

async function restoreCommand(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const [archive, ...rest] = args.filter((arg) => arg !== '--force');
  if (!archive || rest.length > 0) {
    console.error('usage: npm run restore -- <archive> [--force]');
    return 2;
  }
  const config = loadConfig();
  try {
    const database = await siteDatabase(config, 'restore');
    const uploads = storageDriver(config);
    try {
      await uploads.check();
      const restored = await restoreBackup({
        archive,
        databaseUrl: database.url,
        uploads,
        force,
        entities: ENTITIES,
        logger: createLogger('warn'),
      });
      console.log(
        `Restored ${restored.rows} rows and ${restored.files} uploaded files from the backup of ` +
          `${restored.manifest.createdAt} into ${database.label} and ${uploads.location}.`,
      );
      return 0;
    } finally {
      await uploads.close();
      await database.stop();
    }
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(error.message);
    return 1;
  }
}

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
    case 'backup':
      process.exitCode = await backupCommand();
      return;
    case 'restore':
      process.exitCode = await restoreCommand(process.argv.slice(3));
      return;
    case 'storage:migrate':
      process.exitCode = await storageMigrateCommand(loadConfig());
      return;
    default:
      console.error(
        'usage: node dist/cli.js schema | migration:create | migrate | seed | admin reset-password <username or e-mail> | admin create-account <username> <role> | backup | restore <archive> [--force] | storage:migrate',
      );
      process.exitCode = 2;
  }
}

await run(process.argv[2]);
