import type { QueryClient, QueryKey } from '@tanstack/react-query';
import * as z from '@/domain/zod';
import { createQueryClient, queryDefaults } from './queryClient';
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

/** The answer the cache holds for `queryKey` while it is fresh (what `fetchCached` gives without a read), if any. */
export function peekCached<T>(queryKey: QueryKey): { data: T } | undefined {
  const query = sharedQueryClient().getQueryCache().find<T>({ queryKey, exact: true });
  return query?.state.status === 'success' && !query.isStaleByTime(queryDefaults.staleTime)
    ? { data: query.state.data as T }
    : undefined;
}

/**
 * Reads into the cache ahead of the visitor, quietly: a failure is left for `fetchCached` to read again and
 * report when the visitor asks. Nothing is read while the cache holds a fresh answer.
 */
export function warmCached<T>(queryKey: QueryKey, queryFn: () => Promise<T>): void {
  if (peekCached(queryKey)) return;
  queryFn().then(
    (data) => sharedQueryClient().setQueryData(queryKey, data),
    () => {},
  );
}

/**
 * One read of a feature's client, by its arguments, three ways over the same cache key: `load` reads through the
 * cache (a failure is reported), `cached` is the fresh answer if held, `warm` reads ahead quietly.
 */
export function cachedRead<A extends unknown[], T>(key: (...args: A) => QueryKey, read: (...args: A) => Promise<T>) {
  return {
    load: (...args: A): Promise<T> => fetchCached(key(...args), () => read(...args)),
    cached: (...args: A) => peekCached<T>(key(...args)),
    warm: (...args: A) => warmCached(key(...args), () => read(...args)),
  };
}
