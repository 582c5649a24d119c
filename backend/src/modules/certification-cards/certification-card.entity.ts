import { Collection, Entity, OneToMany, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { lastValidDay, validityHasPassed } from '../../common/calendar.js';
import { DateScalar } from '../../common/date-scalar.js';
import { BaseEntity } from '../../db/base.entity.js';
import { CertificationSubtype } from './certification-subtype.entity.js';

@ObjectType({ description: 'A company certification shown as a card on /certifications.' })
@Entity({ tableName: 'certification_cards' })
export class CertificationCard extends BaseEntity<
  'sortOrder' | 'expandable' | 'expired' | 'validThrough' | 'version'
> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'E.g. "ISO 9001:2015".' })
  @Property({ length: 120 })
  @Unique()
  title!: string;

  @Field({ description: 'What the certification covers, one or two sentences.' })
  @Property({ type: 'text' })
  description!: string;

  @Field({
    description:
      'Until when it is valid, as the certificate states it and the site shows it: an ISO 8601 year ("2026"), month ("2026-06") or day ("2026-06-30"). For the day itself, read validThrough.',
  })
  @Property({ length: 40 })
  validUntil!: string;

  @Field(() => DateScalar, {
    nullable: true,
    description:
      'The last day the certification is valid: validUntil\'s year or month to its last day ("2026" → "2026-12-31"); null when validUntil is not a date.',
  })
  get validThrough(): string | null {
    return lastValidDay(this.validUntil) ?? null;
  }

  @Field(() => Boolean, {
    description:
      'True when validUntil has passed (judged by the day in Edmonton; "2025" holds through 31 December 2025).',
  })
  get expired(): boolean {
    return validityHasPassed(this.validUntil);
  }

  @Field({ description: 'True when the card can be expanded to list its subtypes.' })
  @Property({ default: false })
  expandable: boolean = false;

  /** Place on /certifications, 0, 1, 2… without gaps (common/reorder.ts keeps it so). */
  @Field(() => Int, {
    description:
      'Display position on /certifications, counting from 0; lower comes first. Change it with `moveCertificationCard`.',
  })
  @Property({ default: 0 })
  sortOrder: number = 0;

  /** Raised by every save of its fields or subtypes (not by a move): the editor's optimistic lock. */
  @Field(() => Int, {
    description:
      "Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused.",
  })
  @Property({ version: true })
  version!: number;

  @OneToMany(() => CertificationSubtype, (subtype) => subtype.card)
  subtypes = new Collection<CertificationSubtype>(this);
}
