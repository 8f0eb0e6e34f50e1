import type { User } from '@sorsi/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorStatus, isUnauthorizedError } from '@/lib/api-request';
import { tastingQueryKey } from '../api/tasting';
import { TASTING_WRITE_KEY } from '../api/tasting-queries';
import { useUpdateTasting } from '../api/update-tasting';
import { type ChatMessage, savedForm, toSavedConversation } from '../utils/chat-messages';

export interface AutoSave {
  /** The chat now shows this tasting (null: a new conversation) as saved: unchanged, it is not saved again. */
  remember(tastingId: string | null, conversation: ChatMessage[]): void;
  /**
   * Spec §4: after an exchange in an opened tasting (never on navigation); skipped while a save runs,
   * once the tasting is gone from the cache, or when nothing changed. `onGone` hears of a tasting
   * deleted elsewhere.
   */
  save(id: string, conversation: ChatMessage[], onGone: (id: string) => void): void;
}

export function useAutoSave(user: User): AutoSave {
  const queryClient = useQueryClient();
  const update = useUpdateTasting();
  /** The conversation of the tasting on screen as last saved. */
  const lastSaved = useRef<{ id: string; form: string } | null>(null);

  function remember(tastingId: string | null, conversation: ChatMessage[]): void {
    lastSaved.current = tastingId ? { id: tastingId, form: savedForm(conversation) } : null;
  }

  function save(id: string, conversation: ChatMessage[], onGone: (id: string) => void): void {
    if (queryClient.isMutating({ mutationKey: TASTING_WRITE_KEY }) > 0) return;
    if (queryClient.getQueryData(tastingQueryKey(id)) === undefined) return;
    const form = savedForm(conversation);
    if (lastSaved.current?.id === id && lastSaved.current.form === form) return;
    update.mutate(
      { id, body: { conversation: toSavedConversation(conversation), status: 'active', userId: user.id } },
      {
        // Only while the chat still shows that tasting: another one may be open by now.
        onSuccess: () => lastSaved.current?.id === id && remember(id, conversation),
        onError: (error) => {
          if (isUnauthorizedError(error)) {
            toast({ title: 'You must be logged in to update a wine tasting', variant: 'destructive' });
            return;
          }
          const gone = errorStatus(error) === 404;
          if (gone) {
            queryClient.removeQueries({ queryKey: tastingQueryKey(id), exact: true });
            if (lastSaved.current?.id === id) lastSaved.current = null;
            onGone(id);
          }
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

  return { remember, save };
}
