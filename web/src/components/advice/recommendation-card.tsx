import type { WineRecommendation } from '@sorsi/proto';
import { cn } from '@/lib/cn';
import { PriceStrip } from './price-strip';
import { StructureBars } from './structure-bars';
import { LABEL_CHIPS } from './value-label-colours';

/**
 * Spec §3 wine recommendation: the name and price as printed, its quality, the value label and why;
 * beside the reason, where its price sits on the list and the wine's profile (issue 21 §17). A name the
 * service could not make sense of is marked for the person to check against the list.
 */
export function RecommendationCard({ recommendation }: { recommendation: WineRecommendation }) {
  const { name, price, quality, valueLabel, reason, nameUnsure, priceStrip, structure } = recommendation;
  const pictures = priceStrip !== undefined || structure !== undefined;
  return (
    <article className="flex flex-col gap-2 rounded-2xl border bg-background p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 flex-1 font-semibold break-words">
          {name}
          {nameUnsure && (
            <span
              title="Read as printed: please check the name on the list"
              className="ml-2 inline-block rounded-full border border-amber-500 px-2 py-0.5 align-middle text-[11px] font-medium text-amber-800 dark:text-amber-200"
            >
              please check
            </span>
          )}
        </h3>
        <span className="shrink-0 font-semibold tabular-nums">{price}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', LABEL_CHIPS[valueLabel])}>
          {valueLabel}
        </span>
        <span className="text-muted-foreground">Quality: {quality}</span>
      </div>
      <div className={cn(pictures && 'flex flex-col gap-3 sm:grid sm:grid-cols-[1fr_11rem] sm:gap-4')}>
        <p className="text-sm leading-relaxed text-muted-foreground">{reason}</p>
        {pictures && (
          <div className="flex flex-col gap-3">
            {priceStrip && <PriceStrip strip={priceStrip} price={price} valueLabel={valueLabel} />}
            {structure && <StructureBars structure={structure} />}
          </div>
        )}
      </div>
    </article>
  );
}
