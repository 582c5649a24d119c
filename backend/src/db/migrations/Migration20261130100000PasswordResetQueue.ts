import { Migration } from '@mikro-orm/migrations';

/**
 * Password resets through a job (issue 25): the request only queues `{ email, requestKey }`, the
 * same work for every address, and the job makes the link. The link keeps its request's key so a
 * job run twice sends one link.
 */
export class Migration20261130100000PasswordResetQueue extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `select pgboss.create_queue('account-password-reset', '{"policy":"standard","retryLimit":8,"retryDelay":30,"retryBackoff":true,"expireInSeconds":60}'::json);`,
    );
    this.addSql(`alter table "account_links" add column "request_key" uuid null;`);
    this.addSql(
      `alter table "account_links" add constraint "account_links_request_key_unique" unique ("request_key");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "account_links" drop column if exists "request_key";`);
    this.addSql(`select pgboss.delete_queue('account-password-reset');`);
  }
}
