import { Check, Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { DateScalar } from '../../common/date-scalar.js';
import { BaseEntity } from '../../db/base.entity.js';
import { AdminUser } from '../auth/index.js';

/**
 * Spec: default 'planned', other values not shown; these four are our decision. The values are
 * what PostgreSQL stores; GraphQL shows the names (PLANNED, IN_PROGRESS, …).
 */
export enum CropPlanStatus {
  PLANNED = 'planned',
  IN_PROGRESS = 'in-progress',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}
export const CROP_PLAN_STATUSES = Object.values(CropPlanStatus);

registerEnumType(CropPlanStatus, {
  name: 'CropPlanStatus',
  description: 'Where a crop plan stands.',
  valuesConfig: {
    PLANNED: { description: 'Not started yet (the default for a new plan).' },
    IN_PROGRESS: { description: 'Under way in the field.' },
    COMPLETED: { description: 'Done: the crop is harvested or the plan carried out.' },
    CANCELLED: { description: 'Given up; kept for the record.' },
  },
});

@ObjectType({ description: "A signed-in user's plan for one crop on one field." })
@Entity({ tableName: 'crop_plans' })
@Index({ properties: ['user', 'startDate'] })
@Check({ name: 'crop_plans_dates_check', expression: '(end_date >= start_date)' })
export class CropPlan extends BaseEntity<'status' | 'notes' | 'aiRecommendations' | 'userId'> {
  @Field(() => ID, { description: 'Stable numeric identifier, used by cropPlan(id:).' })
  declare id: number;

  /** The owner: the user id of the JWT (`sub`). */
  @ManyToOne(() => AdminUser, { ref: true, deleteRule: 'cascade' })
  user!: Ref<AdminUser>;

  @Field(() => ID, { description: 'Id of the admin user who owns the plan.' })
  get userId(): number {
    return this.user.id;
  }

  @Field({ description: 'Crop, e.g. "Canola".' })
  @Property({ length: 120 })
  cropName!: string;

  @Field(() => DateScalar, { description: 'First day of the plan.' })
  @Property({ type: 'date' })
  startDate!: string;

  @Field(() => DateScalar, { description: 'Last day of the plan, on or after startDate.' })
  @Property({ type: 'date' })
  endDate!: string;

  @Field(() => CropPlanStatus, { description: 'Where the plan stands; PLANNED by default.' })
  @Enum({ items: () => CropPlanStatus, default: CropPlanStatus.PLANNED })
  status: CropPlanStatus = CropPlanStatus.PLANNED;

  @Field({ description: 'Field identifier, e.g. "NE-12-51-19-W4".' })
  @Property({ length: 120 })
  field!: string;

  @Field(() => String, { nullable: true, description: 'Free-text notes; null when none.' })
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
