import type { BusinessType } from '../../../graphql/generated/admin-contacts/graphql';

/**
 * Badge colours of spec section 2, keyed there to the business types Farm, Crop Farm, Livestock &
 * Grain, Mixed Farm and Agronomy, grey by default. The public form offers other names (the API's
 * BusinessType), so each takes the nearest key's colour: Crop Farming → Crop Farm (gold),
 * Livestock Farming → Livestock & Grain (orange), Mixed Farming → Mixed Farm (purple), Organic
 * Farming → Farm (green); Other stays grey. Agronomy's blue has no form option. The tones are
 * drawn in admin.css with dark text on a light fill (WCAG AA), which antd's presets miss.
 */
export type BadgeTone = 'green' | 'gold' | 'orange' | 'purple' | 'blue' | 'grey';

export const BUSINESS_TYPE_TONES: Record<BusinessType, BadgeTone> = {
  CROP_FARMING: 'gold',
  LIVESTOCK_FARMING: 'orange',
  MIXED_FARMING: 'purple',
  ORGANIC_FARMING: 'green',
  OTHER: 'grey',
};

export function businessTypeTone(businessType: BusinessType): BadgeTone {
  return BUSINESS_TYPE_TONES[businessType];
}
