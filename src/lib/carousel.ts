import { motion } from '@/styles/tokens';

/** Carousel defaults of spec section 9. */
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
export const canAdvance = (index: number, count: number, loop: boolean): boolean => count > 1 && (loop || index < count - 1);

/** The page of a slide when `perPage` slides show at once, and the number of pages. */
export const pageOf = (index: number, perPage = 1): number => Math.floor(index / Math.max(1, perPage));
export const pageCount = (count: number, perPage = 1): number => Math.ceil(count / Math.max(1, perPage));

export type PointerKind = 'mouse' | 'touch' | 'pen';

/**
 * What a drag does when released: -1 (previous), 1 (next) or 0 (snap back). It must move at least
 * `threshold` of a slide's width; a mouse drag counts (like a touch swipe) only past `mouseDragPx`.
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
export const isMouseDrag = (dx: number, pointer: PointerKind, mouseDragPx: number = carouselDefaults.mouseDragPx): boolean =>
  pointer === 'mouse' && Math.abs(dx) > mouseDragPx;
