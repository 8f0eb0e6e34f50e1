/** A confidence clamped to 0..1 and rounded to two decimals (the precision anyone can act on). */
export const clampConfidence = (value: number): number => Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;
