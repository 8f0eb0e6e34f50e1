import { type CompareBody, type CompareFollowUpBody, Routes } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** `POST /api/compare-wines` (spec §7): the list photo as base64 without its prefix, and its file name. */
export function useWineListAnalysis() {
  return useMutation({
    mutationFn: (body: CompareBody) => callApi(Routes.compare.analyse, { body }),
  });
}

/** `POST /api/compare-wines/followup`: the question, the recommendations so far and the list as read. */
export function useWineListFollowUp() {
  return useMutation({
    mutationFn: (body: CompareFollowUpBody) => callApi(Routes.compare.followUp, { body }),
  });
}
