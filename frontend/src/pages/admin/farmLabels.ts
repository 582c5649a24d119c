import type { FertilizerForm, FoliarProductKind } from '../../graphql/generated/admin-farm/graphql';

/*
 * The texts of the farm tools' enum values in the admin, each table a Record of the enum, so a
 * value added to the API does not compile until it has its text. Their lists and editors read
 * them from here; only the farm tools' admin chunk (farmToolScreens.ts) loads them, not a public
 * page (app/labels.ts holds the texts public pages show).
 */

/** A fertilizer's form, in the office's words. */
export const FERTILIZER_FORM_LABELS: Readonly<Record<FertilizerForm, string>> = {
  DRY: 'Dry (granular)',
  LIQUID: 'Liquid',
};

/** What a sprayed product of the Spray Condition App is, in the office's words. */
export const FOLIAR_PRODUCT_KIND_LABELS: Readonly<Record<FoliarProductKind, string>> = {
  FOLIAR_NUTRIENT: 'Foliar nutrient',
  HERBICIDE: 'Herbicide',
  FUNGICIDE: 'Fungicide',
  ADJUVANT: 'Adjuvant',
};
