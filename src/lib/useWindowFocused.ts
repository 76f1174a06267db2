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

/** Read from the document too, not only from events: a page can hydrate in a window already in the background. */
export function useWindowFocused(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.hasFocus(),
    () => true,
  );
}
