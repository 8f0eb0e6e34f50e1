import { Hourglass } from 'lucide-react';
import { useRateLimitWait } from '@/lib/rate-limit-wait';

export const rateLimitMessage = (seconds: number): string =>
  `Too many requests. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;

/** While the server asks the app to wait (a 429's Retry-After), says how long, counting down. */
export function RateLimitNotice() {
  const seconds = useRateLimitWait();
  return (
    // The live region stays mounted so screen readers announce the notice when it appears.
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[90] flex justify-center p-4"
    >
      {seconds > 0 && (
        <p className="pointer-events-auto flex max-w-md items-center gap-2 rounded-2xl bg-warning px-4 py-3 text-sm font-medium text-warning-foreground shadow-lg">
          <Hourglass className="size-4 shrink-0" aria-hidden="true" />
          {rateLimitMessage(seconds)}
        </p>
      )}
    </div>
  );
}
