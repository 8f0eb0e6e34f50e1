import { type CompareBody, type CompareFollowUpBody, Routes } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { RequestOptions } from '@/lib/api-request';

// No automatic retry (unlike other mutations, spec taste-and-account §9): a failed analysis or question
// shows the catalogue's words and a Retry button (social-and-discovery §8), so the person decides
// whether to send the photos again.

/** `POST /api/compare-wines` (spec §7): the list photo as base64 without its prefix, and its file name. */
export function useWineListAnalysis() {
  return useMutation({
    retry: false,
    mutationFn: ({ body, options }: { body: CompareBody; options?: RequestOptions }) =>
      callApi(Routes.compare.analyse, { body }, options),
  });
}

/** `POST /api/compare-wines/followup`: the question, the recommendations so far and the list as read. */
export function useWineListFollowUp() {
  return useMutation({
    retry: false,
    mutationFn: (body: CompareFollowUpBody) => callApi(Routes.compare.followUp, { body }),
  });
}
