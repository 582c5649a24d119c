import type { AppModule } from '../../common/app-module.js';
import { CropPlan } from './crop-plan.entity.js';
import { CropPlanResolver } from './crop-plan.resolver.js';

export { CROP_PLAN_STATUSES, CropPlan, CropPlanStatus } from './crop-plan.entity.js';
export { CROP_PLAN_NOT_FOUND, CropPlanService } from './crop-plan.service.js';

/** Admins' crop plans (GraphQL only). */
export const cropPlansModule: AppModule = {
  name: 'crop-plans',
  entities: [CropPlan],
  resolvers: [CropPlanResolver],
};
