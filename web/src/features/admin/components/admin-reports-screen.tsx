import { ADMIN_ONLY_MESSAGE, type Report, ReportStatusSchema, type User } from '@sorsi/proto';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeft, Inbox, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { HeaderActions } from '@/components/layout/header-actions';
import { NotLoadedYet } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { MorePages } from '@/components/more-pages';
import { errorStatus } from '@/lib/api-request';
import { reportsQueryOptions, type StatusFilter } from '../api/reports';
import { STATUS_LABELS } from '../utils/report-display';
import { ReportCard } from './report-card';
import { ReviewReportDialog } from './review-report-dialog';

// Spec social-and-discovery §2 "Admin Reports /admin/reports", §4 report transitions, §6 admins only.

const FILTERS: SegmentedOption<StatusFilter>[] = [
  { value: 'all', label: 'All' },
  ...ReportStatusSchema.options.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

export function AdminReportsScreen({ user }: { user: User }) {
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-3 sm:px-5">
          <h1 className="truncate text-xl font-semibold sm:text-2xl">Admin Reports</h1>
          <Button asChild variant="outline" size="sm" className="ml-auto px-2.5 sm:px-3">
            <Link href="/experiences">
              <ArrowLeft aria-hidden="true" />
              {/* On a phone the words give way to the header's search, bell and menu; the name stays. */}
              <span className="sr-only sm:not-sr-only">Back to App</span>
            </Link>
          </Button>
          <HeaderActions user={user} />
        </div>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-5">
        {/* The server refuses non-admins too (403); asking would only fetch that refusal. */}
        {user.isAdmin ? <ReportsBoard /> : <AccessDenied />}
      </main>
    </div>
  );
}

function ReportsBoard() {
  const [filter, setFilter] = useState<StatusFilter>('pending');
  const [reviewing, setReviewing] = useState<Report | null>(null);
  const reports = useInfiniteQuery(reportsQueryOptions(filter));
  // The session may have lost its admin rights since the user record was read.
  if (errorStatus(reports.error) === 403) return <AccessDenied />;
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <SegmentedControl
        label="Filter by status"
        options={FILTERS}
        value={filter}
        onChange={setFilter}
        className="self-start"
      />
      {reports.data === undefined ? (
        <NotLoadedYet query={reports} loading={<LoadingGrid />} failure={{ title: 'Unable to load reports' }} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed px-6 py-14 text-center">
          <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">No reports found for the selected status.</p>
        </div>
      ) : (
        <ul aria-label="Reports" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onReview={() => setReviewing(report)} />
            </li>
          ))}
        </ul>
      )}
      <MorePages list={reports} label="Load more" />
      <ReviewReportDialog report={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}

function LoadingGrid() {
  return (
    <div role="status">
      <span className="sr-only">Loading reports...</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-48 rounded-3xl" />
        ))}
      </div>
    </div>
  );
}

function AccessDenied() {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-3xl border border-destructive/40 bg-destructive/5 p-5 text-sm"
    >
      <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <p>{ADMIN_ONLY_MESSAGE}</p>
    </div>
  );
}
