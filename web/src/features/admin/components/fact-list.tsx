import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Fact {
  label: string;
  /** Facts without a value are left out. */
  value: ReactNode;
}

/** Label and value pairs of a report, on the card and in the review dialog alike. */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  const shown = facts.filter(({ value }) => value !== null && value !== undefined && value !== '');
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm', className)}>
      {shown.map(({ label, value }) => (
        <div key={label} className="col-span-2 grid grid-cols-subgrid">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
