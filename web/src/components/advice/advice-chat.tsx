import { cn } from '@/lib/cn';
import { UploadProgress } from '@/components/upload/upload-progress';
import { AdviceComposer } from './advice-composer';
import { AdviceEntry } from './advice-entry';
import { type AdviceChatOptions, useAdviceChat } from './hooks/use-advice-chat';

// The chat of Compare and Shop as it shows (what it holds and does: useAdviceChat): the conversation, the
// upload under way, then the composer with its photos and follow-up question.

export interface AdviceChatProps extends AdviceChatOptions {
  uploadLabel: string;
  /** The step after the upload, e.g. 'Reading the wine list and ranking its wines'. */
  readingText: string;
  emptyText: string;
}

export function AdviceChat({ uploadLabel, readingText, emptyText, ...options }: AdviceChatProps) {
  const chat = useAdviceChat(options);
  const { entries, pending, upload } = chat;
  return (
    <div className="flex flex-col gap-4">
      <ol aria-live="polite" className="flex flex-col gap-4">
        {entries.map((entry) => (
          <li key={entry.id} className={cn('flex', entry.role === 'user' ? 'justify-end' : 'justify-start')}>
            <AdviceEntry entry={entry} busy={pending !== null} handOver={options.handOver} />
          </li>
        ))}
        {pending === 'analysis' && upload.state && (
          <li className="flex justify-start">
            <UploadProgress state={upload.state} readingText={readingText} onCancel={upload.cancel} />
          </li>
        )}
        {pending === 'question' && (
          <li className="text-sm text-muted-foreground" role="status">
            Thinking...
          </li>
        )}
      </ol>
      {entries.length === 0 && chat.staged.length === 0 && (
        <p className="rounded-3xl border border-dashed px-6 py-10 text-center text-muted-foreground">{emptyText}</p>
      )}
      <AdviceComposer chat={chat} uploadLabel={uploadLabel} multiple={options.maxPhotos > 1} />
    </div>
  );
}
