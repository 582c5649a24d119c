import type { AppConfig } from './config.js';
import { pruneArchives, siteVersion, writeBackup } from './db/backup/backup.js';
import type { JobDefinition } from './modules/mail/index.js';
import { storageDriver } from './modules/media/index.js';

/** The queue of scheduled backups (migration ScheduledBackups). */
export const SCHEDULED_BACKUP_QUEUE = 'backup-scheduled';

/** What a scheduled archive's name carries (`…Z-scheduled.tar`); retention deletes only these. */
export const SCHEDULED_LABEL = 'scheduled';

/**
 * The site's own backups (BACKUP_SCHEDULE, BACKUP_KEEP): on schedule, one instance writes the
 * archive `npm run backup` would, named `…Z-scheduled.tar`, into BACKUP_DIR, then deletes the
 * oldest scheduled archives beyond BACKUP_KEEP. A person's archives are never deleted.
 * BACKUP_SCHEDULE=off takes the schedule away; an instance without the setting leaves it alone.
 */
export function scheduledBackupJob(config: AppConfig): JobDefinition {
  return {
    name: SCHEDULED_BACKUP_QUEUE,
    // A failed backup is tried twice more, five minutes apart. The queue is a singleton (one job
    // active at a time, on any replica), and a job expires only after 4 hours, so a slow backup
    // is never joined by a retry or the next tick's.
    options: {
      policy: 'singleton',
      retryLimit: 2,
      retryDelay: 300,
      retryBackoff: false,
      expireInSeconds: 14_400,
    },
    schedule: config.backupSchedule === 'off' ? null : config.backupSchedule,
    async run(_data, tools) {
      const uploads = storageDriver(config);
      try {
        const { path, manifest } = await writeBackup({
          databaseUrl: tools.orm.config.get('clientUrl')!,
          uploads,
          backupDir: config.backupDir,
          app: siteVersion(),
          label: SCHEDULED_LABEL,
        });
        const removed = await pruneArchives(config.backupDir, SCHEDULED_LABEL, config.backupKeep);
        tools.logger.info(
          {
            archive: path,
            tables: manifest.tables.length,
            uploads: manifest.uploads.count,
            deleted: removed.length,
          },
          'scheduled backup written',
        );
      } catch (error) {
        tools.logger.error({ err: error }, 'scheduled backup failed');
        throw error;
      } finally {
        await uploads.close();
      }
    },
  };
}
