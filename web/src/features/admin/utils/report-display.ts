import type { Report, ReportAction, ReportStatus } from '@sorsi/proto';
import { calendarDayTime24 } from '@/lib/date-format';

// How the admin screen words a report (spec social-and-discovery §2 "Admin Reports").

export const STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Pending',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

export const ACTION_LABELS: Record<ReportAction, string> = {
  remove_content: 'Content removed',
  dismiss: 'Dismissed',
};

/** A report the automatic check raised has no reporter. */
export const AUTOMATIC_CHECK = 'Automatic check';

/** The reporter's username, else their email (§2); the automatic check for a held post or comment. */
export function reporterOf(report: Pick<Report, 'source' | 'reporter'>): string {
  if (report.source === 'moderation') return AUTOMATIC_CHECK;
  return report.reporter.username || report.reporter.email || 'Unknown reporter';
}

/** §2: times as 'MMM d, yyyy HH:mm', in the admin's own time zone. */
export function reportTime(iso: string): string {
  return calendarDayTime24(new Date(iso));
}
