import type { PriceStrip as Strip, ValueLabel } from '@sorsi/proto';
import { cn } from '@/lib/cn';
import { LABEL_MARKS } from './value-label-colours';

/** An amount in the currency the wine's printed price carries ('€48', '$19.50'). */
function money(amount: number, printedPrice: string): string {
  const symbol = /^[€$£]/.exec(printedPrice)?.[0] ?? '';
  return `${symbol}${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

const at = (amount: number, { low, high }: Strip) =>
  `${high > low ? Math.min(100, Math.max(0, ((amount - low) / (high - low)) * 100)) : 50}%`;

/**
 * Where a wine's price sits on its list (issue 21 §17): the range of its serving, the median the reason
 * quotes as a tick, the wine as a dot in its value label's colour.
 */
export function PriceStrip({ strip, price, valueLabel }: { strip: Strip; price: string; valueLabel: ValueLabel }) {
  const label = `${price} on a list from ${money(strip.low, price)} to ${money(strip.high, price)}, ${strip.peers} median ${money(strip.median, price)}`;
  return (
    <figure role="img" aria-label={label} className="flex flex-col gap-1">
      <div className="relative mx-1.5 h-3">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-muted" />
        <div
          className="absolute top-0 h-3 w-0.5 -translate-x-1/2 bg-foreground/60"
          style={{ left: at(strip.median, strip) }}
        />
        <div
          className={cn(
            'absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-background',
            LABEL_MARKS[valueLabel],
          )}
          style={{ left: at(strip.amount, strip) }}
        />
      </div>
      <figcaption aria-hidden className="flex justify-between text-[11px] text-muted-foreground tabular-nums">
        <span>{money(strip.low, price)}</span>
        <span>median {money(strip.median, price)}</span>
        <span>{money(strip.high, price)}</span>
      </figcaption>
    </figure>
  );
}
