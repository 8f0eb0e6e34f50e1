import { CircleAlert, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PhotoProblem } from '@/lib/prepare-photo';

/**
 * Issue 21 §14: the one way a photo error shows, on Taste, Experiences, Compare and Shop alike: inline,
 * beside the control that chose the photo (no alert, no toast that a phone's keyboard or a dialog hides),
 * announced to screen readers, until dismissed or the next photo is chosen.
 */
export function PhotoProblemNotice({
  problem,
  onDismiss,
  className,
}: {
  problem: PhotoProblem;
  onDismiss: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-3 text-sm',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-semibold">{problem.title}</p>
        <p>{problem.text}</p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="-m-1 size-8 shrink-0"
        aria-label="Dismiss"
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
