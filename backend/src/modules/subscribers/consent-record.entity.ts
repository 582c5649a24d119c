import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Subscriber } from './subscriber.entity.js';

/** The kinds of consent CASL recognises that we record. */
export enum ConsentType {
  /**
   * The person asked for the newsletter (a subscribe form, the contact form's box) or a waitlist
   * (its own form); the wording version says which.
   */
  EXPRESS = 'express',
  /** Implied by an inquiry (CASL: two years from it); kept for imports, never a subscription. */
  IMPLIED_INQUIRY = 'implied_inquiry',
}

/** How a consent was withdrawn. */
export enum WithdrawalMethod {
  /** The unsubscribe page, opened from a newsletter's link. */
  LINK = 'link',
  /** The mail client's one-click button (RFC 8058 List-Unsubscribe-Post). */
  ONE_CLICK = 'one_click',
  /** The preferences page's unsubscribe button. */
  PREFERENCES = 'preferences',
  /** An admin, at the person's request. */
  ADMIN = 'admin',
}

registerEnumType(ConsentType, {
  name: 'ConsentType',
  description: 'A kind of consent under CASL.',
  valuesConfig: {
    EXPRESS: {
      description:
        'Asked for the newsletter (subscribe form, contact form box) or a waitlist (its form); the wording version says which.',
    },
    IMPLIED_INQUIRY: { description: 'Implied by an inquiry; never makes a subscription.' },
  },
});

registerEnumType(WithdrawalMethod, {
  name: 'WithdrawalMethod',
  description: 'How a consent was withdrawn.',
  valuesConfig: {
    LINK: { description: "The unsubscribe page, from a newsletter's link." },
    ONE_CLICK: { description: "The mail client's one-click unsubscribe (RFC 8058)." },
    PREFERENCES: { description: 'The preferences page.' },
    ADMIN: { description: "An admin, at the person's request." },
  },
});

/**
 * One entry of the CASL consent ledger (table subscriber_consents): one consent given, with the
 * evidence of how. Append-only: an entry is written once; afterwards only `confirmedAt` (when the
 * address was confirmed) and `withdrawnAt`/`withdrawnHow` (when and how it was withdrawn) may be
 * set, each once. A database trigger refuses any other update (the migration), so no code path can
 * rewrite the evidence. Giving consent again makes a new entry. Entries go with their subscriber
 * when an address is erased.
 */
@ObjectType({ description: 'An entry of the CASL consent ledger (admin only).' })
@Entity({ tableName: 'subscriber_consents' })
export class ConsentRecord extends BaseEntity<
  'page' | 'userAgent' | 'confirmedAt' | 'withdrawnAt' | 'withdrawnHow'
> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @ManyToOne(() => Subscriber, { deleteRule: 'cascade', updateRule: 'cascade' })
  @Index({ name: 'subscriber_consents_subscriber_id_index' })
  subscriber!: Subscriber;

  @Field(() => ConsentType, { description: 'Express, or implied by an inquiry.' })
  @Enum({ items: () => ConsentType })
  type!: ConsentType;

  @Field({ description: 'Version of the consent wording shown (consent-wording.ts).' })
  @Property({ length: 40 })
  wordingVersion!: string;

  @Field({ description: 'The wording exactly as shown, with the company facts of that moment.' })
  @Property({ type: 'text' })
  wordingText!: string;

  @Field({ description: 'SHA-256 of `wordingText` (hex).' })
  @Property({ length: 64 })
  wordingHash!: string;

  @Field(() => String, { nullable: true, description: 'Path of the page it was given on.' })
  @Property({ length: 200, nullable: true })
  page: string | null = null;

  @Field({ description: "The visitor's IP address." })
  @Property({ length: 64 })
  ipAddress!: string;

  @Field(() => String, { nullable: true, description: "The visitor's browser (User-Agent)." })
  @Property({ length: 512, nullable: true })
  userAgent: string | null = null;

  @Field({ description: 'When the consent was given.' })
  @Property({ type: 'timestamptz' })
  givenAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the address was confirmed for it; null while unconfirmed.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When it was withdrawn; null while live.' })
  @Property({ type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null = null;

  @Field(() => WithdrawalMethod, { nullable: true, description: 'How it was withdrawn.' })
  @Enum({ items: () => WithdrawalMethod, nullable: true })
  withdrawnHow: WithdrawalMethod | null = null;
}
