import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { UploadProgressState } from './use-photo-upload';

/** Whole percent of the body sent; 0 before the browser's first upload event. */
export const percentSent = ({ sent, total }: Pick<UploadProgressState, 'sent' | 'total'>): number =>
  total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;

/**
 * Issue 21 §13, the one upload status of Taste, Experiences, Compare and Shop: the steps (uploading, then
 * the screen's own reading step), a determinate bar while the photo goes out, a moving one while the
 * server reads it, and Cancel.
 */
export function UploadProgress({
  state,
  readingText,
  onCancel,
  className,
}: {
  state: UploadProgressState;
  /** What the server does with the photo once it has it, e.g. 'Reading the wine list and ranking it'. */
  readingText: string;
  onCancel: () => void;
  className?: string;
}) {
  const uploading = state.stage === 'uploading';
  const percent = percentSent(state);
  return (
    <div
      role="status"
      aria-label="Upload progress"
      className={cn('flex w-full max-w-md flex-col gap-3 rounded-2xl border bg-card p-4 shadow-sm', className)}
    >
      <ol className="flex flex-col gap-1 text-sm" aria-label="Steps">
        <Step done={!uploading} current={uploading}>
          {uploading ? `Uploading photo… ${percent} %` : 'Photo uploaded'}
        </Step>
        <Step done={false} current={!uploading}>
          {readingText}
          {!uploading && '…'}
        </Step>
      </ol>
      {uploading ? (
        <div
          role="progressbar"
          aria-label="Photo upload"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : (
        <div role="progressbar" aria-label={readingText} className="relative h-2 overflow-hidden rounded-full bg-muted">
          <div className="absolute inset-0 animate-pulse rounded-full bg-primary/50 motion-reduce:animate-none" />
        </div>
      )}
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={onCancel}>
        <X aria-hidden="true" />
        Cancel
      </Button>
    </div>
  );
}

function Step({ done, current, children }: { done: boolean; current: boolean; children: React.ReactNode }) {
  return (
    <li
      aria-current={current ? 'step' : undefined}
      className={cn('flex items-center gap-2', current ? 'font-medium text-foreground' : 'text-muted-foreground')}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 shrink-0 items-center justify-center rounded-full border',
          done && 'border-primary bg-primary text-primary-foreground',
          current && 'border-primary',
        )}
      >
        {done && <Check className="size-3" />}
      </span>
      {children}
    </li>
  );
}
