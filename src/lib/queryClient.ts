import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { mutationErrorNotice, queryErrorNotice, type ErrorNotice } from './errors';

export const queryDefaults = {
  refetchOnWindowFocus: false,
  staleTime: 5 * 60 * 1000,
  gcTime: 3 * 60 * 60 * 1000,
  retry: false,
} as const;

/** Every failed query and mutation goes to `onError`; rejected mutation promises are otherwise ignored. */
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
