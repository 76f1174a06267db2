import type { ReactNode } from 'react';
import styles from './Marquee.module.scss';

export interface MarqueeItem {
  key: string;
  content: ReactNode;
}

export interface MarqueeProps {
  items: readonly [MarqueeItem, MarqueeItem];
  className?: string;
}

/**
 * CSS only, so it runs from the first paint though the page hydrates only on interaction. Both items stay in the
 * accessibility tree, so screen readers get all the text without live announcements.
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
