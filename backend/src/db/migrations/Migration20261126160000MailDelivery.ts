import { Migration } from '@mikro-orm/migrations';
import PgBoss from 'pg-boss';

/** pg-boss's tables, as its own installer makes them, inside this migration's transaction. */
function queueSchema(schema: string): string {
  return PgBoss.getConstructionPlans(schema)
    .replace(/^\s*BEGIN;\s*$/m, '')
    .replace(/^\s*COMMIT;\s*$/m, '');
}

const queue = (name: string, options: Record<string, unknown>) =>
  `select pgboss.create_queue('${name}', '${JSON.stringify({ policy: 'standard', ...options })}'::json);`;

/**
 * E-mail delivery (modules/mail): the job queue (pg-boss, schema `pgboss`, in the same database),
 * the delivery ledger (one row per message and recipient, its dedupe key unique) and the local
 * outbox. Made here, under the start-up lock, so two instances starting together never race to
 * install the queue, and tests' databases have it without starting a worker.
 */
export class Migration20261126160000MailDelivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(queueSchema('pgboss'));
    this.addSql(
      queue('mail-deliver', {
        retryLimit: 8,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: 300,
      }),
    );
    this.addSql(queue('mail-sweep', { retryLimit: 0, expireInSeconds: 120 }));
    this.addSql(
      `create type "delivery_status" as enum ('queued', 'sending', 'sent', 'failed', 'bounced', 'skipped');`,
    );
    this.addSql(`create table "mail_deliveries" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "kind" varchar(60) not null,
      "recipient" varchar(254) not null,
      "dedupe_key" varchar(200) not null,
      "subscriber_id" int null,
      "contact_id" int null,
      "mailing_id" int null,
      "status" "delivery_status" not null default 'queued',
      "attempts" int not null default 0,
      "last_error" text null,
      "message_id" varchar(200) null,
      "claimed_at" timestamptz null,
      "sent_at" timestamptz null);`);
    this.addSql(`alter table "mail_deliveries" add constraint
      "mail_deliveries_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "mail_deliveries_mailing_id_status_index"
      on "mail_deliveries" ("mailing_id", "status");`);
    this.addSql(
      `create index "mail_deliveries_subscriber_id_index" on "mail_deliveries" ("subscriber_id");`,
    );
    this.addSql(
      `create index "mail_deliveries_contact_id_index" on "mail_deliveries" ("contact_id");`,
    );
    this.addSql(`create index "mail_deliveries_recipient_lower_index"
      on "mail_deliveries" (lower("recipient"));`);
    this.addSql(`create table "outbox_messages" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "message_id" varchar(200) not null,
      "sender" varchar(320) not null,
      "recipient" varchar(254) not null,
      "reply_to" varchar(254) null,
      "subject" varchar(300) not null,
      "text" text not null,
      "html" text not null,
      "headers" jsonb not null default '{}');`);
    this.addSql(`create index "outbox_messages_created_at_id_index"
      on "outbox_messages" ("created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbox_messages";`);
    this.addSql(`drop table if exists "mail_deliveries";`);
    this.addSql(`drop type if exists "delivery_status";`);
    this.addSql(`drop schema if exists "pgboss" cascade;`);
  }
}
