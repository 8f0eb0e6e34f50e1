import { keywordWineType, tastingSummaryOf, type User } from '@sorsi/proto';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { trackEvent } from '@/lib/analytics';
import { errorStatus, isUnauthorizedError } from '@/lib/api-request';
import { useCreateTasting } from '../api/create-tasting';
import { useDeleteTasting } from '../api/delete-tasting';
import { useExtractWineData } from '../api/extract-wine-data';
import { useSendChatMessage } from '../api/send-chat-message';
import { tastingQueryKey, tastingQueryOptions } from '../api/tasting';
import { TASTING_WRITE_KEY } from '../api/tasting-queries';
import { useUpdateTasting } from '../api/update-tasting';
import {
  conversationFromSaved,
  freshConversation,
  newMessage,
  savedForm,
  toChatRequest,
  toExtractionRequest,
  toSavedConversation,
  type ChatMessage,
} from './chat-messages';
import {
  draftFromLabel,
  labelDetectedDescription,
  prefillDetails,
  type LabelDraft,
  type WineDetails,
} from './label-draft';
import { suggestedTitle, type SaveFormValues } from './save-form';
import { saveBlocker } from './save-rules';

// The Taste chat's state and transitions (spec taste-and-account §4 "Chat", "Save Tasting button",
// "Save dialog"; §5 "Sending", "Saving a tasting"; §8 toasts).

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

const blank = (text: string) => text.trim() || null;

export interface TasteSession {
  messages: ChatMessage[];
  /** The saved tasting the chat shows, or null for a new conversation. */
  selectedId: string | null;
  /** Its title, once known. */
  selectedTitle: string | null;
  /** The tasting being opened from history, while its conversation loads. */
  openingId: string | null;
  /** A reply is awaited (input and upload are disabled). */
  awaitingReply: boolean;
  /** Wine data is being extracted for the save dialog ('Analyzing...'). */
  analyzing: boolean;
  saving: boolean;
  draft: LabelDraft | null;
  /** What the save dialog opens with, once asked for (null while closed). */
  saveDetails: WineDetails | null;
  send: (text: string, image: string | null) => void;
  open: (id: string) => void;
  startNew: () => void;
  remove: (id: string) => Promise<boolean>;
  prepareSave: () => void;
  closeSave: () => void;
  save: (values: SaveFormValues) => void;
}

