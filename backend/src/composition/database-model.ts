import type { AppConfig } from '../config.js';
import type { DatabaseModel } from '../db/database.js';
import type { Logger } from '../logger.js';
import { ensureAdmin } from '../modules/auth/index.js';
import { ENTITIES, SEEDERS } from '../modules/index.js';

/**
 * The composition root's database half: the module registry's entities and seeders, and the
 * configured admin account created when the database has none (never changed afterwards). server.ts
 * and cli.ts open the database with it; db/ itself imports no module.
 */
export function appDatabaseModel(config: AppConfig, logger?: Logger): DatabaseModel {
  return {
    entities: ENTITIES,
    seeders: SEEDERS,
    async prepare(em) {
      await ensureAdmin(
        em,
        { username: config.adminUsername, password: config.adminPassword },
        logger,
      );
    },
  };
}
