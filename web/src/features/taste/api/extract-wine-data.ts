import { type ExtractedWineData, Routes, type TasteBody } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** `POST /api/taste/extract-data`: the wine the whole conversation talks about. */
export async function extractWineData(body: TasteBody): Promise<ExtractedWineData> {
  return callApi(Routes.taste.extractData, { body });
}

export function useExtractWineData() {
  // No retry: the dialog opens with the draft data when extraction fails (spec §4, §7), and the person waits meanwhile.
  return useMutation({ mutationFn: extractWineData, retry: false });
}
