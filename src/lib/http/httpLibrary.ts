import type { AxiosStatic } from 'axios';

/** `load`, once: a load that fails is forgotten, so the next call tries again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The HTTP library (axios), imported when a client first sends a request or, ahead of that, when the browser is
 * idle after the visitor's first interaction (`clientLibraries.ts`). A panel's first answer is read ahead with
 * plain `fetch` (`readAhead.ts`), so a page loads it only for a visitor who acts on it. A load that fails (offline,
 * say) rejects that request; the next one tries again.
 */
export const httpLibrary: () => Promise<AxiosStatic> = loadOnce(() => import('axios').then((m) => m.default));
