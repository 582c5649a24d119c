/**
 * Results are shown to what the inputs justify. Analyses are guaranteed in whole percent and
 * spreaders are calibrated to a few percent, so a tenth of a pound per acre is already finer than
 * any field can be worked; finer digits would promise a precision nobody has.
 */
export const DISPLAY_DECIMALS = {
  lbPerAcre: 1,
  kgPerHa: 1,
  usGalPerAcre: 2,
  lPerHa: 1,
  /** Ten kilograms: finer than any order or delivery. */
  fieldTonnes: 2,
  money: 2,
  /** The salt index tables give one decimal. */
  saltIndex: 1,
  partialSaltIndex: 2,
  /** Spread and row spacing are measured to the quarter inch at best. */
  seedbedUtilizationPercent: 0,
  /** Removal coefficients vary by a tenth or more: a whole pound is plenty. */
  estimatedTargetLbPerAcre: 0,
} as const;

export type DisplayQuantity = keyof typeof DISPLAY_DECIMALS;

export function roundToDecimals(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Rounds half away from zero, and keeps 1.005 from becoming 1.00 through binary error.
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-9)) / factor;
}

export const roundForDisplay = (value: number, quantity: DisplayQuantity): number =>
  roundToDecimals(value, DISPLAY_DECIMALS[quantity]);

export function roundToSignificant(value: number, digits: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  return roundToDecimals(value, digits - 1 - magnitude);
}

/**
 * Significant figures of a number as the farmer typed it ("46" → 2, "0.50" → 2, "100" → 3: a
 * typed trailing zero is taken as meant).
 */
export function significantFiguresOf(typed: string): number {
  const digits = typed.trim().replace(/^[-+]/, '').replace('.', '').replace(/^0+/, '');
  return Math.max(1, digits.replace(/\D/g, '').length);
}

/** A result is worth no more significant figures than the least precise input behind it. */
export const justifiedSignificantFigures = (typedInputs: readonly string[]): number =>
  Math.min(...typedInputs.map(significantFiguresOf));
