import { type ReportAction, type ReportStatus, Routes } from '@sorsi/proto';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '@/lib/api-client';
import { fetchKeysetPage } from '@/lib/keyset-page';

// Spec social-and-discovery §7 `/api/reports` (list) and `/api/reports/{reportId}/resolve`; §4 the list
// refreshes after a resolution; §5 admin notes are optional, omitted when empty.

export type StatusFilter = 'all' | ReportStatus;

const REPORTS_KEY = [Routes.reports.list.path];

/** `GET /api/reports`: newest first, paged by keyset; 'all' sends no status. */
export const reportsQueryOptions = (filter: StatusFilter) =>
  infiniteQueryOptions({
    queryKey: [...REPORTS_KEY, filter],
    queryFn: ({ pageParam, signal }) => {
      const query = filter === 'all' ? {} : { status: filter };
      return fetchKeysetPage(Routes.reports.list, query, pageParam, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export interface Resolution {
  reportId: number;
  action: ReportAction;
  notes: string;
}

/**
 * `PATCH /api/reports/{reportId}/resolve`. The reply is not read (the list is fetched again), so it is not
 * parsed either: a decision the server recorded must not read as a failure.
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, action, notes }: Resolution) => {
      const trimmed = notes.trim();
      return requestApi(Routes.reports.resolve, {
        params: { reportId: String(reportId) },
        body: trimmed ? { action, notes: trimmed } : { action },
      });
    },
    // Not awaited: the dialog closes at once while every status's list refreshes behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
