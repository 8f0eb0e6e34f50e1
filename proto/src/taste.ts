import { z } from 'zod';
import { RecommendationBodySchema, RecommendationSchema } from './recommend';
import { WineLabelSchema, WineTypeSchema } from './ai';
import { rpc } from './contract';
import { MediaUrlSchema } from './media';
import { MessageRoleSchema } from './tasting';
import { TastingNoteSchema } from './tasting-note';

/** Messages sent to the sommelier per call: the whole conversation, bounded (not in the spec; ours). */
export const MAX_CHAT_MESSAGES = 100;
/** What one chat message may carry (the saved copy is cut to 1000 characters later, spec §9). */
export const CHAT_MESSAGE_MAX = 4000;
/** Taste's image limit (spec §5, §9: 5 MB). A data URL is a third larger than its bytes. */
export const TASTE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A chat message as the browser sends it to `POST /api/taste` / `POST /api/taste/extract-data`
 * (spec §7: role, content, image). `image` is a data URL of a new photo, or the media URL of one
 * already stored (a reopened tasting); other fields the chat keeps (generatedImage, wineLabel) are
 * accepted and dropped.
 */
export const ChatMessageBodySchema = z
  .object({
    role: MessageRoleSchema,
    content: z.string().max(CHAT_MESSAGE_MAX),
    image: z.string().nullish(),
    generatedImage: z.string().nullish(),
    wineLabel: z.unknown().optional(),
  })
  .transform(({ role, content, image }) => ({ role, content, ...(image ? { image } : {}) }));

export const TasteBodySchema = z.strictObject({
  messages: z.array(ChatMessageBodySchema).min(1).max(MAX_CHAT_MESSAGES),
});
export type TasteBody = z.input<typeof TasteBodySchema>;

/** A chat message on the wire to the AI service: images only as media URLs (never inline data). */
export const ChatMessageSchema = z.object({
  role: MessageRoleSchema,
  content: z.string().max(CHAT_MESSAGE_MAX),
  image: MediaUrlSchema.optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** `POST /api/taste` reply (spec §7: role, content, generatedImage, wineLabel). An empty reply is an error (§5). */
export const TasteReplySchema = z.object({
  role: z.literal('assistant'),
  content: z.string().min(1),
  generatedImage: MediaUrlSchema.optional(),
  wineLabel: WineLabelSchema.optional(),
});
export type TasteReply = z.infer<typeof TasteReplySchema>;

/**
 * `POST /api/taste` reply as the browser gets it: the AI's reply plus `image`, the media URL under which
 * the gateway stored the photo of the newest message (spec §7 reads `image` from the answer). The
 * browser refers to that photo by this URL from then on: in later chat calls and in the saved tasting.
 */
export const TasteHttpReplySchema = TasteReplySchema.extend({ image: MediaUrlSchema.optional() });
export type TasteHttpReply = z.infer<typeof TasteHttpReplySchema>;

/**
 * `POST /api/taste/extract-data` reply: wine data from the whole conversation (spec §3 extracted wine
 * data) and, ours, the structured tasting note the sommelier filled from it for the save dialog (null
 * when it could fill nothing; absent from a sommelier that predates notes, so replicas can be upgraded
 * one by one).
 */
export const ExtractedWineDataSchema = z.object({
  producer: z.string().nullable(),
  wineName: z.string().nullable(),
  varietal: z.string().nullable(),
  year: z.string().nullable(),
  wineType: WineTypeSchema.nullable(),
  note: TastingNoteSchema.nullable().optional(),
});
export type ExtractedWineData = z.infer<typeof ExtractedWineDataSchema>;

const Conversation = z.object({ messages: z.array(ChatMessageSchema).min(1).max(MAX_CHAT_MESSAGES) });

/** RPC contracts of the AI service (queue rpc.ai; those that ask a model wait the long deadline). */
export const AiRpc = {
  chat: rpc('ai', 'ai.chat', Conversation, TasteReplySchema, { deadline: 'long' }),
  extractData: rpc('ai', 'ai.extractData', Conversation, ExtractedWineDataSchema, { deadline: 'long' }),
  /** One wine style to try, never one of the previous suggestions (compared loosely). */
  recommend: rpc('ai', 'ai.recommend', RecommendationBodySchema, RecommendationSchema),
} as const;
