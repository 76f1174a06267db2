import { whenIdle } from '@/lib/idle';
import { httpLibrary } from './httpLibrary';

const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'focusin'] as const;
/** How long after the first interaction the HTTP library waits: that interaction's frames come first. */
export const HTTP_LIBRARY_DELAY_MS = 1000;
let firstInteraction: Promise<void> | undefined;

/** Settles on the visitor's first pointer press, key, scroll or focus on the page. */
export function afterFirstInteraction(): Promise<void> {
  firstInteraction ??= new Promise((resolve) => {
    const done = () => {
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of FIRST_INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return firstInteraction;
}

/**
 * The steps that load a panel's code ahead (`HashOverlay`'s `preload`): its code once the browser is idle after
 * hydration, then the HTTP library in an idle period a second after the visitor's first interaction. A panel's first
 * answer is read ahead without it (`readAhead.ts`): a page loads it only for a visitor who does something, and
 * when a list is paged or a read ahead has failed, it is there.
 */
export const panelPreload = (load: () => Promise<unknown>): readonly (() => Promise<unknown>)[] => [
  load,
  () =>
    afterFirstInteraction()
      .then(() => new Promise<void>((resolve) => setTimeout(() => whenIdle(resolve), HTTP_LIBRARY_DELAY_MS)))
      .then(httpLibrary),
];
