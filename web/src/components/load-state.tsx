import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** What a screen needs to know of a (possibly infinite) query to tell loading, failed and loaded apart. */
export interface LoadableQuery<T> {
  data: T | undefined;
  isError: boolean;
  /** Attempts that failed so far: above zero while react-query still retries in the background. */
  failureCount: number;
  refetch: () => Promise<unknown>;
}

/**
 * A load has failed once its first attempt has: the person is told at once rather than after the silent
 * retries (issue 21 §8); a retry that succeeds later still replaces the message with the content. A
 * refresh that fails keeps what was loaded before.
 */
export function loadFailed(query: LoadableQuery<unknown>): boolean {
  return query.data === undefined && (query.isError || query.failureCount > 0);
}

/**
 * The one way every list and screen shows its three states: a loading text (or the given skeleton), a
 * failure that says so with a retry, or its content. Empty is the content's own business: only a load
 * that succeeded can say there is nothing.
 */
export function LoadState<T>({
  children,
  ...waiting
}: WaitingProps<T> & {
  /** Called only once the query has data. */
  children: (data: T) => ReactNode;
}) {
  return waiting.query.data === undefined ? <NotLoadedYet {...waiting} /> : children(waiting.query.data);
}

interface WaitingProps<T> {
  query: LoadableQuery<T>;
  /** A short text ('Loading notifications...') or a skeleton of the content. */
  loading: ReactNode;
  failure: FailureText & { className?: string };
}

/** LoadState's first two states, for a screen that lays out its loaded content itself. */
export function NotLoadedYet<T>({ query, loading, failure }: WaitingProps<T>) {
  if (loadFailed(query)) return <LoadFailure {...failure} onRetry={() => void query.refetch()} />;
  return typeof loading === 'string' ? (
    <p role="status" className="py-10 text-center text-muted-foreground">
      {loading}
    </p>
  ) : (
    loading
  );
}

export interface FailureText {
  title: string;
  /** Null when the title says it all. */
  description?: string | null;
  /** The spec's own label where it names one ('Try again' on Taste's history). */
  retryLabel?: string;
}

export const DEFAULT_FAILURE_DESCRIPTION = 'Check your connection, then try again.';

/** A failed load: what could not be loaded, why it may have happened, and a retry. */
export function LoadFailure({
  title,
  description = DEFAULT_FAILURE_DESCRIPTION,
  retryLabel = 'Try Again',
  onRetry,
  className,
}: FailureText & { onRetry: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-3 rounded-3xl border bg-card px-6 py-10 text-center', className)}
    >
      <p className="font-semibold">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {retryLabel}
      </Button>
    </div>
  );
}
