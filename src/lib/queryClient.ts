import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { mutationErrorNotice, queryErrorNotice, type ErrorNotice } from './errors';

/** Server-state defaults of spec section 9. */
export const queryDefaults = {
  refetchOnWindowFocus: false,
  staleTime: 5 * 60 * 1000,
  gcTime: 3 * 60 * 60 * 1000,
  retry: false,
} as const;

/**
 * A TanStack Query client with the spec's defaults. Every failed query and mutation is reported to
 * `onError` in the catalogue's form (Q_ codes for queries, SYS_ codes for mutations); rejected
 * mutation promises are otherwise ignored.
 */
export function createQueryClient(onError: (notice: ErrorNotice) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(queryErrorNotice(error)) }),
    mutationCache: new MutationCache({ onError: (error) => onError(mutationErrorNotice(error)) }),
    defaultOptions: {
      queries: { ...queryDefaults },
      mutations: { retry: false },
    },
  });
}
