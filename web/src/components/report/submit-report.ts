import { type CreateReportBody, Routes } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '@/lib/api-client';

/**
 * `POST /api/reports` (spec social-and-discovery §7). The reply is not shown, so it is not parsed: a
 * report the server saved must never read as a failure because its reply changed shape.
 */
export function useSubmitReport() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => requestApi(Routes.reports.create, { body }),
  });
}
