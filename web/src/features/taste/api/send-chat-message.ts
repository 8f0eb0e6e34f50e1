import { Routes, TasteHttpReplySchema, type TasteBody, type TasteHttpReply } from '@sorsi/proto';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '@/lib/api-client';
import type { RequestOptions } from '@/lib/api-request';
import { shouldRetryMutation } from '@/lib/query-client';

/** Spec §5: "An empty reply from the chat call is an error." */
export class EmptyReplyError extends Error {
  constructor() {
    super('The assistant sent an empty reply');
    this.name = 'EmptyReplyError';
  }
}

/** Spec §7 reads the reply's "content or message". */
const withContent = (reply: unknown): unknown => {
  if (typeof reply !== 'object' || reply === null) return reply;
  const { content, message } = reply as { content?: unknown; message?: unknown };
  return content === undefined || content === '' ? { ...reply, content: message } : reply;
};

/** `POST /api/taste`: the whole conversation in (photos as data URLs or media URLs), the assistant's reply out. */
export async function sendChatMessage(body: TasteBody, options?: RequestOptions): Promise<TasteHttpReply> {
  const parsed = TasteHttpReplySchema.safeParse(withContent(await requestApi(Routes.taste.chat, { body }, options)));
  if (!parsed.success) throw new EmptyReplyError();
  return parsed.data;
}

export function useSendChatMessage() {
  return useMutation({
    mutationFn: ({ body, options }: { body: TasteBody; options?: RequestOptions }) => sendChatMessage(body, options),
    // Asking again cannot turn an empty reply into a good one.
    retry: (failureCount, error) => !(error instanceof EmptyReplyError) && shouldRetryMutation(failureCount, error),
  });
}
