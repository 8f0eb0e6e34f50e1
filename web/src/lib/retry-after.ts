/**
 * A `Retry-After` value (RFC 9110 §10.2.3) as milliseconds from `now`: delay-seconds, or an HTTP date
 * (a date already past is no wait). Anything else: undefined, as if there were none.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its month; Date.parse alone would read '-5' or '1.5' as years.
  if (!/[A-Za-z]{3}/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
