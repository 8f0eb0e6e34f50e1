import type { ExportStatus } from '@sorsi/proto';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { monthDayTime } from '@/lib/date-format';
import { EXPORT_ARCHIVE_PATH, useExportStatus, useStartExport } from '../api/data-export';
import { archiveSize } from './data-export-rules';

const NONE: ExportStatus = { state: 'none' };

/**
 * "Download my data" (issue 20): one button prepares a ZIP of everything Sorsi holds about the person,
 * a determinate bar shows how far it is, then a link downloads it while it is kept. Shown in Settings and
 * again in the account deletion dialog.
 */
export function DownloadMyData() {
  const { data: status = NONE } = useExportStatus();
  const start = useStartExport();
  const prepare = () =>
    start.mutate(undefined, {
      onError: (error) =>
        toast({ title: 'Could not prepare your data', description: error.message, variant: 'destructive' }),
    });

  return (
    <div className="flex flex-col gap-3">
      {status.state === 'preparing' && <PreparingBar progress={status.progress} />}
      {status.state === 'ready' && (
        <div className="flex flex-col gap-3 rounded-2xl bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Your archive is ready ({archiveSize(status.bytes)}). It is kept until{' '}
            {monthDayTime(new Date(status.expiresAt))}.
          </p>
          <Button asChild>
            <a href={EXPORT_ARCHIVE_PATH} download>
              <Download aria-hidden="true" />
              Download ZIP
            </a>
          </Button>
        </div>
      )}
      {status.state === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {status.message}
        </p>
      )}
      {status.state !== 'preparing' && (
        <Button
          variant={status.state === 'ready' ? 'outline' : 'default'}
          className="self-start"
          disabled={start.isPending}
          onClick={prepare}
        >
          {status.state === 'ready' ? 'Prepare a new copy' : 'Download my data'}
        </Button>
      )}
      <p role="status" className="sr-only">
        {announcementOf(status)}
      </p>
    </div>
  );
}

function PreparingBar({ progress }: { progress: number }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-between gap-4 text-sm">
        <span id={labelId}>Preparing your data…</span>
        <span aria-hidden="true" className="tabular-nums text-muted-foreground">
          {progress}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}

/** What a screen reader is told when the state changes (not every percent; a failure is an alert of its own). */
function announcementOf(status: ExportStatus): string {
  if (status.state === 'preparing') return 'Preparing your data.';
  if (status.state === 'ready') return 'Your data is ready to download.';
  return '';
}
