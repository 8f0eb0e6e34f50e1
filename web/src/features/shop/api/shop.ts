import { type AisleBody, type AisleFollowUpBody, Routes } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { RequestOptions } from '@/lib/api-request';

// No automatic retry (unlike other mutations, spec taste-and-account §9): a failed analysis or question
// shows the catalogue's words and a Retry button (social-and-discovery §8), so the person decides
// whether to send the photos again.

/** `POST /api/aisle-advisor` (spec §7): up to two shelf photos as base64 without prefix, with their names. */
export function useShelfAnalysis() {
  return useMutation({
    retry: false,
    mutationFn: ({ body, options }: { body: AisleBody; options?: RequestOptions }) =>
      callApi(Routes.shop.analyse, { body }, options),
  });
}

/** `POST /api/aisle-advisor/followup`: the question, the shelf as read and the recommendations so far. */
export function useShelfFollowUp() {
  return useMutation({
    retry: false,
    mutationFn: (body: AisleFollowUpBody) => callApi(Routes.shop.followUp, { body }),
  });
}
