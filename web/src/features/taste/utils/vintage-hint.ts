import { LABEL_YEAR_MAX, LABEL_YEAR_MIN, normaliseVintage } from '@sorsi/proto';

/** Spec taste-and-account §5 "Save form": the amber hint under a vintage that is not YYYY or NV. */
export const VINTAGE_HINT = 'Use YYYY or NV';
/** Said before saving when the server would store no vintage for what was typed ('15', '1900'). */
export const VINTAGE_NOT_KEPT = `Saved without a vintage: years run from ${LABEL_YEAR_MIN} to ${LABEL_YEAR_MAX}, or NV.`;

/** Non-blocking: the hint when the vintage is non-empty, not NV (any case) and not exactly four digits. */
export function vintageHint(vintage: string): string | null {
  const text = vintage.trim();
  if (!text || /^nv$/i.test(text) || /^\d{4}$/.test(text)) return null;
  return VINTAGE_HINT;
}

/** The amber lines under the vintage: the spec's hint, then whether the vintage will be dropped. */
export function vintageWarnings(vintage: string): string[] {
  const dropped = vintage.trim() !== '' && normaliseVintage(vintage) === null;
  return [vintageHint(vintage), dropped ? VINTAGE_NOT_KEPT : null].filter((line) => line !== null);
}
