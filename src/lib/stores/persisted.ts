import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { APP_VERSION, persistKey } from '@/config/appConfig';
import { isThemeChoice, type ThemeChoice } from '@/lib/theme';

/** Kept in local storage: the visitor's own choices. */
export interface PersistedState {
  /** the visitor paused carousel autoplay; it stays paused on the next pages and visits */
  autoplayPaused: boolean;
  setAutoplayPaused(paused: boolean): void;
  /** the colour theme the visitor chose; `system` follows the device (src/lib/theme.ts) */
  theme: ThemeChoice;
  setTheme(theme: ThemeChoice): void;
}

/** What is written to storage. */
type Kept = Pick<PersistedState, 'autoplayPaused' | 'theme'>;

export { persistKey };

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
      theme: 'system',
      setTheme: (theme) => set({ theme }),
    }),
    {
      name: persistKey(),
      storage: createJSONStorage(() => versionedStorage(() => window.localStorage)),
      partialize: (s): Kept => ({ autoplayPaused: s.autoplayPaused, theme: s.theme }),
      // a stored value of the wrong kind reads as the default, as the pages' inline scripts read it
      merge: (stored, current) => {
        const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<keyof Kept, unknown>>;
        return {
          ...current,
          autoplayPaused: s.autoplayPaused === true,
          theme: isThemeChoice(s.theme) ? s.theme : 'system',
        };
      },
      // server HTML has the empty state; the stored one is read after hydration (by its readers, the carousel and the theme toggle)
      skipHydration: true,
    },
  ),
);
