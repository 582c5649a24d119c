/**
 * Badge colours of spec section 2, keyed to the business types Farm, Crop Farm, Livestock & Grain,
 * Mixed Farm and Agronomy, grey by default. The public form sends other names (Crop Farming,
 * Livestock Farming, Mixed Farming, Organic Farming, Other), so each maps to the nearest key:
 * Crop Farming → Crop Farm, Livestock Farming → Livestock & Grain, Mixed Farming → Mixed Farm,
 * Organic Farming → Farm; Other stays grey. The badge shows the stored text unchanged. The tones
 * are drawn in admin.css with dark text on a light fill (WCAG AA), which antd's presets miss.
 */
export type BadgeTone = 'green' | 'gold' | 'orange' | 'purple' | 'blue' | 'grey';

export const BUSINESS_TYPE_TONES: Record<string, BadgeTone> = {
  Farm: 'green',
  'Crop Farm': 'gold',
  'Livestock & Grain': 'orange',
  'Mixed Farm': 'purple',
  Agronomy: 'blue',
};

const FORM_TYPE_TO_KEY: Record<string, string> = {
  'Crop Farming': 'Crop Farm',
  'Livestock Farming': 'Livestock & Grain',
  'Mixed Farming': 'Mixed Farm',
  'Organic Farming': 'Farm',
};

export function businessTypeTone(businessType: string): BadgeTone {
  const key = FORM_TYPE_TO_KEY[businessType] ?? businessType;
  return BUSINESS_TYPE_TONES[key] ?? 'grey';
}
