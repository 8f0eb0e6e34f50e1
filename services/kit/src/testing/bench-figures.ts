// The figures every benchmark reports: percentiles, rounding, and the machine's load they are read against.
import { readFileSync } from 'node:fs';

/** The p-th percentile (0–100) of the values, by nearest rank; NaN for none. The values need not be sorted. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const round1 = (ms: number): number => Math.round(ms * 10) / 10;

/** The 1, 5 and 15 minute load averages: figures on a shared machine are read against them. */
export const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
