import type { ValueLabel } from '@sorsi/proto';

/** Each value label's colours: green for value, neutral for fair, gold for a treat, red for a warning. */
export const LABEL_CHIPS: Record<ValueLabel, string> = {
  'Best Value': 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  Good: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  Splurge: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  'Poor Value': 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
};

/** The same colours, solid, for a mark on a strip. */
export const LABEL_MARKS: Record<ValueLabel, string> = {
  'Best Value': 'bg-emerald-600',
  Good: 'bg-sky-600',
  Splurge: 'bg-amber-500',
  'Poor Value': 'bg-rose-600',
};
