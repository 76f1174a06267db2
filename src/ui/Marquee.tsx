'use client';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { motion } from '@/styles/tokens';
import { useReducedMotion } from '@/lib/useReducedMotion';
import styles from './Marquee.module.scss';

export interface MarqueeItem {
  key: string;
  content: ReactNode;
}

export interface MarqueeProps {
  items: MarqueeItem[];
  /** Time each item stays, ms (spec default 5000). */
  interval?: number;
  /** Slide duration, ms (spec 500). */
  move?: number;
  className?: string;
}

/**
 * A vertical ticker showing one item at a time, rotating every `interval` ms. It pauses while hovered
 * or focused; under prefers-reduced-motion nothing moves and every item is shown. Every item stays in
 * the accessibility tree, so screen readers get all the text without live announcements.
 */
export function Marquee({ items, interval = motion.marqueeDefaultInterval, move = motion.marqueeMove, className }: MarqueeProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const rotating = !reduced && items.length > 1;

  useEffect(() => {
    if (!rotating || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), interval);
    return () => window.clearInterval(timer);
  }, [rotating, paused, interval, items.length]);

  const style = { '--marquee-move': `${move}ms` } as CSSProperties;
  return (
    <div
      className={[styles.marquee, rotating ? '' : styles.static, className].filter(Boolean).join(' ')}
      style={style}
      data-marquee-index={index}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className={styles.track} style={rotating ? { transform: `translateY(calc(var(--marquee-height, 3.4em) * ${-index}))` } : undefined}>
        {items.map((item, i) => (
          <li key={item.key} className={styles.item} data-active={rotating ? i === index : true}>
            {item.content}
          </li>
        ))}
      </ul>
    </div>
  );
}
