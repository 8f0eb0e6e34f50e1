import {
  CHAT_MESSAGE_MAX,
  cutText,
  MAX_CHAT_MESSAGES,
  MAX_CONVERSATION_MESSAGES,
  mediaKeyOf,
  MESSAGE_CONTENT_MAX,
  type MessageRole,
  type TasteBody,
  type TastingMessage,
} from '@sorsi/proto';
import { parseSavedConversation } from '@/components/conversation/saved-conversation';
import { BRAND_NAME } from '@/lib/brand';

/** A message of the chat as the screen keeps it (spec taste-and-account §3 Message). */
export interface ChatMessage {
  /** Stable key for rendering. */
  id: number;
  role: MessageRole;
  content: string;
  /** The attached photo: a data URL until the gateway has stored it, then its media URL. */
  image?: string;
  /** The reply's impressionist painting (a media URL). */
  generatedImage?: string;
}

/** Spec §4 "Chat": "Starts with one assistant greeting: 'Welcome to {the product}! What wine are we tasting today?'" */
export const GREETING = `Welcome to ${BRAND_NAME}! What wine are we tasting today?`;

let lastId = 0;
export const nextMessageId = () => ++lastId;

export function newMessage(message: Omit<ChatMessage, 'id'>): ChatMessage {
  return { id: nextMessageId(), ...message };
}

export const freshConversation = (): ChatMessage[] => [newMessage({ role: 'assistant', content: GREETING })];

const isMediaUrl = (url: string | undefined): url is string => url !== undefined && mediaKeyOf(url) !== null;

/**
 * The conversation as `POST /api/taste` and `/api/taste/extract-data` take it: the latest messages the
 * AI may read, each photo by its media URL once stored. A photo not stored yet travels only with the
 * newest message (the one it was attached to): a conversation never re-sends megabytes of old photos.
 */
export function toChatRequest(messages: readonly ChatMessage[]): TasteBody['messages'] {
  const recent = messages.slice(-MAX_CHAT_MESSAGES);
  return recent.map(({ role, image, ...message }, index) => {
    const content = cutText(message.content, CHAT_MESSAGE_MAX);
    const newest = index === recent.length - 1;
    return image && (isMediaUrl(image) || newest) ? { role, content, image } : { role, content };
  });
}

/** The conversation as `POST /api/taste/extract-data` reads it: the chat request, photos only when stored. */
export const toExtractionRequest = (messages: readonly ChatMessage[]): TasteBody['messages'] =>
  toChatRequest(messages).map((message) =>
    message.image && !isMediaUrl(message.image) ? { role: message.role, content: message.content } : message,
  );

/**
 * The conversation as a tasting saves it (spec §9: "Each saved message's content is cut to 1000
 * characters"): photos and paintings by media URL only, everything the chat keeps for itself left out.
 */
export function toSavedConversation(messages: readonly ChatMessage[]): TastingMessage[] {
  return messages.map(({ role, content, image, generatedImage }) => ({
    role,
    content: cutText(content, MESSAGE_CONTENT_MAX),
    ...(isMediaUrl(image) && { image }),
    ...(isMediaUrl(generatedImage) && { generatedImage }),
  }));
}

/** A tasting holds at most this many messages (the server refuses more). */
export const isConversationFull = (messages: readonly ChatMessage[]) =>
  messages.length + 2 > Math.min(MAX_CONVERSATION_MESSAGES, MAX_CHAT_MESSAGES);

/**
 * A saved conversation as chat messages; null when it is not a valid conversation (spec §4: "Invalid
 * conversation data starts a fresh chat"). An empty one opens as a fresh chat with the greeting.
 */
export function conversationFromSaved(saved: unknown): ChatMessage[] | null {
  const conversation = parseSavedConversation(saved);
  if (!conversation) return null;
  if (conversation.length === 0) return freshConversation();
  return conversation.map(({ role, content, image, generatedImage }) =>
    newMessage({ role, content, ...(image && { image }), ...(generatedImage && { generatedImage }) }),
  );
}

/** Compares conversations by what a save would store (spec §4: auto-save skips an unchanged one). */
export const savedForm = (messages: readonly ChatMessage[]): string => JSON.stringify(toSavedConversation(messages));
