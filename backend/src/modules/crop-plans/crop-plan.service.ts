import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, NotFoundError, UnauthenticatedError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { StaffAccountService } from '../auth/index.js';
import { CropPlan, CropPlanStatus } from './crop-plan.entity.js';
import type { CropPlanInput, UpdateCropPlanInput } from './dto/crop-plan.input.js';

export const CROP_PLAN_NOT_FOUND = 'Crop plan not found';
const END_BEFORE_START = 'End date must be on or after the start date';

/**
 * Crop plans of the signed-in user (the `sub` of the JWT). A plan of another user is "not found",
 * never "forbidden", so ids of other users' plans reveal nothing.
 */
export class CropPlanService {
  constructor(
    private readonly em: EntityManager,
    private readonly userId: number,
  ) {}

  list(): Promise<CropPlan[]> {
    return this.em.find(
      CropPlan,
      { user: this.userId },
      { orderBy: { startDate: 'asc', id: 'asc' } },
    );
  }

  async get(rawId: unknown): Promise<CropPlan> {
    const id = parseId(rawId);
    const plan = id ? await this.em.findOne(CropPlan, { id, user: this.userId }) : null;
    if (!plan) throw new NotFoundError(CROP_PLAN_NOT_FOUND);
    return plan;
  }

  async create(input: CropPlanInput): Promise<CropPlan> {
    checkDates(input.startDate, input.endDate);
    const user = await new StaffAccountService(this.em).find(this.userId);
    if (!user) throw new UnauthenticatedError('The signed-in user no longer exists');
    const plan = this.em.create(CropPlan, {
      user,
      cropName: input.cropName.trim(),
      field: input.field.trim(),
      startDate: input.startDate,
      endDate: input.endDate,
      status: input.status ?? CropPlanStatus.PLANNED,
      notes: input.notes ?? null,
      aiRecommendations: input.aiRecommendations ?? null,
    });
    await this.em.flush();
    return plan;
  }

  async update(rawId: unknown, input: UpdateCropPlanInput): Promise<CropPlan> {
    const plan = await this.get(rawId);
    checkDates(input.startDate ?? plan.startDate, input.endDate ?? plan.endDate);
    if (input.cropName != null) plan.cropName = input.cropName.trim();
    if (input.field != null) plan.field = input.field.trim();
    if (input.startDate != null) plan.startDate = input.startDate;
    if (input.endDate != null) plan.endDate = input.endDate;
    if (input.status != null) plan.status = input.status;
    if (input.notes !== undefined) plan.notes = input.notes;
    if (input.aiRecommendations !== undefined) plan.aiRecommendations = input.aiRecommendations;
    await this.em.flush();
    return plan;
  }

  /** Deletes the plan and answers its id. */
  async remove(rawId: unknown): Promise<number> {
    const plan = await this.get(rawId);
    const { id } = plan;
    await this.em.remove(plan).flush();
    return id;
  }
}

function checkDates(startDate: string, endDate: string): void {
  // ISO dates compare correctly as text.
  if (endDate < startDate)
    throw new InvalidInputError(END_BEFORE_START, { endDate: END_BEFORE_START });
}
