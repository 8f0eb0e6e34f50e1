import { calendarDay } from '@/lib/date-format';
import { MapPin, Star } from 'lucide-react';
import { ConversationMessage } from '@/components/conversation/conversation-message';
import { parseSavedConversation } from '@/components/conversation/saved-conversation';
import { ReportButton } from '@/components/report/report-entry';
import { TastingNoteView } from '@/components/tasting-note/tasting-note-view';
import { NotLoadedYet } from '@/components/load-state';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { BRAND_NAME } from '@/lib/brand';
import type { ExploreTasting } from '../api/explore-tastings';
import { usePublicTasting } from '../api/public-tasting';
import { wineOf } from './tasting-card';

/**
 * Spec social-and-discovery §2 "clicking a card opens a read-only dialog showing the conversation", §8
 * messages; §6 someone else's tasting can be reported from here.
 */
export function ConversationDialog({
  tasting,
  author,
  viewerId,
  onClose,
}: {
  tasting: ExploreTasting | null;
  author: string;
  viewerId: string;
  onClose: () => void;
}) {
  const details = tasting ? [wineOf(tasting), tasting.varietal, tasting.year].filter(Boolean).join(' · ') : '';
  return (
    <Dialog open={tasting !== null} onOpenChange={(open) => open || onClose()}>
      <DialogContent className="max-w-2xl gap-5">
        {tasting && (
          <>
            <DialogHeader>
              <DialogTitle>{tasting.title}</DialogTitle>
              <DialogDescription>
                {details && <span className="block font-medium text-foreground">{details}</span>}
                <span className="block">
                  {author} · {calendarDay(new Date(tasting.createdAt))}
                </span>
              </DialogDescription>
              {tasting.userId !== viewerId && (
                <ReportButton target={{ type: 'tasting', id: tasting.id }} className="-ml-3 self-start" />
              )}
            </DialogHeader>
            <ConversationBody id={tasting.id} author={author} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ConversationBody({ id, author }: { id: string; author: string }) {
  const tasting = usePublicTasting(id);
  if (tasting.data === undefined) {
    const skeleton = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading the conversation...</span>
        <Skeleton className="h-14 w-3/4 rounded-3xl" />
        <Skeleton className="ml-auto h-10 w-1/2 rounded-3xl" />
        <Skeleton className="h-20 w-4/5 rounded-3xl" />
      </div>
    );
    return (
      <NotLoadedYet
        query={tasting}
        loading={skeleton}
        failure={{ title: 'Error loading conversation. Please try again.', description: null, retryLabel: 'Try again' }}
      />
    );
  }
  const conversation = parseSavedConversation(tasting.data.conversation);
  const { rating, placeEnjoyed, placeDetails, note } = tasting.data;
  const place = placeDetails?.name || placeEnjoyed;
  return (
    <>
      {(rating !== null || place) && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {rating !== null && (
            <span className="inline-flex items-center gap-1.5">
              <Star className="size-4 fill-current text-primary" aria-hidden="true" />
              Rated {rating} out of 5
            </span>
          )}
          {place && (
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {place}
            </span>
          )}
        </p>
      )}
      {note && <TastingNoteView note={note} />}
      {conversation && conversation.length > 0 ? (
        <ul aria-label="Conversation" className="flex flex-col gap-4 rounded-2xl bg-background p-3 sm:p-4">
          {conversation.map((message, index) => (
            <ConversationMessage
              key={index}
              message={message}
              speaker={message.role === 'user' ? author : BRAND_NAME}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-muted p-4 text-muted-foreground">No conversation available for this tasting.</p>
      )}
    </>
  );
}
