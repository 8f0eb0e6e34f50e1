import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type PhotoUpload, usePhotoUpload } from '@/components/upload/use-photo-upload';
import { toast } from '@/components/ui/use-toast';
import { trackEvent } from '@/lib/analytics';
import { isCancelled } from '@/lib/fetch-with-upload-progress';
import type { PhotoProblem } from '@/lib/prepare-photo';
import { refusedPhoto } from '@/lib/upload-failure';
import { useDeleteTasting } from '../api/delete-tasting';
import { useSendChatMessage } from '../api/send-chat-message';
import { tastingQueryOptions } from '../api/tasting';
import {
  conversationFromSaved,
  freshConversation,
  newMessage,
  toChatRequest,
  type ChatMessage,
} from '../utils/chat-messages';
import { draftFromLabel, labelDetectedDescription, type LabelDraft } from '../utils/label-draft';
import type { AutoSave } from './use-auto-save';

// The conversation on screen (spec taste-and-account §4 "Chat"; §5 "Sending"; §8 toasts): sending and
// its reply, opening a saved tasting, starting anew, deleting from the history, the label read kept.

const COMMUNICATION_ERROR = {
  title: 'Communication Error',
  description: 'Could not get a response from the AI. Please try again.',
  variant: 'destructive',
} as const;

const LOAD_ERROR = {
  title: 'Error loading conversation',
  description: 'Could not load the tasting conversation. Starting fresh.',
  variant: 'destructive',
} as const;

export interface Chat {
  messages: ChatMessage[];
  /** The saved tasting the chat shows, or null for a new conversation. */
  selectedId: string | null;
  /** Its title, once known. */
  selectedTitle: string | null;
  /** The tasting being opened from history, while its conversation loads. */
  openingId: string | null;
  /** A reply is awaited (input and upload are disabled). */
  awaitingReply: boolean;
  /** The label read of this conversation, kept for the save. */
  draft: LabelDraft | null;
  /** The photo of the message being sent: its progress, and Cancel. */
  upload: PhotoUpload;
  /** A photo the composer or the server refused, shown at the upload. */
  photoProblem: PhotoProblem | null;
  setPhotoProblem: (problem: PhotoProblem | null) => void;
  send: (text: string, image: string | null) => void;
  open: (id: string) => void;
  startNew: () => void;
  /** A fresh conversation, quietly (after 'Save & New'). */
  startOver: () => void;
  remove: (id: string) => Promise<boolean>;
}

export function useChat(autoSave: AutoSave): Chat {
  const queryClient = useQueryClient();
  const chat = useSendChatMessage();
  const deletion = useDeleteTasting();
  const [messages, setMessages] = useState<ChatMessage[]>(freshConversation);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [awaitingReply, setAwaitingReply] = useState(false);
  const [draft, setDraft] = useState<LabelDraft | null>(null);
  const [photoProblem, setPhotoProblem] = useState<PhotoProblem | null>(null);
  const upload = usePhotoUpload();
  /** Bumped whenever the chat is replaced: answers that arrive for an earlier chat are dropped. */
  const chatGeneration = useRef(0);
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;

  // Keeps the open tasting in the cache for as long as it is open: its presence says it still exists.
  const openTasting = useQuery({ ...tastingQueryOptions(selectedId ?? ''), enabled: selectedId !== null });

  function replaceChat(next: ChatMessage[], tastingId: string | null): void {
    chatGeneration.current += 1;
    upload.cancel();
    setMessages(next);
    setSelectedId(tastingId);
    setDraft(null);
    setAwaitingReply(false);
    setOpeningId(null);
    autoSave.remember(tastingId, next);
  }

  /** A tasting deleted elsewhere: the chat stays, as a new conversation that can be saved again. */
  function forgetDeleted(id: string): void {
    if (selectedRef.current === id) setSelectedId(null);
  }

  function send(text: string, image: string | null): void {
    const question = newMessage({ role: 'user', content: text.trim(), ...(image && { image }) });
    const conversation = [...messages, question];
    const generation = chatGeneration.current;
    const stillHere = () => generation === chatGeneration.current;
    setMessages(conversation);
    setAwaitingReply(true);
    setPhotoProblem(null);
    const body = { messages: toChatRequest(conversation) };
    // Only a message with a new photo has an upload worth watching (and cancelling).
    const sending = image?.startsWith('data:')
      ? upload.run((options) => chat.mutateAsync({ body, options }))
      : chat.mutateAsync({ body });
    sending.then(
      (reply) => {
        if (!stillHere()) return;
        // From now on the photo is referred to by where the gateway stored it.
        const asked = reply.image
          ? conversation.map((m) => (m.id === question.id ? { ...m, image: reply.image } : m))
          : conversation;
        const answered = [
          ...asked,
          newMessage({
            role: 'assistant',
            content: reply.content,
            ...(reply.generatedImage && { generatedImage: reply.generatedImage }),
          }),
        ];
        setMessages(answered);
        setAwaitingReply(false);
        if (selectedId) autoSave.save(selectedId, answered, forgetDeleted);
        else if (reply.wineLabel) keepLabel(draftFromLabel(reply.wineLabel));
      },
      (error: unknown) => {
        if (!stillHere()) return;
        setAwaitingReply(false);
        // A cancelled or refused photo leaves the conversation as it was before the message.
        const refused = refusedPhoto(error);
        if (isCancelled(error) || refused) setMessages(messages);
        if (refused) setPhotoProblem(refused);
        else if (!isCancelled(error)) toast(COMMUNICATION_ERROR);
      },
    );
  }

  function keepLabel(label: LabelDraft | null): void {
    if (!label) return;
    setDraft(label);
    toast({ title: 'Wine Label Detected', description: labelDetectedDescription(label) });
  }

  function open(id: string): void {
    chatGeneration.current += 1;
    const generation = chatGeneration.current;
    setOpeningId(id);
    setAwaitingReply(false);
    queryClient.fetchQuery(tastingQueryOptions(id)).then(
      (tasting) => {
        if (generation !== chatGeneration.current) return;
        const conversation = conversationFromSaved(tasting.conversation);
        if (!conversation) return startFreshAfterLoadError();
        replaceChat(conversation, id);
        trackEvent('wine_tasting_viewed', { tastingId: id, source: 'taste_history' });
      },
      () => {
        if (generation === chatGeneration.current) startFreshAfterLoadError();
      },
    );
  }

  function startFreshAfterLoadError(): void {
    replaceChat(freshConversation(), null);
    toast(LOAD_ERROR);
  }

  function startNew(): void {
    replaceChat(freshConversation(), null);
    toast({ title: 'New tasting started', description: 'Tell me about the next wine, or snap its label.' });
  }

  async function remove(id: string): Promise<boolean> {
    try {
      await deletion.mutateAsync(id);
    } catch {
      toast({
        title: 'Error deleting wine tasting',
        description: 'There was a problem deleting the wine tasting.',
        variant: 'destructive',
      });
      return false;
    }
    if (id === selectedRef.current || id === openingId) replaceChat(freshConversation(), null);
    toast({ title: 'Wine tasting deleted' });
    return true;
  }

  return {
    messages,
    selectedId,
    selectedTitle: selectedId ? (openTasting.data?.title ?? null) : null,
    openingId,
    awaitingReply,
    draft,
    upload,
    photoProblem,
    setPhotoProblem,
    send,
    open,
    startNew,
    startOver: () => replaceChat(freshConversation(), null),
    remove,
  };
}
