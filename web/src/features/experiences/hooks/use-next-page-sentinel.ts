import { useEffect, useRef } from 'react';

/** Calls `onVisible` whenever the list's end comes within 100px of the screen (10% of it visible). */
export function useNextPageSentinel(onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && callback.current(),
      {
        threshold: 0.1,
        rootMargin: '100px',
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  });
  return ref;
}
