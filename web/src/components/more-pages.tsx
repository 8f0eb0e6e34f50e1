import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A paged list's next page, asked for by a button while there is one ('Loading...' while it comes). */
export function MorePages({
  list,
  label,
  className,
  ...button
}: {
  list: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** What the next page holds, e.g. 'Show older notifications'. */
  label: string;
} & Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className={cn('self-center', className)}
      {...button}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? 'Loading...' : label}
    </Button>
  );
}
