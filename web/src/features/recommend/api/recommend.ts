import { type RecommendationBody, Routes } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** `POST /api/recommendation` (spec §7): input and the suggestions shown so far; answers one suggestion. */
export function useRecommendation() {
  return useMutation({
    mutationFn: (body: RecommendationBody) => callApi(Routes.recommend.get, { body }),
  });
}
