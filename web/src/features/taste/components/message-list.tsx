import { useEffect, useRef } from 'react';
import { ConversationMessage } from '@/components/conversation/conversation-message';
import { BRAND_NAME } from '@/lib/brand';
import type { ChatMessage } from './chat-messages';
import { TypingIndicator } from './typing-indicator';

/** The conversation, newest at the bottom and kept in view, with the typing indicator while a reply is awaited. */
export function MessageList({
  messages,
  awaitingReply,
  opening,
}: {
  messages: ChatMessage[];
  awaitingReply: boolean;
  opening: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, awaitingReply]);

  if (opening) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center p-6 font-serif text-lg text-muted-foreground">
        Opening your tasting...
      </div>
    );
  }
  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-3 py-6 sm:px-5">
      <div role="log" aria-label="Conversation" className="mx-auto flex max-w-3xl flex-col gap-4">
        <ul className="flex flex-col gap-4">
          {messages.map((message) => (
            <ConversationMessage
              key={message.id}
              message={message}
              speaker={message.role === 'user' ? 'You' : BRAND_NAME}
            />
          ))}
        </ul>
        {awaitingReply && <TypingIndicator />}
      </div>
    </div>
  );
}
