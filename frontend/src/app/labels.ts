import type { BusinessType, ImageCategory, ProductCategory } from '../graphql/generated/graphql';

/**
 * The texts the site shows for the API's enum values (spec section 3), one home for each. The
 * API carries names (PLANT_NUTRITION); people read "Plant Nutrition". Each table is a Record of
 * the enum generated from the schema, so a value added to the API does not compile until it has
 * its text here. Insertion order is display order.
 */
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  PLANT_NUTRITION: 'Plant Nutrition',
  SOIL_HEALTH: 'Soil Health',
  ORGANIC_SOLUTIONS: 'Organic Solutions',
};

/** The Business Type select of the contact form, and the badge of a submission. */
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  CROP_FARMING: 'Crop Farming',
  LIVESTOCK_FARMING: 'Livestock Farming',
  MIXED_FARMING: 'Mixed Farming',
  ORGANIC_FARMING: 'Organic Farming',
  OTHER: 'Other',
};

/** The image manager's categories. */
export const IMAGE_CATEGORY_LABELS: Record<ImageCategory, string> = {
  FIELD: 'Field',
  PRODUCT: 'Product',
  CONSULTATION: 'Consultation',
  TECHNOLOGY: 'Technology',
  TEAM: 'Team',
  OTHER: 'Other',
};

/** A value with its text, for selects and filters, in display order. */
export interface LabelledValue<T extends string> {
  value: T;
  label: string;
}

/** The values of a label table with their texts, in display order. */
export function labelledValues<T extends string>(labels: Record<T, string>): LabelledValue<T>[] {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}

/** Whether `value` is one of a label table's values (for values read from a form). */
export function isLabelledValue<T extends string>(
  labels: Record<T, string>,
  value: string,
): value is T {
  return Object.hasOwn(labels, value);
}
