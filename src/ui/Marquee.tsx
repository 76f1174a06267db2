'use client';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

  // position and speed set on the elements (CSSOM), not as style attributes in the server HTML, so a
  // strict Content-Security-Policy (no inline styles) holds; the first item needs no offset
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    root.current?.style.setProperty('--marquee-move', `${move}ms`);
    if (track.current) track.current.style.transform = rotating ? `translateY(calc(var(--marquee-height, 3.4em) * ${-index}))` : '';
  }, [move, rotating, index]);

  return (
    <div
      ref={root}
      className={[styles.marquee, rotating ? '' : styles.static, className].filter(Boolean).join(' ')}
      data-marquee-index={index}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul ref={track} className={styles.track}>
        {items.map((item, i) => (
          <li key={item.key} className={styles.item} data-active={rotating ? i === index : true}>
            {item.content}
          </li>
        ))}
      </ul>
    </div>
  );
}
