import { Migration } from '@mikro-orm/migrations';

/**
 * Double opt-in and the CASL consent ledger (issue 23).
 *
 * A subscriber's two booleans become one status: confirmed when it was active and verified,
 * unsubscribed when it was not active, pending otherwise. The unused verification token goes; a
 * confirmation token is kept only as its SHA-256 hash, with its expiry and the time the last
 * confirmation was queued (at most one an hour).
 *
 * subscriber_consents is the ledger: one row per consent given. A trigger makes it append-only:
 * after the insert only confirmed_at and withdrawn_at/withdrawn_how may be set, each once (and
 * updated_at moves). Rows go with their subscriber (erasure).
 */
export class Migration20261126170000SubscriberConsent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "subscribers"
      add column "status" text check ("status" in ('pending', 'confirmed', 'unsubscribed')) not null default 'pending',
      add column "confirmed_at" timestamptz null,
      add column "unsubscribed_at" timestamptz null,
      add column "confirmation_token_hash" varchar(64) null,
      add column "confirmation_expires_at" timestamptz null,
      add column "confirmation_requested_at" timestamptz null;`);
    this.addSql(`update "subscribers" set "status" = case
        when "is_active" and "is_verified" then 'confirmed'
        when not "is_active" then 'unsubscribed'
        else 'pending' end,
      "unsubscribed_at" = case when not "is_active" then "updated_at" end;`);
    this.addSql(
      `alter table "subscribers" drop column "is_active", drop column "is_verified", drop column "verification_token";`,
    );
    this.addSql(`create index "subscribers_status_index" on "subscribers" ("status");`);
    this.addSql(
      `create index "subscribers_confirmation_token_hash_index" on "subscribers" ("confirmation_token_hash");`,
    );

    this.addSql(`create table "subscriber_consents" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "subscriber_id" int not null,
      "type" text check ("type" in ('express', 'implied_inquiry')) not null,
      "wording_version" varchar(40) not null,
      "wording_text" text not null,
      "wording_hash" varchar(64) not null,
      "page" varchar(200) null,
      "ip_address" varchar(64) not null,
      "user_agent" varchar(512) null,
      "given_at" timestamptz not null,
      "confirmed_at" timestamptz null,
      "withdrawn_at" timestamptz null,
      "withdrawn_how" text check ("withdrawn_how" in ('link', 'one_click', 'preferences', 'admin')) null);`);
    this.addSql(
      `create index "subscriber_consents_subscriber_id_index" on "subscriber_consents" ("subscriber_id");`,
    );
    this.addSql(
      `alter table "subscriber_consents" add constraint "subscriber_consents_subscriber_id_foreign" foreign key ("subscriber_id") references "subscribers" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create function "subscriber_consents_append_only"() returns trigger
      language plpgsql as $$
      begin
        if (new."id", new."created_at", new."subscriber_id", new."type", new."wording_version",
            new."wording_text", new."wording_hash", new."page", new."ip_address", new."user_agent",
            new."given_at")
           is distinct from
           (old."id", old."created_at", old."subscriber_id", old."type", old."wording_version",
            old."wording_text", old."wording_hash", old."page", old."ip_address", old."user_agent",
            old."given_at")
           or (old."confirmed_at" is not null and new."confirmed_at" is distinct from old."confirmed_at")
           or (old."withdrawn_at" is not null
               and (new."withdrawn_at", new."withdrawn_how") is distinct from (old."withdrawn_at", old."withdrawn_how"))
        then
          raise exception 'subscriber_consents is append-only: only confirmed_at and withdrawn_at may be set, once'
            using errcode = 'check_violation';
        end if;
        return new;
      end $$;`);
    this
      .addSql(`create trigger "subscriber_consents_append_only" before update on "subscriber_consents"
      for each row execute function "subscriber_consents_append_only"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "subscriber_consents" cascade;`);
    this.addSql(`drop function if exists "subscriber_consents_append_only"();`);
    this.addSql(`alter table "subscribers"
      add column "is_active" boolean not null default true,
      add column "is_verified" boolean not null default false,
      add column "verification_token" text null;`);
    this.addSql(`update "subscribers" set "is_active" = "status" <> 'unsubscribed',
      "is_verified" = "status" = 'confirmed';`);
    this.addSql(`drop index "subscribers_status_index";`);
    this.addSql(`drop index "subscribers_confirmation_token_hash_index";`);
    this.addSql(`alter table "subscribers" drop column "status", drop column "confirmed_at",
      drop column "unsubscribed_at", drop column "confirmation_token_hash",
      drop column "confirmation_expires_at", drop column "confirmation_requested_at";`);
  }
}
