import { filledNoteOrNull, keywordWineType, type TastingNote, tastingSummaryOf, type User } from '@sorsi/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { trackEvent } from '@/lib/analytics';
import { errorStatus, isUnauthorizedError, serverMessage } from '@/lib/api-request';
import { useCreateTasting } from '../api/create-tasting';
import { useExtractWineData } from '../api/extract-wine-data';
import { TASTING_WRITE_KEY } from '../api/tasting-queries';
import { toExtractionRequest, toSavedConversation, type ChatMessage } from '../utils/chat-messages';
import { prefillDetails, type LabelDraft, type WineDetails } from '../utils/label-draft';
import { suggestedTitle, type SaveFormValues } from '../utils/save-form';
import { saveBlocker } from '../utils/save-rules';

// Saving the conversation as a tasting (spec taste-and-account §4 "Save Tasting button", "Save dialog";
// §5 "Saving a tasting"; §8 toasts): extraction for the dialog's prefill, then the save.

export interface SaveTasting {
  /** Wine data is being extracted for the save dialog ('Analyzing...'). */
  analyzing: boolean;
  saving: boolean;
  /** What the save dialog opens with, once asked for (null while closed). */
  saveDetails: WineDetails | null;
  /** The tasting note the sommelier filled for the dialog (null: none, or extraction failed). */
  saveNote: TastingNote | null;
  prepareSave: () => void;
  closeSave: () => void;
  save: (values: SaveFormValues) => void;
}

const blank = (text: string) => text.trim() || null;

/** Refused for what it says (moderation, terms), not failed: the person can act on the server's words. */
const isRefusal = (error: unknown) => errorStatus(error) === 400 || errorStatus(error) === 403;

export function useSaveTasting({
  user,
  messages,
  draft,
  onSaved,
}: {
  user: User;
  messages: ChatMessage[];
  draft: LabelDraft | null;
  /** 'Save & New': the saved conversation waits in the history; the chat starts over. */
  onSaved: () => void;
}): SaveTasting {
  const queryClient = useQueryClient();
  const extract = useExtractWineData();
  const create = useCreateTasting();
  const [saveDetails, setSaveDetails] = useState<WineDetails | null>(null);
  const [saveNote, setSaveNote] = useState<TastingNote | null>(null);

  /** The type the dialog offers first: the spec's keyword rule, else what the label or extraction read, else Red. */
  const typed = (details: WineDetails): WineDetails => ({
    ...details,
    wineType: keywordWineType(messages) ?? details.wineType ?? 'red',
  });

  /** 'Analyzing...': extraction runs, then the dialog opens with its result or, failing that, the draft. */
  function prepareSave(): void {
    extract.mutate(
      { messages: toExtractionRequest(messages) },
      {
        onSuccess: (extracted) => {
          setSaveNote(extracted.note ?? null);
          setSaveDetails(typed(prefillDetails(extracted, draft)));
        },
        onError: (error) => {
          console.warn('Wine data extraction failed; the dialog opens with the label draft', error);
          setSaveNote(null);
          setSaveDetails(typed(prefillDetails(null, draft)));
        },
      },
    );
  }

  function save(values: SaveFormValues): void {
    const blocker = saveBlocker(messages, queryClient.isMutating({ mutationKey: TASTING_WRITE_KEY }) > 0);
    if (blocker) {
      toast(blocker);
      return;
    }
    const title = blank(values.title) ?? suggestedTitle(values, saveDetails, draft, new Date());
    const visibility = values.isPublic ? 'public' : 'private';
    const note = filledNoteOrNull(values.note);
    trackEvent('save_submit', { visibility, titleLength: title.length });
    create.mutate(
      {
        title,
        varietal: blank(values.varietal),
        producer: blank(values.producer),
        year: blank(values.vintage),
        wineName: blank(values.wineName),
        visibility,
        wineType: values.wineType,
        summary: tastingSummaryOf(messages),
        conversation: toSavedConversation(messages),
        // Without a note the payload stays the spec's own.
        ...(note && { note }),
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
          onSaved();
          const inReview =
            tasting.moderationState === 'held' ? ' Others will see it once a moderator has reviewed it.' : '';
          toast({
            title: 'Wine tasting saved',
            description: `“${tasting.title}” is in your Tasting History.${inReview}`,
          });
        },
        onError: (error) =>
          toast(
            isUnauthorizedError(error)
              ? { title: 'You must be logged in to save a wine tasting', variant: 'destructive' }
              : {
                  title: 'Error saving tasting',
                  // A refusal says why (the check, the terms); anything else stays general.
                  description:
                    (isRefusal(error) && serverMessage(error)) || 'There was a problem saving your wine tasting.',
                  variant: 'destructive',
                },
          ),
      },
    );
  }

  return {
    analyzing: extract.isPending,
    saving: create.isPending,
    saveDetails,
    saveNote,
    prepareSave,
    closeSave: () => setSaveDetails(null),
    save,
  };
}
