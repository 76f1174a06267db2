'use client';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('blur', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener('blur', onChange);
    window.removeEventListener('focus', onChange);
  };
}

/**
 * Whether the window has the focus; true on the server. Read from the document, not only from the
 * blur and focus events, because a page can hydrate in a window that is already in the background.
 */
export function useWindowFocused(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.hasFocus(),
    () => true,
  );
}
