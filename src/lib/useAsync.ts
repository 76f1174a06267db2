'use client';
import { useEffect, useState } from 'react';

export type AsyncState<T> =
  { status: 'pending'; data?: undefined } | { status: 'success'; data: T } | { status: 'error'; data?: undefined };

/**
 * A new key starts a new read and answers for an older key are dropped; null reads nothing. `initial` is the
 * answer the page was rendered with, so that key needs no read. `peek` gives an answer the loader already
 * holds (its cache), shown in the key's first render rather than after a read. Caching and error reporting
 * are the loader's.
 */
export function useAsync<T>(
  key: string | null,
  load: () => Promise<T>,
  initial?: { key: string; data: T },
  peek?: () => { data: T } | undefined,
): AsyncState<T> {
  const held = (): AsyncState<T> | undefined => {
    const hit = key === null ? undefined : peek?.();
    return hit && { status: 'success', data: hit.data };
  };
  const [state, setState] = useState<{ key: string | null; value: AsyncState<T> }>(() => ({
    key,
    value:
      initial && initial.key === key ? { status: 'success', data: initial.data } : (held() ?? { status: 'pending' }),
  }));

  const known = initial && initial.key === key ? { status: 'success' as const, data: initial.data } : null;
  if (!known && state.key !== key) {
    // a new key whose answer is held: set during render, so the first render for it shows the answer
    const hit = held();
    if (hit) setState({ key, value: hit });
  }
  // a new key shows pending (or the known answer) from its first render, never the old key's data
  const current: AsyncState<T> = known ?? (state.key === key ? state.value : { status: 'pending' });

  useEffect(() => {
    // an answer already shown (known, or held when the key first rendered) needs no read
    if (key === null || current.status === 'success') return;
    let live = true;
    load().then(
      (data) => live && setState({ key, value: { status: 'success', data } }),
      () => live && setState({ key, value: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
    // `load` is a function of `key`: a new key is a new read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return current;
}
