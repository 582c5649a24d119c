import { Migration } from '@mikro-orm/migrations';

/**
 * Scheduled backups (issue 26): the queue BACKUP_SCHEDULE's jobs go through, so one instance of
 * the site writes each archive (backup-schedule.ts). A singleton queue: one backup active at a
 * time, whichever replica runs it.
 */
export class Migration20261130110000ScheduledBackups extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `select pgboss.create_queue('backup-scheduled', '{"policy":"singleton","retryLimit":2,"retryDelay":300,"retryBackoff":false,"expireInSeconds":14400}'::json);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from pgboss.schedule where name = 'backup-scheduled';`);
    this.addSql(`select pgboss.delete_queue('backup-scheduled');`);
  }
}
