'use client';
import { useSyncExternalStore, type ReactNode } from 'react';
import { SHOWN_UNTIL_ATTR } from '@/lib/hydrationProtocol';

const noSubscribe = () => () => {};

/**
 * A list item shown until a moment (an ISO date-time): a prerendered page can list "upcoming" things
 * and still never show one that is over, however long ago it was built. The server HTML shows it; a
 * page with an item that is over hydrates at load (serve/deferHydration.mjs), which hides it.
 */
export function ShownUntil({ until, className, children }: { until: string; className?: string; children: ReactNode }) {
  const over = useSyncExternalStore(
    noSubscribe,
    () => Date.now() > Date.parse(until),
    () => false,
  );
  return (
    <li className={className} hidden={over} {...{ [SHOWN_UNTIL_ATTR]: until }}>
      {children}
    </li>
  );
}
