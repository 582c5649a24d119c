import { Check, Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { BaseEntity } from '../../db/base.entity.js';
import { AdminUser } from '../auth/index.js';

/** Spec: default 'planned', other values not shown; these four are our decision. */
export const CROP_PLAN_STATUSES = ['planned', 'in-progress', 'completed', 'cancelled'] as const;
export type CropPlanStatus = (typeof CROP_PLAN_STATUSES)[number];

@ObjectType({ description: "A signed-in user's plan for one crop on one field." })
@Entity({ tableName: 'crop_plans' })
@Index({ properties: ['user', 'startDate'] })
@Check({ name: 'crop_plans_dates_check', expression: '(end_date >= start_date)' })
export class CropPlan extends BaseEntity<'status' | 'notes' | 'aiRecommendations' | 'userId'> {
  @Field(() => ID)
  declare id: number;

  /** The owner: the user id of the JWT (`sub`). */
  @ManyToOne(() => AdminUser, { ref: true, deleteRule: 'cascade' })
  user!: Ref<AdminUser>;

  @Field(() => Int, { description: 'Id of the user who owns the plan.' })
  get userId(): number {
    return this.user.id;
  }

  @Field()
  @Property({ length: 120 })
  cropName!: string;

  @Field({ description: 'First day (YYYY-MM-DD).' })
  @Property({ type: 'date' })
  startDate!: string;

  @Field({ description: 'Last day (YYYY-MM-DD), on or after startDate.' })
  @Property({ type: 'date' })
  endDate!: string;

  @Field(() => String, {
    description: 'One of "planned" (default), "in-progress", "completed", "cancelled".',
  })
  @Enum({ items: [...CROP_PLAN_STATUSES], default: 'planned' })
  status: CropPlanStatus = 'planned';

  @Field({ description: 'Field identifier, e.g. "NE-12-51-19-W4".' })
  @Property({ length: 120 })
  field!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'Recommendations from an advisory tool, as free JSON.',
  })
  @Property({ type: 'json', nullable: true })
  aiRecommendations?: Record<string, unknown> | null;

  @Field({ description: 'When the plan was created.' })
  declare createdAt: Date;

  @Field({ description: 'When the plan was last changed.' })
  declare updatedAt: Date;
}
