import { Migration } from '@mikro-orm/migrations';

/**
 * Waitlists (issue 38, part 8): the FarmOps Manager waitlist is a topic of its own in
 * `subscribers.preferences`, joined with its own consent wording. An address that asked only for a
 * waitlist is a subscriber who does not receive the newsletter: `newsletter` says whether it does.
 * Every existing subscriber asked for the newsletter, so the default is true.
 */
export class Migration20261202100000SubscriberWaitlists extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "subscribers" add column "newsletter" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "subscribers" drop column "newsletter";`);
  }
}
