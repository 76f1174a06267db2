import type { QueryClient, QueryKey } from '@tanstack/react-query';
import * as z from '@/domain/zod';
import { createQueryClient } from './queryClient';
import { useDialog } from './stores/dialog';

// Answers are validated with zod in the browser. Its JIT probes `new Function`, which the site's strict
// Content-Security-Policy (no 'unsafe-eval') reports as a violation even though zod catches the throw.
z.config({ jitless: true });

// Pages are complete in their HTML, so this module and the API clients load only when a visitor first pages
// a list or opens a detail (a feature's client.ts is imported dynamically).

let client: QueryClient | null = null;

/** A failed query opens the global error dialog. */
export function sharedQueryClient(): QueryClient {
  client ??= createQueryClient((notice) => useDialog.getState().error(notice));
  return client;
}

export function fetchCached<T>(queryKey: QueryKey, queryFn: () => Promise<T>): Promise<T> {
  return sharedQueryClient().fetchQuery({ queryKey, queryFn });
}
