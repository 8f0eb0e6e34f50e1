import { ExtractedWineDataSchema, type ExtractedWineData, type TasteBody } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

/** `POST /api/taste/extract-data`: the wine the whole conversation talks about. */
export async function extractWineData(body: TasteBody): Promise<ExtractedWineData> {
  return ExtractedWineDataSchema.parse(await apiRequest('POST', '/api/taste/extract-data', body));
}

export function useExtractWineData() {
  // No retry: the dialog opens with the draft data when extraction fails (spec §4, §7), and the person waits meanwhile.
  return useMutation({ mutationFn: extractWineData, retry: false });
}
