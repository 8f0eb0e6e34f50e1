import { FOLLOW_UP_MAX } from '@sorsi/proto';
import { Camera, SendHorizontal, Sparkles, X } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { PhotoProblemNotice } from '@/components/upload/photo-problem-notice';
import { cn } from '@/lib/cn';
import type { AdviceChatState } from './hooks/use-advice-chat';

/**
 * What the person adds to the advice chat: photos (a problem with one, those gathered before sending, the
 * upload button, Get Advice), then once an answer is in, a follow-up question.
 */
export function AdviceComposer({
  chat,
  uploadLabel,
  multiple,
}: {
  chat: AdviceChatState;
  uploadLabel: string;
  /** The screen takes more than one photo. */
  multiple: boolean;
}) {
  const { staged, context, pending, uploadDisabled } = chat;
  const uploadId = useId();
  return (
    <div className="flex flex-col gap-3 rounded-3xl border bg-card p-4">
      {chat.photoProblem && <PhotoProblemNotice problem={chat.photoProblem} onDismiss={chat.dismissPhotoProblem} />}
      {staged.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos to send">
          {staged.map((photo, index) => (
            <li key={photo.id} className="flex items-start gap-1">
              <img
                src={photo.preview}
                alt={`Photo ${index + 1}: ${photo.filename}`}
                className="h-24 w-auto rounded-2xl border object-cover"
              />
              <Button
                variant="outline"
                size="icon"
                className="size-8"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => chat.unstage(photo)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={uploadId}
          aria-disabled={uploadDisabled}
          className={cn(
            buttonVariants({ variant: context ? 'outline' : 'default' }),
            uploadDisabled && 'pointer-events-none opacity-50',
          )}
        >
          <Camera aria-hidden="true" />
          {uploadLabel}
        </label>
        <input
          id={uploadId}
          type="file"
          accept="image/*"
          multiple={multiple}
          className="sr-only"
          disabled={uploadDisabled}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Emptied, so choosing the same file again is a change too.
            event.target.value = '';
            chat.choose(files);
          }}
        />
        {staged.length > 0 && (
          <Button onClick={chat.analyseStaged} disabled={pending !== null}>
            <Sparkles aria-hidden="true" />
            Get Advice
          </Button>
        )}
      </div>
      {context && <FollowUpForm chat={chat} />}
    </div>
  );
}

/** A question about the wines already read; Enter sends, Shift+Enter starts a new line. */
function FollowUpForm({ chat }: { chat: AdviceChatState }) {
  const busy = chat.pending !== null;
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      chat.send();
    }
  }
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        chat.send();
      }}
    >
      <Textarea
        aria-label="Ask a follow-up question"
        placeholder="Ask a follow-up question, e.g. something lighter under 40?"
        value={chat.question}
        maxLength={FOLLOW_UP_MAX}
        rows={2}
        onChange={(event) => chat.setQuestion(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={busy}
      />
      <Button type="submit" size="icon" aria-label="Send" disabled={busy || chat.question.trim() === ''}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
