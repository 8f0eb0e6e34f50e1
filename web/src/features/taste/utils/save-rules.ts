import type { ToastInput } from '@/components/ui/use-toast';
import type { ChatMessage } from './chat-messages';

// Spec taste-and-account §4 "Save Tasting button" and §5 "Saving a tasting".

/** The button is enabled only with at least one user and one assistant message, and nothing loading. */
export function canOfferSave(messages: readonly ChatMessage[], busy: boolean): boolean {
  return !busy && messages.some((m) => m.role === 'user') && messages.some((m) => m.role === 'assistant');
}

export const EMPTY_CONVERSATION: ToastInput = {
  title: 'Cannot save empty conversation',
  description: 'Please have at least one exchange before saving.',
  variant: 'destructive',
};

export const SAVE_IN_PROGRESS: ToastInput = {
  title: 'Save in progress',
  description: 'Please wait for the current save to complete.',
  variant: 'destructive',
};

/** Why a save cannot go out now, or null: "more than 1 message required"; one save at a time. */
export function saveBlocker(messages: readonly ChatMessage[], saving: boolean): ToastInput | null {
  if (messages.length <= 1) return EMPTY_CONVERSATION;
  if (saving) return SAVE_IN_PROGRESS;
  return null;
}
