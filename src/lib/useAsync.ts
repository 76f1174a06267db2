'use client';
import { useEffect, useState } from 'react';

export type AsyncState<T> =
  { status: 'pending'; data?: undefined } | { status: 'success'; data: T } | { status: 'error'; data?: undefined };

/**
 * A new key starts a new read and answers for an older key are dropped; null reads nothing. `initial` is the
 * answer the page was rendered with, so that key needs no read. Caching and error reporting are the loader's.
 */
export function useAsync<T>(
  key: string | null,
  load: () => Promise<T>,
  initial?: { key: string; data: T },
): AsyncState<T> {
  const [state, setState] = useState<{ key: string | null; value: AsyncState<T> }>(() => ({
    key,
    value: initial && initial.key === key ? { status: 'success', data: initial.data } : { status: 'pending' },
  }));

  const known = initial && initial.key === key ? { status: 'success' as const, data: initial.data } : null;
  // a new key shows pending (or the known answer) from its first render, never the old key's data
  const current: AsyncState<T> = known ?? (state.key === key ? state.value : { status: 'pending' });

  useEffect(() => {
    if (key === null || (initial && initial.key === key)) return;
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
