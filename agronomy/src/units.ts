import { NIST_SP_811, type Cited } from './sources.js';

/**
 * Conversion factors, defined once. The pound, the international acre and the US gallon are
 * defined exactly in SI units (the 1959 international yard and pound agreement), so these are
 * exact, not measured; every other factor of the tools is derived from them here.
 */
export const KG_PER_LB: Cited<number> = { value: 0.45359237, source: NIST_SP_811 };
/** An international acre is 4 046.856 422 4 m² (exactly, from the international foot). */
export const HA_PER_ACRE: Cited<number> = { value: 0.40468564224, source: NIST_SP_811 };
/** A US liquid gallon is 231 cubic inches: 3.785 411 784 L exactly. */
export const L_PER_US_GAL: Cited<number> = { value: 3.785411784, source: NIST_SP_811 };

/** lb/ac → kg/ha: 0.453 592 37 kg ÷ 0.404 685 642 24 ha ≈ 1.120 85. */
export const KG_PER_HA_PER_LB_PER_ACRE = KG_PER_LB.value / HA_PER_ACRE.value;
/** US gal/ac → L/ha ≈ 9.353 95. */
export const L_PER_HA_PER_US_GAL_PER_ACRE = L_PER_US_GAL.value / HA_PER_ACRE.value;
/** lb/US gal → kg/L ≈ 0.119 826 (a liquid's density as labels give it). */
export const KG_PER_L_PER_LB_PER_US_GAL = KG_PER_LB.value / L_PER_US_GAL.value;

export const lbPerAcreToKgPerHa = (lbPerAcre: number) => lbPerAcre * KG_PER_HA_PER_LB_PER_ACRE;
export const kgPerHaToLbPerAcre = (kgPerHa: number) => kgPerHa / KG_PER_HA_PER_LB_PER_ACRE;
export const acresToHectares = (acres: number) => acres * HA_PER_ACRE.value;
export const hectaresToAcres = (hectares: number) => hectares / HA_PER_ACRE.value;
export const usGalPerAcreToLPerHa = (usGalPerAcre: number) =>
  usGalPerAcre * L_PER_HA_PER_US_GAL_PER_ACRE;
export const lbPerUsGalToKgPerL = (lbPerUsGal: number) => lbPerUsGal * KG_PER_L_PER_LB_PER_US_GAL;
export const kgToTonnes = (kg: number) => kg / 1000;
export const lbToKg = (lb: number) => lb * KG_PER_LB.value;
