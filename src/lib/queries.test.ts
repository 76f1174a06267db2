import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedRead, fetchCached, peekCached, sharedQueryClient, warmCached } from './queries';
import { queryDefaults } from './queryClient';
import { useDialog } from './stores/dialog';

afterEach(() => {
  sharedQueryClient().clear();
  useDialog.setState({ isVisible: false });
  vi.useRealTimers();
});

describe('the query cache, read without waiting', () => {
  it('peeks a fresh answer (null included), and nothing for a key not read, a failed read or a stale answer', async () => {
    expect(peekCached(['k', 1])).toBeUndefined();
    await fetchCached(['k', 1], async () => ({ id: 1 }));
    expect(peekCached(['k', 1])).toEqual({ data: { id: 1 } });
    await fetchCached(['k', 404], async () => null);
    expect(peekCached(['k', 404])).toEqual({ data: null });
    await fetchCached(['k', 2], async () => Promise.reject(new Error('down'))).catch(() => {});
    expect(peekCached(['k', 2])).toBeUndefined();

    vi.useFakeTimers({ now: Date.now() + queryDefaults.staleTime + 1, toFake: ['Date'] });
    expect(peekCached(['k', 1]), 'as stale as fetchCached would read again').toBeUndefined();
  });

  it('warms the cache quietly: an answer is kept, a failure says nothing and is read again when asked', async () => {
    const read = vi.fn(async () => ({ id: 5 }));
    warmCached(['w', 5], read);
    await vi.waitFor(() => expect(peekCached(['w', 5])).toEqual({ data: { id: 5 } }));
    warmCached(['w', 5], read); // held: no second read
    expect(read).toHaveBeenCalledOnce();
    expect(await fetchCached(['w', 5], read)).toEqual({ id: 5 });
    expect(read).toHaveBeenCalledOnce();

    warmCached(['w', 6], async () => Promise.reject(new Error('down')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(useDialog.getState().isVisible, 'no error dialog for a read the visitor did not ask for').toBe(false);
    expect(peekCached(['w', 6])).toBeUndefined();
    await expect(fetchCached(['w', 6], async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(useDialog.getState().isVisible, 'asked: the failure is reported').toBe(true);
  });

  it('reads one key three ways: loaded, it is peeked and not warmed again; another argument is another key', async () => {
    const read = vi.fn(async (id: number) => ({ id }));
    const item = cachedRead((id: number) => ['item', id], read);
    expect(item.cached(1)).toBeUndefined();
    expect(await item.load(1)).toEqual({ id: 1 });
    expect(item.cached(1)).toEqual({ data: { id: 1 } });
    item.warm(1);
    expect(read).toHaveBeenCalledOnce();
    item.warm(2);
    await vi.waitFor(() => expect(item.cached(2)).toEqual({ data: { id: 2 } }));
    expect(read).toHaveBeenLastCalledWith(2);
  });
});
