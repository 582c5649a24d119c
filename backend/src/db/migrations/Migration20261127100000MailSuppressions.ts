import { Migration } from '@mikro-orm/migrations';

/**
 * The suppression list of erased addresses (issue 23, part 8).
 *
 * `mail_suppressions` keeps, for each address whose person asked to be erased, only a salted
 * SHA-256 of the address (trimmed, lower case): enough to recognise it when an import or a form
 * brings it back, not enough to read it. The salt is a random secret made here, once per database,
 * in a one-row table, rather than derived from JWT_SECRET: rotating JWT_SECRET (after a leak, say)
 * must not silently empty the list and let an old import mail an erased person again, and a
 * restored copy of the database keeps working with its own list. (A salt kept beside the hashes
 * stops precomputed tables and matching across databases; whoever holds the whole database can
 * still test guessed addresses one by one, as they could with any salt the server can read.)
 *
 * `mail_address_hash(text)` is the one definition of the hash, used in SQL by the audience of a
 * mailing, the dispatcher, subscribing and imports alike.
 *
 * The subscribers screen and its CSV export read subscribers newest first (subscribe_date, then
 * id), all or of one status, a page or a batch at a time after the last row (keyset): a b-tree per
 * order. Its search by e-mail (ILIKE '%word%') gets a pg_trgm GIN index, as the contacts' has.
 *
 * The consent ledger's append-only trigger fires on UPDATE only, so erasure's DELETE (and the
 * cascade from subscribers) is not blocked by it: nothing to change there.
 */
export class Migration20261127100000MailSuppressions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "mail_suppression_salt" (
      "id" boolean primary key default true check ("id"),
      "salt" varchar(64) not null,
      "created_at" timestamptz not null default now());`);
    // gen_random_uuid() draws from PostgreSQL's strong random source (core since PostgreSQL 13).
    this.addSql(`insert into "mail_suppression_salt" ("salt")
      values (encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'));`);
    this.addSql(`create function "mail_address_hash"("address" text) returns text
      language sql stable strict as $$
        select encode(sha256(convert_to(s."salt" || ':' || lower(btrim("address")), 'UTF8')), 'hex')
          from "mail_suppression_salt" s
      $$;`);
    this.addSql(`create table "mail_suppressions" (
      "address_hash" varchar(64) primary key,
      "reason" text check ("reason" in ('erased')) not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "subscribers_subscribe_date_id_index"
      on "subscribers" ("subscribe_date", "id");`);
    this.addSql(`create index "subscribers_status_subscribe_date_id_index"
      on "subscribers" ("status", "subscribe_date", "id");`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "subscribers_email_trgm_index" on "subscribers" using gin ("email" gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "subscribers_email_trgm_index";`);
    this.addSql(`drop index if exists "subscribers_status_subscribe_date_id_index";`);
    this.addSql(`drop index if exists "subscribers_subscribe_date_id_index";`);
    this.addSql(`drop table if exists "mail_suppressions";`);
    this.addSql(`drop function if exists "mail_address_hash"(text);`);
    this.addSql(`drop table if exists "mail_suppression_salt";`);
  }
}
