import { Camera } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ConversationMessage } from '@/components/conversation/conversation-message';
import { UploadProgress } from '@/components/upload/upload-progress';
import type { PhotoUpload } from '@/components/upload/use-photo-upload';
import { BRAND_NAME } from '@/lib/brand';
import type { ChatMessage } from '../utils/chat-messages';
import { TypingIndicator } from './typing-indicator';

/** How close to the bottom still counts as following the conversation (px). */
const FOLLOWING_MARGIN = 96;

/** The conversation, newest at the bottom and kept in view, with the typing indicator while a reply is awaited. */
export function MessageList({
  messages,
  awaitingReply,
  opening,
  upload,
}: {
  messages: ChatMessage[];
  awaitingReply: boolean;
  opening: boolean;
  /** A message with a photo shows its upload instead of the typing indicator. */
  upload: PhotoUpload;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  const scrollToEnd = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  // Every new message (or the typing indicator) brings the end into view.
  useEffect(() => {
    following.current = true;
    scrollToEnd();
  }, [messages, awaitingReply, upload.state?.stage]);

  // A photo or painting that loads later, or a narrower screen, grows the list: stay at the end if the
  // person was there, and leave them where they are if they scrolled back to read.
  useEffect(() => {
    const element = scroller.current;
    if (!element || !content.current) return;
    const onScroll = () => {
      following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOWING_MARGIN;
    };
    const resizes = new ResizeObserver(() => following.current && scrollToEnd());
    resizes.observe(content.current);
    resizes.observe(element);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resizes.disconnect();
      element.removeEventListener('scroll', onScroll);
    };
  }, [opening]);

  if (opening) {
    return (
      <div
        role="status"
        className="flex flex-1 items-center justify-center p-6 font-serif text-lg text-muted-foreground"
      >
        Opening your tasting...
      </div>
    );
  }
  return (
    // The scrolling log is focusable, so keyboard users can scroll back through the conversation.
    <div
      ref={scroller}
      role="log"
      aria-label="Conversation"
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-6 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-5"
    >
      <div ref={content} className="mx-auto flex max-w-3xl flex-col gap-4">
        <ul className="flex flex-col gap-4">
          {messages.map((message) => (
            <ConversationMessage
              key={message.id}
              message={message}
              speaker={message.role === 'user' ? 'You' : BRAND_NAME}
            />
          ))}
        </ul>
        {messages.length === 1 && !awaitingReply && (
          <p className="flex max-w-[85%] items-center gap-2 px-1 text-sm text-muted-foreground">
            <Camera className="size-4 shrink-0" aria-hidden="true" />
            Tip: upload a photo of the label and {BRAND_NAME} reads the producer, wine and vintage for you.
          </p>
        )}
        {awaitingReply &&
          (upload.state ? (
            <UploadProgress
              state={upload.state}
              readingText={`${BRAND_NAME} is reading the label`}
              onCancel={upload.cancel}
            />
          ) : (
            <TypingIndicator />
          ))}
      </div>
    </div>
  );
}
