'use client';
import { useLinkStatus } from 'next/link';
import { PENDING_ATTR } from '@/lib/hydrationProtocol';
import styles from './LinkPendingHint.module.scss';

/**
 * A thin line along the bottom of a link while the page it leads to is on its way, moving after half a second
 * (Next's `useLinkStatus`; a prefetched page comes at once and shows nothing). Before the page has hydrated,
 * the boot script marks a held link `data-pending` (serve/deferHydration.mjs) and the same line shows,
 * so a click on a phone is answered at once either way. Always rendered and positioned over the link's
 * edge: it never moves the link's text. Empty, so nothing for a screen reader: the new page's title is announced
 * on arrival.
 * Use inside a next/link `Link` whose box is `position: relative`.
 */
export function LinkPendingHint() {
  const { pending } = useLinkStatus();
  return (
    <span className={styles.hint} {...{ [PENDING_ATTR]: pending ? '' : undefined }} data-testid="link-pending-hint" />
  );
}
