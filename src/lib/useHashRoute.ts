'use client';
import { useSyncExternalStore } from 'react';
import { matchHash, OVERLAY_ATTR, type HashMatch } from './hashRoute';
import { PENDING_ATTR } from './hydrationProtocol';
import { afterNextPaint } from './idle';

const HASH_EVENT = 'scuid:hashchange';

/**
 * A hash pushed by an in-page click is closed by going back, so Back and close agree; a hash from the first load
 * is replaced. Kept in memory: tagging history entries would make Next reload on Forward.
 */
let clickedHash: string | null = null;
let pushedHash: string | null = null;
let listening = false;

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  document.addEventListener(
    'click',
    (e) => {
      const a = (e.target as Element | null)?.closest?.('a[href^="#"]');
      if (a && !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey) {
        clickedHash = a.getAttribute('href');
      }
    },
    true,
  );
  // a plain click on a card opens its item over the list: its hash instead of its page. The frame after the
  // click shows the card pressed; the panel, which costs a layout of the whole page, comes after that frame
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const card = (e.target as Element | null)?.closest?.(`a[${OVERLAY_ATTR}]`);
    const hash = card?.getAttribute(OVERLAY_ATTR);
    if (!card || !hash?.startsWith('#')) return;
    e.preventDefault();
    card.setAttribute(PENDING_ATTR, '');
    afterNextPaint(() => {
      card.removeAttribute(PENDING_ATTR);
      clickedHash = hash;
      window.location.hash = hash;
    });
  });
  window.addEventListener('hashchange', () => {
    pushedHash = clickedHash !== null && clickedHash === window.location.hash ? clickedHash : null;
    clickedHash = null;
  });
}

function subscribe(onChange: () => void) {
  listen();
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  window.addEventListener(HASH_EVENT, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(HASH_EVENT, onChange);
  };
}

// at load, not on the first subscription: a click held before hydration is given back as soon as the page
// has hydrated, which may be before an overlay subscribes
listen();

const getHash = () => window.location.hash;
const getServerHash = () => '';

/** The current location hash ('' on the server and in the first render of hydration). */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, getHash, getServerHash);
}

export function useHashMatch(pattern: string): HashMatch | null {
  const hash = useLocationHash();
  return hash ? matchHash(hash, pattern) : null;
}

export function clearHash(): void {
  const hash = window.location.hash;
  if (!hash) return;
  if (pushedHash === hash) {
    pushedHash = null;
    window.history.back();
    return;
  }
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  window.dispatchEvent(new Event(HASH_EVENT));
}
