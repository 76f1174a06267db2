'use client';
import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch' | 'onPointerEnter' | 'onTouchStart' | 'onFocus'>;

/**
 * A link whose page is prefetched when a visitor shows intent for it (the pointer over it, a touch, or
 * keyboard focus) rather than when it enters the viewport: for links that are laid out but not seen,
 * such as the desktop top menu's panels (their ~34 links were all prefetched after every page load).
 * The pattern of Next's "Hover-triggered prefetch" guide: `prefetch={false}` until then.
 */
export function IntentLink(props: Props) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return <Link {...props} prefetch={intent ? null : false} onPointerEnter={show} onTouchStart={show} onFocus={show} />;
}
