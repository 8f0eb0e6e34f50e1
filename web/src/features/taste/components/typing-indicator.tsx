import { BRAND_NAME } from '@/lib/brand';

/** Spec §2 "Chat panel": shown while a reply is awaited. */
export function TypingIndicator() {
  return (
    <div role="status" className="flex items-start">
      <span className="sr-only">{BRAND_NAME} is typing...</span>
      <span
        aria-hidden="true"
        className="flex items-center gap-1.5 rounded-3xl rounded-bl-lg border bg-card px-4 py-3.5 shadow-[0_1px_2px_rgb(42_27_31/0.06)]"
      >
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-primary/60 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </div>
  );
}
