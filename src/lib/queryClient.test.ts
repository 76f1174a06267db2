import { describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';
import { createQueryClient, queryDefaults } from './queryClient';

describe('server-state defaults', () => {
  it('never refetches on focus, stays fresh 5 minutes, keeps the cache 3 hours, never retries', () => {
    const client = createQueryClient(() => {});
    expect(client.getDefaultOptions().queries).toMatchObject({
      refetchOnWindowFocus: false,
      staleTime: 300_000,
      gcTime: 10_800_000,
      retry: false,
    });
    expect(queryDefaults.staleTime).toBe(5 * 60 * 1000);
  });

  it('reports a failed query once, with the Q_ code, and does not retry', async () => {
    const onError = vi.fn();
    const client = createQueryClient(onError);
    const fn = vi.fn().mockRejectedValue(new AppError('nope', 'NOT_FOUND', 'news'));
    await client.fetchQuery({ queryKey: ['news', 9], queryFn: fn }).catch(() => {});
    expect(fn).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ message: 'nope', code: 'Q_NOT_FOUND', path: 'news' });
  });

  it('reports a failed mutation with the SYS_ code', async () => {
    const onError = vi.fn();
    const client = createQueryClient(onError);
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new AppError('bad', '')) });
    await mutation.execute(undefined).catch(() => {});
    expect(onError).toHaveBeenCalledWith({ message: 'bad', code: 'ERR_SYS', path: undefined });
  });
});