export function useTasteSession(user: User): TasteSession {
  const queryClient = useQueryClient();
  const chat = useSendChatMessage();
  const extract = useExtractWineData();
  const create = useCreateTasting();
  const update = useUpdateTasting();
  const deletion = useDeleteTasting();

  const [messages, setMessages] = useState<ChatMessage[]>(freshConversation);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [awaitingReply, setAwaitingReply] = useState(false);
  const [draft, setDraft] = useState<LabelDraft | null>(null);
  const [saveDetails, setSaveDetails] = useState<WineDetails | null>(null);
  /** Bumped whenever the chat is replaced: answers that arrive for an earlier chat are dropped. */
  const chatGeneration = useRef(0);
  /** The conversation as last saved, so an auto-save of an unchanged conversation is skipped. */
  const lastSaved = useRef<string | null>(null);

  // Keeps the open tasting in the cache for as long as it is open: its presence says it still exists.
  const openTasting = useQuery({ ...tastingQueryOptions(selectedId ?? ''), enabled: selectedId !== null });

  function replaceChat(next: ChatMessage[], tastingId: string | null): void {
    chatGeneration.current += 1;
    setMessages(next);
    setSelectedId(tastingId);
    setDraft(null);
    setAwaitingReply(false);
    setOpeningId(null);
    lastSaved.current = tastingId ? savedForm(next) : null;
  }

  function send(text: string, image: string | null): void {
    const question = newMessage({ role: 'user', content: text.trim(), ...(image && { image }) });
    const conversation = [...messages, question];
    const generation = chatGeneration.current;
    const stillHere = () => generation === chatGeneration.current;
    setMessages(conversation);
    setAwaitingReply(true);
    chat.mutate(
      { messages: toChatRequest(conversation) },
      {
        onSuccess: (reply) => {
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
          if (selectedId) autoSave(selectedId, answered);
          else if (reply.wineLabel) keepLabel(draftFromLabel(reply.wineLabel));
        },
        onError: () => {
          if (!stillHere()) return;
          setAwaitingReply(false);
          toast(COMMUNICATION_ERROR);
        },
      },
    );
  }

  function keepLabel(label: LabelDraft | null): void {
    if (!label) return;
    setDraft(label);
    toast({ title: 'Wine Label Detected', description: labelDetectedDescription(label) });
  }

  /** Spec §4: only after an exchange (never on navigation); skipped while a save runs, when gone or unchanged. */
  function autoSave(id: string, conversation: ChatMessage[]): void {
    if (queryClient.isMutating({ mutationKey: TASTING_WRITE_KEY }) > 0) return;
    if (queryClient.getQueryData(tastingQueryKey(id)) === undefined) return;
    const form = savedForm(conversation);
    if (form === lastSaved.current) return;
    update.mutate(
      { id, body: { conversation: toSavedConversation(conversation), status: 'active', userId: user.id } },
      {
        onSuccess: () => {
          if (lastSavedBelongsTo(id)) lastSaved.current = form;
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) {
            toast({ title: 'You must be logged in to update a wine tasting', variant: 'destructive' });
            return;
          }
          const gone = errorStatus(error) === 404;
          if (gone) forgetDeleted(id);
          toast({
            title: 'Error updating wine tasting',
            description: gone
              ? 'This tasting no longer exists. Save it again to keep this conversation.'
              : 'Your latest messages were not saved.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  const lastSavedBelongsTo = (id: string) => selectedRef.current === id;

  /** A tasting deleted elsewhere: the chat stays, as a new conversation that can be saved again. */
  function forgetDeleted(id: string): void {
    queryClient.removeQueries({ queryKey: tastingQueryKey(id), exact: true });
    if (selectedRef.current === id) {
      setSelectedId(null);
      lastSaved.current = null;
    }
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

  /** 'Analyzing...': extraction runs, then the dialog opens with its result or, failing that, the draft. */
  function prepareSave(): void {
    extract.mutate(
      { messages: toExtractionRequest(messages) },
      {
        onSuccess: (extracted) => setSaveDetails(typed(prefillDetails(extracted, draft))),
        onError: (error) => {
          console.warn('Wine data extraction failed; the dialog opens with the label draft', error);
          setSaveDetails(typed(prefillDetails(null, draft)));
        },
      },
    );
  }

  /** The type the dialog offers first: the spec's keyword rule, else what the label or extraction read, else Red. */
  function typed(details: WineDetails): WineDetails {
    return { ...details, wineType: keywordWineType(messages) ?? details.wineType ?? 'red' };
  }

  function save(values: SaveFormValues): void {
    const blocker = saveBlocker(messages, queryClient.isMutating({ mutationKey: TASTING_WRITE_KEY }) > 0);
    if (blocker) {
      toast(blocker);
      return;
    }
    const title = blank(values.title) ?? suggestedTitle(values, saveDetails, draft, new Date());
    const visibility = values.isPublic ? 'public' : 'private';
    const { wineType } = values;
    trackEvent('save_submit', { visibility, titleLength: title.length });
    create.mutate(
      {
        title,
        varietal: blank(values.varietal),
        producer: blank(values.producer),
        year: blank(values.vintage),
        wineName: blank(values.wineName),
        visibility,
        wineType,
        summary: tastingSummaryOf(messages),
        conversation: toSavedConversation(messages),
        status: 'active',
        userId: user.id,
      },
      {
        onSuccess: (tasting) => {
          trackEvent('save_success', { visibility, titleLength: title.length });
          trackEvent('wine_tasting_created', {
            producer: tasting.producer,
            wineName: tasting.wineName,
            varietal: tasting.varietal,
            year: tasting.year,
            wineType: tasting.wineType,
          });
          setSaveDetails(null);
          // 'Save & New': the saved conversation waits in the history; the chat starts over.
          replaceChat(freshConversation(), null);
          toast({ title: 'Wine tasting saved', description: `“${tasting.title}” is in your Tasting History.` });
        },
        onError: (error) =>
          toast(
            isUnauthorizedError(error)
              ? { title: 'You must be logged in to save a wine tasting', variant: 'destructive' }
              : {
                  title: 'Error saving tasting',
                  description: 'There was a problem saving your wine tasting.',
                  variant: 'destructive',
                },
          ),
      },
    );
  }

  return {
    messages,
    selectedId,
    selectedTitle: selectedId ? (openTasting.data?.title ?? null) : null,
    openingId,
    awaitingReply,
    analyzing: extract.isPending,
    saving: create.isPending,
    draft,
    saveDetails,
    send,
    open,
    startNew,
    remove,
    prepareSave,
    closeSave: () => setSaveDetails(null),
    save,
  };
}
