import type { ValueLabel, WineRecommendation } from '@sorsi/proto';
import { cn } from '@/lib/cn';

/** Each value label's colours: green for value, neutral for fair, gold for a treat, red for a warning. */
const LABEL_STYLES: Record<ValueLabel, string> = {
  'Best Value': 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  Good: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  Splurge: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  'Poor Value': 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
};

/** Spec §3 wine recommendation: the name and price as printed, its quality, the value label and why. */
export function RecommendationCard({ recommendation }: { recommendation: WineRecommendation }) {
  const { name, price, quality, valueLabel, reason } = recommendation;
  return (
    <article className="flex flex-col gap-2 rounded-2xl border bg-background p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 flex-1 font-semibold break-words">{name}</h3>
        <span className="shrink-0 font-semibold tabular-nums">{price}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', LABEL_STYLES[valueLabel])}>
          {valueLabel}
        </span>
        <span className="text-muted-foreground">Quality: {quality}</span>
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">{reason}</p>
    </article>
  );
}
