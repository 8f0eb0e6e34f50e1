import { MEDIA_URL_PREFIX, MessageRoleSchema } from '@sorsi/proto';
import { z } from 'zod';

/** A message of a saved conversation (images only as stored media URLs). */
const SavedMessageSchema = z.object({
  role: MessageRoleSchema,
  content: z.string(),
  image: z.string().startsWith(MEDIA_URL_PREFIX).nullish(),
  generatedImage: z.string().startsWith(MEDIA_URL_PREFIX).nullish(),
});
export type SavedMessage = z.infer<typeof SavedMessageSchema>;

/**
 * A tasting's saved conversation: "a list of messages, possibly stored as a JSON string" (spec
 * taste-and-account §3, social-and-discovery §3). Null when it is neither, or a message is malformed.
 */
export function parseSavedConversation(saved: unknown): SavedMessage[] | null {
  let value = saved;
  if (typeof saved === 'string') {
    try {
      value = JSON.parse(saved) as unknown;
    } catch {
      return null;
    }
  }
  const parsed = z.array(SavedMessageSchema).safeParse(value);
  return parsed.success ? parsed.data : null;
}
