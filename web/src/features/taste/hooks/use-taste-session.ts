import type { User } from '@sorsi/proto';
import { useAutoSave } from './use-auto-save';
import { type Chat, useChat } from './use-chat';
import { type SaveTasting, useSaveTasting } from './use-save-tasting';

/** Everything the Taste screen shows and does: the conversation, its auto-save and saving it anew. */
export type TasteSession = Chat & SaveTasting;

export function useTasteSession(user: User): TasteSession {
  const autoSave = useAutoSave(user);
  const chat = useChat(autoSave);
  const saving = useSaveTasting({ user, messages: chat.messages, draft: chat.draft, onSaved: chat.startOver });
  return { ...chat, ...saving };
}
