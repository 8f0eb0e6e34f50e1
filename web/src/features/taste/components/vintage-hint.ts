/** Spec taste-and-account §5 "Save form": the amber hint under a vintage that is not YYYY or NV. */
export const VINTAGE_HINT = 'Use YYYY or NV';

/** Non-blocking: the hint when the vintage is non-empty, not NV (any case) and not exactly four digits. */
export function vintageHint(vintage: string): string | null {
  const text = vintage.trim();
  if (!text || /^nv$/i.test(text) || /^\d{4}$/.test(text)) return null;
  return VINTAGE_HINT;
}
