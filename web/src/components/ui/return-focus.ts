import { useState } from 'react';

/**
 * A dialog content's `onCloseAutoFocus` that gives focus back to whatever had it when the dialog opened
 * (a card, a menu's button, a plain button): Radix does that only for its own Trigger, and dialogs that
 * load on demand or open from elsewhere have none.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void): (event: Event) => void {
  // Read once, as the content mounts: that is when the dialog opens.
  const [opener] = useState(() => document.activeElement);
  return (event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !(opener instanceof HTMLElement) || !opener.isConnected) return;
    if (opener === document.body) return;
    event.preventDefault();
    opener.focus();
  };
}
