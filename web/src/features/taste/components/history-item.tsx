import type { TastingListItem } from '@sorsi/proto';
import { format } from 'date-fns';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

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
        <span className="text-xs text-muted-foreground">
          <time dateTime={tasting.createdAt}>{format(new Date(tasting.createdAt), 'MMM d, yyyy')}</time>
          {tasting.visibility === 'private' && ' · Private'}
        </span>
      </button>
      <AlertDialog open={confirming} onOpenChange={(open) => deleting || setConfirming(open)}>
        <AlertDialogTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="mr-1 text-muted-foreground hover:text-destructive"
            aria-label={`Delete ${tasting.title}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this tasting?</AlertDialogTitle>
            <AlertDialogDescription>
              “{tasting.title}” and its conversation will be deleted for good. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
            <Button variant="destructive" onClick={confirmDelete} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
