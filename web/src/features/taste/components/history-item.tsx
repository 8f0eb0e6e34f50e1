import type { TastingListItem } from '@sorsi/proto';
import { calendarDay } from '@/lib/date-format';
import { Trash2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { InReview } from '@/components/in-review';
import { OnDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const ConfirmDialog = lazy(() => import('@/components/confirm-dialog'));

/** The wine in one line: producer, wine name, varietal and year, as far as they are known. */
export function wineLine(tasting: Pick<TastingListItem, 'producer' | 'wineName' | 'varietal' | 'year'>): string {
  return [tasting.producer, tasting.wineName, tasting.varietal, tasting.year].filter(Boolean).join(' · ');
}

/** One saved tasting in the history: opens it; deleting asks first. */
export function HistoryItem({
  tasting,
  selected,
  opening,
  onOpen,
  onDelete,
}: {
  tasting: TastingListItem;
  selected: boolean;
  opening: boolean;
  onOpen: () => void;
  onDelete: () => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const wine = wineLine(tasting);

  async function confirmDelete() {
    setDeleting(true);
    const deleted = await onDelete();
    setDeleting(false);
    if (deleted) setConfirming(false);
  }

  return (
    <li
      className={cn(
        'group flex items-center gap-1 rounded-2xl border border-transparent transition-colors hover:bg-accent/60',
        selected && 'border-primary/25 bg-accent',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        aria-busy={opening || undefined}
        className="flex min-h-14 min-w-0 flex-1 flex-col items-start gap-0.5 rounded-2xl py-2.5 pl-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="w-full truncate font-medium">{tasting.title}</span>
        {wine && <span className="w-full truncate text-sm text-muted-foreground">{wine}</span>}
        <span className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
          <time dateTime={tasting.createdAt}>{calendarDay(new Date(tasting.createdAt))}</time>
          {tasting.visibility === 'private' && <span>· Private</span>}
          {tasting.moderationState === 'held' && <InReview className="ml-1" />}
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="mr-1 text-muted-foreground hover:text-destructive"
        aria-label={`Delete ${tasting.title}`}
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <OnDemand wanted={confirming}>
        <ConfirmDialog
          title="Delete this tasting?"
          description={`“${tasting.title}” and its conversation will be deleted for good. This cannot be undone.`}
          open={confirming}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={deleting}
          onClose={() => setConfirming(false)}
          onConfirm={confirmDelete}
        />
      </OnDemand>
    </li>
  );
}
