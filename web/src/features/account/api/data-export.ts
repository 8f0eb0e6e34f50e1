import { EXPORT_POLL_MS, type ExportStatus, Routes } from '@sorsi/proto';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

// "Download my data" (issue 20): start preparing the archive, follow its progress, download it.

const EXPORT_STATUS_KEY = [Routes.dataExport.status.path];

/** The address of the prepared ZIP: a plain link, so the browser's own download saves it. */
export const EXPORT_ARCHIVE_PATH = Routes.dataExport.download.path;

/** Longer waits than this are not kept by timers (they would fire at once): ask again at least hourly. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * `GET /api/account/export`: asked every EXPORT_POLL_MS while the archive is being prepared, and again
 * when a ready one expires (so its link goes away with it).
 */
export const exportStatusQueryOptions = queryOptions({
  queryKey: EXPORT_STATUS_KEY,
  queryFn: ({ signal }) => callApi(Routes.dataExport.status, {}, { signal }),
  refetchInterval: ({ state: { data } }) => {
    if (data?.state === 'preparing') return EXPORT_POLL_MS;
    if (data?.state === 'ready') {
      return Math.min(Math.max(Date.parse(data.expiresAt) - Date.now(), EXPORT_POLL_MS), LONGEST_WAIT_MS);
    }
    return false;
  },
});

export function useExportStatus() {
  return useQuery(exportStatusQueryOptions);
}

/** `POST /api/account/export`: its reply is the first status, shown at once. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(Routes.dataExport.start, { body: {} }),
    onSuccess: (status: ExportStatus) => queryClient.setQueryData(EXPORT_STATUS_KEY, status),
    // A 429 means one is under way already (another tab): show that one.
    onSettled: (_status, error) => (error ? queryClient.invalidateQueries({ queryKey: EXPORT_STATUS_KEY }) : undefined),
  });
}
