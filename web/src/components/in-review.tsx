import { cn } from '@/lib/cn';

/**
 * The mark on a post, comment or tasting that moderation held: only its author sees it until a moderator
 * has reviewed it. One look wherever such content shows (feed, comments, journey, history, Explore).
 */
export function InReview({ className }: { className?: string }) {
  return (
    <span
      title="Only you can see this until a moderator has reviewed it"
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground',
        className,
      )}
    >
      In review
    </span>
  );
}
