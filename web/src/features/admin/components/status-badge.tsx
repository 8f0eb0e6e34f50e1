import type { ReportStatus } from '@sorsi/proto';
import { cn } from '@/lib/cn';
import { STATUS_LABELS } from '../utils/report-display';

const STATUS_COLOURS: Record<ReportStatus, string> = {
  pending: 'bg-warning text-warning-foreground',
  resolved: 'bg-success text-success-foreground',
  dismissed: 'bg-muted text-muted-foreground',
};

export function StatusBadge({ status }: { status: ReportStatus }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_COLOURS[status])}>
      {STATUS_LABELS[status]}
    </span>
  );
}
