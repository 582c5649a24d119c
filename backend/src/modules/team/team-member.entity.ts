import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

export const TEAM_GROUPS = ['leadership', 'consultant'] as const;
export type TeamGroup = (typeof TEAM_GROUPS)[number];

@ObjectType({
  description:
    'A person of the team. The home page shows the leadership as full cards and the rest under "Our Farm Consultants".',
})
@Entity({ tableName: 'team_members' })
@Index({ properties: ['sortOrder'] })
export class TeamMember extends BaseEntity<'sortOrder' | 'credentials'> {
  @Field(() => ID)
  declare id: number;

  @Field()
  @Property({ length: 120 })
  name!: string;

  @Field({ description: 'Job title, e.g. "Senior Agronomist".' })
  @Property({ length: 120 })
  role!: string;

  @Field(() => String, { nullable: true, description: 'Professional credentials, e.g. "P.Ag."' })
  @Property({ length: 120, nullable: true })
  credentials?: string | null;

  @Field()
  @Property({ type: 'text' })
  bio!: string;

  @Field({ description: 'Portrait path or URL (illustrated initials in the seed data).' })
  @Property({ type: 'text' })
  imageUrl!: string;

  @Field(() => String, { description: '"leadership" (full cards) or "consultant".' })
  @Enum({ items: [...TEAM_GROUPS] })
  group!: TeamGroup;

  @Field({ description: 'Display position; lower comes first.' })
  @Property({ default: 0 })
  sortOrder: number = 0;
}
