import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Every route change starts at the top of the page, unless the URL points at an anchor (spec §2). */
export function useScrollToTopOnRouteChange(): void {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
}
