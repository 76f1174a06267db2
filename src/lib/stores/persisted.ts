import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { APP_VERSION, config } from '@/config/appConfig';

/** Kept in local storage: the visitor's own choices. */
export interface PersistedState {
  /** the visitor paused carousel autoplay; it stays paused on the next pages and visits */
  autoplayPaused: boolean;
  setAutoplayPaused(paused: boolean): void;
}

export const persistKey = (siteCode: string = config.siteCode) => `persist:${siteCode}`;

interface Stored {
  appVersion?: unknown;
  state?: unknown;
}

/**
 * An entry from another app version, or corrupt JSON, reads as empty and is removed. Storage that throws
 * (private mode, quota) counts as empty, never as fatal.
 */
export function versionedStorage(storage: () => Storage, appVersion: string = APP_VERSION): StateStorage {
  return {
    getItem(name) {
      let raw: string | null;
      try {
        raw = storage().getItem(name);
      } catch {
        return null;
      }
      if (raw === null) return null;
      let stored: Stored;
      try {
        stored = JSON.parse(raw) as Stored;
      } catch {
        stored = {};
      }
      if (
        typeof stored !== 'object' ||
        stored === null ||
        stored.appVersion !== appVersion ||
        stored.state === undefined
      ) {
        try {
          storage().removeItem(name);
        } catch {
          /* nothing to clean */
        }
        return null;
      }
      return JSON.stringify(stored.state);
    },
    setItem(name, value) {
      try {
        storage().setItem(name, JSON.stringify({ appVersion, state: JSON.parse(value) as unknown }));
      } catch {
        /* full or unavailable storage: the choice lasts this page only */
      }
    },
    removeItem(name) {
      try {
        storage().removeItem(name);
      } catch {
        /* ignore */
      }
    },
  };
}

export const usePersisted = create<PersistedState>()(
  persist(
    (set) => ({
      autoplayPaused: false,
      setAutoplayPaused: (autoplayPaused) => set({ autoplayPaused }),
    }),
    {
      name: persistKey(),
      storage: createJSONStorage(() => versionedStorage(() => window.localStorage)),
      partialize: (s) => ({ autoplayPaused: s.autoplayPaused }),
      // server HTML has the empty state; the stored one is read after hydration (by its reader, the carousel)
      skipHydration: true,
    },
  ),
);
