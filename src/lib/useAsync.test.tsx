import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsync } from './useAsync';

describe('useAsync', () => {
  it('reads a key: pending first, then its answer', async () => {
    const load = vi.fn(async () => 'answer');
    const { result } = renderHook(() => useAsync('a', load));
    expect(result.current).toEqual({ status: 'pending' });
    await act(async () => {});
    expect(result.current).toEqual({ status: 'success', data: 'answer' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows an answer the loader holds in the first render for its key, with no read', () => {
    const load = vi.fn(async () => 'read');
    const held = new Map([['b', 'held b']]);
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ key }) => {
        const state = useAsync(key, load, undefined, () => (held.has(key) ? { data: held.get(key)! } : undefined));
        seen.push(`${key}:${state.status}`);
        return state;
      },
      { initialProps: { key: 'b' } },
    );
    expect(result.current).toEqual({ status: 'success', data: 'held b' });
    expect(seen).toEqual(['b:success']);

    // a new key held by then: its first committed render shows it
    held.set('c', 'held c');
    rerender({ key: 'c' });
    expect(result.current).toEqual({ status: 'success', data: 'held c' });
    expect(load).not.toHaveBeenCalled();

    // one not held is read
    rerender({ key: 'd' });
    expect(result.current).toEqual({ status: 'pending' });
    expect(load).toHaveBeenCalledOnce();
  });
});
