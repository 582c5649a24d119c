import { IsIn, IsISO8601, IsObject, IsOptional, IsString, Matches } from 'class-validator';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';
import { DateScalar } from '../../../common/date-scalar.js';
import { CROP_PLAN_STATUSES, CropPlanStatus } from '../crop-plan.entity.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATUS_MESSAGE = `Status must be one of ${CROP_PLAN_STATUSES.join(', ')}`;

/** A new crop plan. Rules run bottom-up: the first failing rule of a field gives its message. */
@InputType({ description: 'A new crop plan.' })
export class CropPlanInput {
  @Field({ description: 'Crop, e.g. "Canola".' })
  @MaxChars(120, { message: 'Crop name must be at most 120 characters' })
  @IsString({ message: 'Crop name must be text' })
  @IsNotBlank({ message: 'Crop name is required' })
  @IsCleanText(false, { message: 'Crop name contains characters that are not allowed' })
  cropName!: string;

  @Field({ description: 'Field identifier, e.g. a legal land description.' })
  @MaxChars(120, { message: 'Field identifier must be at most 120 characters' })
  @IsString({ message: 'Field identifier must be text' })
  @IsNotBlank({ message: 'Field identifier is required' })
  @IsCleanText(false, { message: 'Field identifier contains characters that are not allowed' })
  field!: string;

  @Field(() => DateScalar, { description: 'First day of the plan.' })
  @IsISO8601({ strict: true }, { message: 'Start date must be a real date (YYYY-MM-DD)' })
  @Matches(ISO_DATE, { message: 'Start date must be a date (YYYY-MM-DD)' })
  startDate!: string;

  @Field(() => DateScalar, { description: 'Last day of the plan, on or after the start date.' })
  @IsISO8601({ strict: true }, { message: 'End date must be a real date (YYYY-MM-DD)' })
  @Matches(ISO_DATE, { message: 'End date must be a date (YYYY-MM-DD)' })
  endDate!: string;

  @Field(() => CropPlanStatus, { nullable: true, description: 'Defaults to PLANNED.' })
  @IsOptional()
  @IsIn(CROP_PLAN_STATUSES, { message: STATUS_MESSAGE })
  status?: CropPlanStatus | null;

  @Field(() => String, { nullable: true, description: 'Free-text notes, at most 5000 characters.' })
  @IsOptional()
  @MaxChars(5000, { message: 'Notes must be at most 5000 characters' })
  @IsString({ message: 'Notes must be text' })
  @IsCleanText(true, { message: 'Notes contain characters that are not allowed' })
  notes?: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'Free JSON object.' })
  @IsOptional()
  @IsObject({ message: 'AI recommendations must be a JSON object' })
  aiRecommendations?: Record<string, unknown> | null;
}

/** Changes to a crop plan: only the fields given are changed. */
@InputType({ description: 'Changes to a crop plan; omitted fields stay as they are.' })
export class UpdateCropPlanInput {
  @Field({ nullable: true, description: 'New crop name, e.g. "Canola"; may not be blank.' })
  @IsOptional()
  @MaxChars(120, { message: 'Crop name must be at most 120 characters' })
  @IsString({ message: 'Crop name must be text' })
  @IsNotBlank({ message: 'Crop name is required' })
  @IsCleanText(false, { message: 'Crop name contains characters that are not allowed' })
  cropName?: string;

  @Field({ nullable: true, description: 'New field identifier; may not be blank.' })
  @IsOptional()
  @MaxChars(120, { message: 'Field identifier must be at most 120 characters' })
  @IsString({ message: 'Field identifier must be text' })
  @IsNotBlank({ message: 'Field identifier is required' })
  @IsCleanText(false, { message: 'Field identifier contains characters that are not allowed' })
  field?: string;

  @Field(() => DateScalar, { nullable: true, description: 'New first day of the plan.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Start date must be a real date (YYYY-MM-DD)' })
  @Matches(ISO_DATE, { message: 'Start date must be a date (YYYY-MM-DD)' })
  startDate?: string;

  @Field(() => DateScalar, {
    nullable: true,
    description: 'New last day of the plan, on or after the start date.',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'End date must be a real date (YYYY-MM-DD)' })
  @Matches(ISO_DATE, { message: 'End date must be a date (YYYY-MM-DD)' })
  endDate?: string;

  @Field(() => CropPlanStatus, { nullable: true, description: 'New status.' })
  @IsOptional()
  @IsIn(CROP_PLAN_STATUSES, { message: STATUS_MESSAGE })
  status?: CropPlanStatus;

  @Field(() => String, {
    nullable: true,
    description: 'New free-text notes, at most 5000 characters; null clears them.',
  })
  @IsOptional()
  @MaxChars(5000, { message: 'Notes must be at most 5000 characters' })
  @IsString({ message: 'Notes must be text' })
  @IsCleanText(true, { message: 'Notes contain characters that are not allowed' })
  notes?: string | null;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'New recommendations, a free JSON object; null clears them.',
  })
  @IsOptional()
  @IsObject({ message: 'AI recommendations must be a JSON object' })
  aiRecommendations?: Record<string, unknown> | null;
}
