'use client';
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/** The visitor's current year: the build year in the server HTML, corrected on hydration. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return (
    <>
      {useSyncExternalStore(
        noSubscribe,
        () => new Date().getFullYear(),
        () => buildYear,
      )}
    </>
  );
}
