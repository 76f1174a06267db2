import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { createQueryClient } from './queryClient';
import { useDialog } from './stores/dialog';

// Answers are validated with zod in the browser. Its JIT probes `new Function`, which the site's strict
// Content-Security-Policy (no 'unsafe-eval') reports as a violation even though zod catches the throw.
z.config({ jitless: true });

/*
 * The browser's server-state cache (TanStack Query with the spec's defaults). Pages are complete in their
 * HTML, so this module, with the REST/GraphQL clients and the response schemas, is loaded only when a
 * visitor first pages a list or opens a detail (dynamic import of a feature's client.ts).
 */

let client: QueryClient | null = null;

/** The one query client of the page; a failed query opens the global error dialog (spec section 8). */
export function sharedQueryClient(): QueryClient {
  client ??= createQueryClient((notice) => useDialog.getState().error(notice));
  return client;
}

/** The cached answer for `queryKey` while it is fresh (5 min), else a new read (spec section 7: results
 *  are cached per category key plus parameters). */
export function fetchCached<T>(queryKey: QueryKey, queryFn: () => Promise<T>): Promise<T> {
  return sharedQueryClient().fetchQuery({ queryKey, queryFn });
}
