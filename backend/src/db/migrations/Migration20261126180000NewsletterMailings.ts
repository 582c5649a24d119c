import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletters sent by e-mail (modules/mailings): one mailing per newsletter at most (unique), its
 * recipients in the delivery ledger (`mailing_id`), and the queue its runs go through.
 */
export class Migration20261126180000NewsletterMailings extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `select pgboss.create_queue('mailing-send', '{"policy":"standard","retryLimit":20,"retryDelay":30,"retryBackoff":true,"expireInSeconds":14400}'::json);`,
    );
    this.addSql(`create type "mailing_status" as enum ('sending', 'sent');`);
    this.addSql(`create table "newsletter_mailings" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "newsletter_id" int not null,
      "subject" varchar(200) not null,
      "topics" text[] not null default '{}',
      "status" "mailing_status" not null default 'sending',
      "recipient_count" int not null,
      "started_by" varchar(120) not null,
      "heartbeat_at" timestamptz null,
      "finished_at" timestamptz null);`);
    this.addSql(`alter table "newsletter_mailings" add constraint
      "newsletter_mailings_newsletter_id_unique" unique ("newsletter_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "newsletter_mailings";`);
    this.addSql(`drop type if exists "mailing_status";`);
    this.addSql(`select pgboss.delete_queue('mailing-send');`);
  }
}
