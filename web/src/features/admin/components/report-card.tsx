import { REPORT_REASON_LABELS, REPORT_TARGET_LABELS, type Report } from '@sorsi/proto';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ACTION_LABELS, reporterOf } from '../utils/report-display';
import { FactList } from './fact-list';
import { ReportTime } from './report-time';
import { StatusBadge } from './status-badge';

/**
 * A report in the admin grid (spec §2): status, number, what was reported and why, the description on two
 * lines at most, who reported it and when; a pending one offers Review, a decided one says how it ended.
 */
export function ReportCard({ report, onReview }: { report: Report; onReview: () => void }) {
  const pending = report.status === 'pending';
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-2">
        <StatusBadge status={report.status} />
        <span className="text-sm text-muted-foreground tabular-nums">#{report.id}</span>
      </div>
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">{REPORT_TARGET_LABELS[report.targetType]}</h2>
        <p className="text-sm font-medium text-primary">{REPORT_REASON_LABELS[report.reason]}</p>
        {report.description && <p className="line-clamp-2 text-sm">{report.description}</p>}
      </div>
      <FactList
        facts={[
          { label: 'Reporter', value: reporterOf(report) },
          { label: 'Reported', value: <ReportTime iso={report.createdAt} /> },
          ...(pending ? [] : decisionFacts(report)),
        ]}
      />
      {pending && (
        <Button className="mt-auto self-start" size="sm" onClick={onReview} aria-label={`Review report #${report.id}`}>
          Review
        </Button>
      )}
    </Card>
  );
}

function decisionFacts(report: Report) {
  return [
    { label: 'Resolved', value: report.resolvedAt && <ReportTime iso={report.resolvedAt} /> },
    { label: 'Action', value: report.action && ACTION_LABELS[report.action] },
    { label: 'Notes', value: report.notes },
    { label: 'By', value: report.resolvedBy },
  ];
}
