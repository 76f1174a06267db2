import { describe, expect, it } from 'vitest';
import { canAdvance, carouselDefaults, dragOutcome, isMouseDrag, pageCount, pageOf, stepIndex } from './carousel';

describe('carousel logic (spec sections 4 and 9)', () => {
  it('has the spec defaults', () => {
    expect(carouselDefaults).toEqual({ move: 500, autoplay: 5000, startDelay: 1500, dragThreshold: 0.1, mouseDragPx: 50 });
  });
  it('steps and wraps with loop', () => {
    expect(stepIndex(0, 1, 4, true)).toBe(1);
    expect(stepIndex(3, 1, 4, true)).toBe(0);
    expect(stepIndex(0, -1, 4, true)).toBe(3);
    expect(stepIndex(2, 6, 4, true)).toBe(0);
  });
  it('stops at the ends without loop', () => {
    expect(stepIndex(3, 1, 4, false)).toBe(3);
    expect(stepIndex(0, -1, 4, false)).toBe(0);
    expect(stepIndex(1, 1, 0, false)).toBe(0);
    expect(canAdvance(3, 4, false)).toBe(false);
    expect(canAdvance(3, 4, true)).toBe(true);
    expect(canAdvance(0, 1, true)).toBe(false);
  });
  it('computes pages', () => {
    expect(pageOf(5, 2)).toBe(2);
    expect(pageOf(3)).toBe(3);
    expect(pageCount(5, 2)).toBe(3);
    expect(pageCount(4)).toBe(4);
  });
  it('moves on a drag of at least 0.1 of a slide', () => {
    expect(dragOutcome(-39, 400, 'touch')).toBe(0);
    expect(dragOutcome(-40, 400, 'touch')).toBe(1);
    expect(dragOutcome(40, 400, 'touch')).toBe(-1);
    expect(dragOutcome(0, 400, 'touch')).toBe(0);
    expect(dragOutcome(-100, 0, 'touch')).toBe(0);
  });
  it('counts a mouse drag only past 50 px', () => {
    expect(dragOutcome(-45, 400, 'mouse')).toBe(0);
    expect(dragOutcome(-50, 400, 'mouse')).toBe(1);
    expect(dragOutcome(-120, 1000, 'mouse')).toBe(1);
    expect(dragOutcome(-99, 1000, 'mouse')).toBe(0);
    expect(isMouseDrag(51, 'mouse')).toBe(true);
    expect(isMouseDrag(50, 'mouse')).toBe(false);
    expect(isMouseDrag(200, 'touch')).toBe(false);
  });
});
