import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** The two groups of the home page's team section; the values are what PostgreSQL stores. */
export enum TeamGroup {
  LEADERSHIP = 'leadership',
  CONSULTANT = 'consultant',
}
export const TEAM_GROUPS = Object.values(TeamGroup);

registerEnumType(TeamGroup, {
  name: 'TeamGroup',
  description: 'Where a person appears in the team section of the home page.',
  valuesConfig: {
    LEADERSHIP: { description: 'The leadership, shown as full cards with a biography.' },
    CONSULTANT: { description: 'The farm consultants, listed under "Our Farm Consultants".' },
  },
});

@ObjectType({
  description:
    'A person of the team. The home page shows the leadership as full cards and the rest under "Our Farm Consultants".',
})
@Entity({ tableName: 'team_members' })
@Index({ properties: ['sortOrder'] })
export class TeamMember extends BaseEntity<'sortOrder' | 'credentials' | 'version'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'Full name, e.g. "Harold Brandvold".' })
  @Property({ length: 120 })
  name!: string;

  @Field({ description: 'Job title, e.g. "Senior Agronomist".' })
  @Property({ length: 120 })
  role!: string;

  @Field(() => String, { nullable: true, description: 'Professional credentials, e.g. "P.Ag."' })
  @Property({ length: 120, nullable: true })
  credentials?: string | null;

  @Field({ description: 'A short biography, one paragraph of plain text.' })
  @Property({ type: 'text' })
  bio!: string;

  @Field({ description: 'Portrait path or URL (illustrated initials in the seed data).' })
  @Property({ type: 'text' })
  imageUrl!: string;

  @Field(() => TeamGroup, { description: 'Where the person appears on the home page.' })
  @Enum({ items: () => TeamGroup })
  group!: TeamGroup;

  /** Place within its group, 0, 1, 2… without gaps (common/reorder.ts keeps it so). */
  @Field(() => Int, {
    description:
      'Display position within its group, counting from 0; lower comes first. Change it with `moveTeamMember`.',
  })
  @Property({ default: 0 })
  sortOrder: number = 0;

  /** Raised by every save of its fields (not by a move): the optimistic lock of the editor. */
  @Field(() => Int, {
    description:
      "Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused.",
  })
  @Property({ version: true })
  version!: number;
}
