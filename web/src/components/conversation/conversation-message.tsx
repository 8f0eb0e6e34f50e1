import type { MessageRole } from '@sorsi/proto';
import { cn } from '@/lib/cn';

/** What a bubble shows (a chat message, or one of a saved tasting's conversation). */
export interface ConversationMessageContent {
  role: MessageRole;
  content: string;
  image?: string | null;
  generatedImage?: string | null;
}

export const GENERATED_IMAGE_CAPTION = 'Generated impressionist image';

/**
 * One message of a tasting conversation (spec taste-and-account §2 "Chat panel"): bubbles at most 85% of
 * the width, the person's on the right, the assistant's on the left; an attached photo in the bubble; a
 * generated painting under the reply with its caption. `speaker` names who wrote it for screen readers.
 */
export function ConversationMessage({ message, speaker }: { message: ConversationMessageContent; speaker: string }) {
  const mine = message.role === 'user';
  return (
    <li className={cn('flex flex-col gap-2', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'flex max-w-[85%] flex-col gap-2 rounded-3xl px-4 py-3 text-[0.95rem] leading-relaxed shadow-[0_1px_2px_rgb(42_27_31/0.06)]',
          mine
            ? 'rounded-br-lg bg-primary text-primary-foreground'
            : 'rounded-bl-lg border bg-card text-card-foreground',
        )}
      >
        <span className="sr-only">{speaker}:</span>
        {message.image && (
          <img
            src={message.image}
            alt="Wine photo"
            className="max-h-72 w-auto rounded-2xl object-contain"
            loading="lazy"
            decoding="async"
          />
        )}
        {message.content && <p className="break-words whitespace-pre-wrap">{message.content}</p>}
      </div>
      {message.generatedImage && (
        <figure className="flex max-w-[85%] flex-col gap-1.5">
          <img
            src={message.generatedImage}
            alt="An impressionist painting of the wine"
            className="aspect-square w-72 max-w-full rounded-3xl border object-cover shadow-sm"
            loading="lazy"
            decoding="async"
          />
          <figcaption className="px-1 text-xs text-muted-foreground">{GENERATED_IMAGE_CAPTION}</figcaption>
        </figure>
      )}
    </li>
  );
}
