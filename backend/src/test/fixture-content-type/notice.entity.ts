import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** The two boards a notice is pinned on; the values are what PostgreSQL stores. */
export enum NoticeBoard {
  YARD = 'yard',
  OFFICE = 'office',
}

registerEnumType(NoticeBoard, {
  name: 'NoticeBoard',
  description: 'Where a notice is pinned.',
  valuesConfig: {
    YARD: { description: 'The board at the warehouse yard.' },
    OFFICE: { description: 'The board in the office.' },
  },
});

/**
 * A notice on one of the boards: the fixture content type of the tests (docs/content-types.md),
 * made of the record resource alone. It is in no module registry and no migration: the test that
 * uses it adds its table.
 */
@ObjectType({ description: 'A notice pinned on a board, in the order of its board.' })
@Entity({ tableName: 'notices' })
@Index({ properties: ['board', 'sortOrder'] })
export class Notice extends BaseEntity<'sortOrder' | 'version'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'Headline, e.g. "Yard closed Monday".' })
  @Property({ length: 120 })
  title!: string;

  @Field({ description: 'What the notice says, one paragraph.' })
  @Property({ type: 'text' })
  body!: string;

  @Field(() => NoticeBoard, { description: 'The board it is pinned on.' })
  @Enum({ items: () => NoticeBoard })
  board!: NoticeBoard;

  /** Place on its board, 0, 1, 2… without gaps (common/reorder.ts keeps it so). */
  @Field(() => Int, {
    description: 'Position on its board, counting from 0. Change it with `moveNotice`.',
  })
  @Property({ default: 0 })
  sortOrder: number = 0;

  /** Raised by every save of its fields (not by a move): the optimistic lock of the editor. */
  @Field(() => Int, {
    description: 'Raised by every save; send it back as `expectedVersion`.',
  })
  @Property({ version: true })
  version!: number;
}
