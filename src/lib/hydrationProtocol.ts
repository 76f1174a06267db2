/**
 * The names a prerendered page's boot script (serve/deferHydration.mjs) and the app agree on. The boot
 * script runs before React, hydrates the page on the visitor's first interaction or at load when the
 * page asks for it, and holds clicks until React has hydrated. Both sides import these constants; the
 * boot script is serialised into each page and gets them as an argument (`bootNames`).
 *
 * Plain TypeScript with no imports: Next's bundles, Node (serve/) and the tests all load it.
 */

/** Dispatched on `document` once React has hydrated the page. */
export const HYDRATED_EVENT = 'site:hydrated';
/** Set on <html> once React has hydrated the page (before the event). */
export const HYDRATED_ATTR = 'data-hydrated';

/** Marks an element that needs script from the start; its value is `HYDRATE_AT_LOAD`. */
export const HYDRATE_ATTR = 'data-hydrate';
export const HYDRATE_AT_LOAD = 'load';

/**
 * Marks an element that needs script from the start when a flag the visitor stored is true; its value
 * is `hydrateIfStored(key, field)`.
 */
export const HYDRATE_IF_STORED_ATTR = 'data-hydrate-if-stored';
/** Between the localStorage key and the field in `HYDRATE_IF_STORED_ATTR`; the field has none. */
export const STORED_FLAG_SEPARATOR = ' ';
/**
 * Where the flags are in a stored entry: the persisted store (src/lib/stores/persisted.ts) stores
 * `{ appVersion, state: <what zustand's persist writes> }`, and zustand's persist writes
 * `{ state: { ...flags }, version }`.
 */
export const STORED_FLAGS_PATH: readonly string[] = ['state', 'state'];

/** A list item's end (an ISO date-time): the page hydrates at load once one is over. */
export const SHOWN_UNTIL_ATTR = 'data-until';

/**
 * A link or button whose action is on its way: set by the boot script on a click held before hydration,
 * and by React's pending state after it; the stylesheets draw it (app/globals.scss,
 * src/ui/LinkPendingHint.module.scss, which cannot import this).
 */
export const PENDING_ATTR = 'data-pending';

/** The value of `HYDRATE_IF_STORED_ATTR` for a flag `field` stored under `key`. */
export function hydrateIfStored(key: string, field: string): string {
  if (field.includes(STORED_FLAG_SEPARATOR))
    throw new Error(`hydrateIfStored: a field without spaces (got "${field}")`);
  return `${key}${STORED_FLAG_SEPARATOR}${field}`;
}

/** Everything the boot script reads or writes, as one JSON value (it is serialised into each page). */
export const bootNames = {
  hydratedEvent: HYDRATED_EVENT,
  hydrateAttr: HYDRATE_ATTR,
  hydrateAtLoad: HYDRATE_AT_LOAD,
  hydrateIfStoredAttr: HYDRATE_IF_STORED_ATTR,
  storedFlagSeparator: STORED_FLAG_SEPARATOR,
  storedFlagsPath: STORED_FLAGS_PATH,
  shownUntilAttr: SHOWN_UNTIL_ATTR,
  pendingAttr: PENDING_ATTR,
} as const;
export type BootNames = typeof bootNames;
