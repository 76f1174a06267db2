import { motion } from '@/styles/tokens';

export const carouselDefaults = {
  move: motion.carouselMove,
  autoplay: motion.carouselAutoplay,
  startDelay: motion.carouselStartDelay,
  dragThreshold: motion.carouselDragThreshold,
  mouseDragPx: motion.carouselMouseDragPx,
} as const;

/** The index after moving `delta` slides: wraps with `loop`, else stops at the ends. */
export function stepIndex(index: number, delta: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const next = index + delta;
  if (loop) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/** Whether autoplay can move on from `index` (a carousel without loop stops at its last slide). */
export const canAdvance = (index: number, count: number, loop: boolean): boolean =>
  count > 1 && (loop || index < count - 1);

export const pageOf = (index: number, perPage = 1): number => Math.floor(index / Math.max(1, perPage));
export const pageCount = (count: number, perPage = 1): number => Math.ceil(count / Math.max(1, perPage));

export type PointerKind = 'mouse' | 'touch' | 'pen';

/**
 * -1 (previous), 1 (next) or 0 (snap back). A drag must cover `threshold` of a slide's width, and a mouse
 * drag also `mouseDragPx`, so that a click with a slightly moving mouse stays a click.
 */
export function dragOutcome(
  dx: number,
  slideWidth: number,
  pointer: PointerKind,
  threshold: number = carouselDefaults.dragThreshold,
  mouseDragPx: number = carouselDefaults.mouseDragPx,
): -1 | 0 | 1 {
  if (!(slideWidth > 0)) return 0;
  const needed = Math.max(threshold * slideWidth, pointer === 'mouse' ? mouseDragPx : 0);
  if (Math.abs(dx) < needed || Math.abs(dx) === 0) return 0;
  return dx < 0 ? 1 : -1;
}

/** Whether a mouse drag was long enough that the click ending it must not follow a link in the slide. */
export const isMouseDrag = (
  dx: number,
  pointer: PointerKind,
  mouseDragPx: number = carouselDefaults.mouseDragPx,
): boolean => pointer === 'mouse' && Math.abs(dx) > mouseDragPx;

/** Slide counts and intervals that have a CSS autoplay (Carousel.module.scss, `autoplay-{count}-{ms}`). */
export const cssAutoplayCounts = [2, 3, 4, 5, 6] as const;
export const cssAutoplayIntervals = [motion.aboutAutoplay, motion.carouselAutoplay] as const;

/**
 * The Carousel.module.scss class whose autoplay runs before hydration, or null when the stylesheet has none for
 * this carousel (looping, default move and start delay, a count and interval listed above); it then needs script.
 */
export function cssAutoplayName(
  count: number,
  loop: boolean,
  autoplay: number | false,
  startDelay: number,
  move: number,
): string | null {
  if (autoplay === false || !loop || startDelay !== carouselDefaults.startDelay || move !== carouselDefaults.move)
    return null;
  if (
    !(cssAutoplayCounts as readonly number[]).includes(count) ||
    !(cssAutoplayIntervals as readonly number[]).includes(autoplay)
  )
    return null;
  return `autoplay-${count}-${autoplay}`;
}

/**
 * Where a looping autoplay is `sinceStart` ms after it began, so that the script can take over from the CSS
 * autoplay without a jump in the rhythm. The first move is at `startDelay + interval`.
 */
export function autoplayPosition(
  sinceStart: number,
  count: number,
  interval: number,
  startDelay: number,
): { index: number; nextIn: number } {
  const firstMove = startDelay + interval;
  if (!(sinceStart >= firstMove) || count < 2)
    return { index: 0, nextIn: Math.max(0, firstMove - (sinceStart > 0 ? sinceStart : 0)) };
  const p = (sinceStart - firstMove) % (count * interval);
  const slot = Math.floor(p / interval);
  return { index: (slot + 1) % count, nextIn: interval - (p - slot * interval) };
}
