import type { ReactNode } from 'react';
import styles from './Marquee.module.scss';

export interface MarqueeItem {
  key: string;
  content: ReactNode;
}

export interface MarqueeProps {
  /** The two lines of the ticker (spec section 2: department name, then the copyright line). */
  items: readonly [MarqueeItem, MarqueeItem];
  className?: string;
}

/**
 * A vertical ticker showing one of its two items at a time: each stays $motion-marquee-interval
 * (spec 2000 ms) and the next slides in over $motion-marquee-move (500 ms). A CSS animation, so it
 * runs from the first paint without any script (the page hydrates only when the visitor does
 * something); it pauses while hovered or focused, and under prefers-reduced-motion nothing moves and
 * both items are shown. Both items stay in the accessibility tree, so screen readers get all the text
 * without live announcements.
 */
export function Marquee({ items, className }: MarqueeProps) {
  return (
    <div className={[styles.marquee, className].filter(Boolean).join(' ')} data-testid="marquee">
      <ul className={styles.track}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            {item.content}
          </li>
        ))}
      </ul>
    </div>
  );
}
