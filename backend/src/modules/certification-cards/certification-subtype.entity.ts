import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { CertificationCard } from './certification-card.entity.js';

@ObjectType({ description: 'A standard listed inside an expandable certification card.' })
@Entity({ tableName: 'certification_subtypes' })
@Index({ properties: ['card', 'sortOrder'] })
export class CertificationSubtype extends BaseEntity<'sortOrder' | 'available'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @ManyToOne(() => CertificationCard, { ref: true, deleteRule: 'cascade' })
  card!: Ref<CertificationCard>;

  @Field({ description: 'E.g. "OMRI".' })
  @Property({ length: 120 })
  name!: string;

  @Field({
    description: 'What the standard is, e.g. "Organic Materials Review Institute listing."',
  })
  @Property({ type: 'text' })
  description!: string;

  @Field({ description: 'Whether products are currently certified under this standard.' })
  @Property({ default: true })
  available: boolean = true;

  @Property({ default: 0 })
  sortOrder: number = 0;
}
