import { SEARCH_QUERY_MAX } from '@sorsi/proto';
import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/**
 * A search box with its magnifier inside; the accessible name comes from `aria-label`. It stops at the
 * server's limit on a search term, so a long paste is cut instead of answered with an error.
 */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" className="pl-10" maxLength={SEARCH_QUERY_MAX} {...props} />
    </div>
  );
}
