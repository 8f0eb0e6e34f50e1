import { useEffect } from 'react';
import { BRAND_NAME, TAGLINE } from './brand';

/** Names the browser tab after the screen, so history and assistive tech tell screens apart. */
export function useDocumentTitle(screen: string | null): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${BRAND_NAME}` : `${BRAND_NAME}: ${TAGLINE}`;
  }, [screen]);
}
