import { compile } from 'sass';
import { describe, expect, it } from 'vitest';
import { motion } from '@/styles/tokens';
import {
  autoplayPosition,
  canAdvance,
  carouselDefaults,
  cssAutoplayCounts,
  cssAutoplayIntervals,
  cssAutoplayName,
  dragOutcome,
  isMouseDrag,
  pageCount,
  pageOf,
  stepIndex,
} from './carousel';

describe('carousel logic', () => {
  it('has the product defaults', () => {
    expect(carouselDefaults).toEqual({
      move: 500,
      autoplay: 5000,
      startDelay: 1500,
      dragThreshold: 0.1,
      mouseDragPx: 50,
    });
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

describe('CSS autoplay before hydration', () => {
  it('has a CSS version for looping carousels with the default move and start delay, a count of 2-6 and an interval the site uses', () => {
    expect(cssAutoplayName(4, true, 3000, 1500, 500)).toBe('autoplay-4-3000');
    expect(cssAutoplayName(2, true, 5000, 1500, 500)).toBe('autoplay-2-5000');
    expect(cssAutoplayName(4, false, 3000, 1500, 500)).toBeNull();
    expect(cssAutoplayName(4, true, false, 1500, 500)).toBeNull();
    expect(cssAutoplayName(4, true, 4000, 1500, 500)).toBeNull();
    expect(cssAutoplayName(7, true, 3000, 1500, 500)).toBeNull();
    expect(cssAutoplayName(1, true, 3000, 1500, 500)).toBeNull();
    expect(cssAutoplayName(4, true, 3000, 0, 500)).toBeNull();
    expect(cssAutoplayName(4, true, 3000, 1500, 300)).toBeNull();
  });

  it('every CSS version exists in the stylesheet, with the rhythm of the component', () => {
    const css = compile('src/ui/Carousel.module.scss', { loadPaths: ['.'] }).css;
    for (const n of cssAutoplayCounts) {
      for (const a of cssAutoplayIntervals) expect(css).toContain(`.autoplay-${n}-${a} .track {`);
    }
    expect([...cssAutoplayIntervals]).toEqual([motion.aboutAutoplay, motion.carouselAutoplay]);
    // About: 4 slides, 3000 ms: a 12 s cycle starting 1.5 + 3 s after the carousel appears
    expect(css).toContain('animation: autoplay-4-3000-track 12000ms ease 4500ms infinite;');
    const frames = css
      .slice(css.indexOf('@keyframes autoplay-4-3000-track'), css.indexOf('@keyframes autoplay-4-3000-dot'))
      .replace(/\s+/g, ' ');
    expect(frames).toContain('4.1667% { transform: translateX(-100%); }');
    expect(frames).toContain('75% { transform: translateX(-300%); }');
    expect(frames).toContain('79.1667% { transform: translateX(-0%); }');
    for (const [k, delay] of [1500, 4500, 7500, 10500].entries()) {
      expect(css).toContain(
        `.autoplay-4-3000 .dot:nth-child(${k + 1})::before {\n    animation: autoplay-4-3000-dot 12000ms step-end ${delay}ms infinite;`,
      );
    }
    // no motion for a visitor who asks for less
    expect(css.indexOf('@media (prefers-reduced-motion: no-preference)')).toBeLessThan(
      css.indexOf('.autoplay-4-3000 .track'),
    );
  });

  it('finds the slide and the time to the next move of a looping autoplay', () => {
    // 4 slides, 3000 ms, start delay 1500: moves at 4500, 7500, 10500, 13500 (back to 0), 16500...
    expect(autoplayPosition(0, 4, 3000, 1500)).toEqual({ index: 0, nextIn: 4500 });
    expect(autoplayPosition(4000, 4, 3000, 1500)).toEqual({ index: 0, nextIn: 500 });
    expect(autoplayPosition(4500, 4, 3000, 1500)).toEqual({ index: 1, nextIn: 3000 });
    expect(autoplayPosition(4700, 4, 3000, 1500)).toEqual({ index: 1, nextIn: 2800 });
    expect(autoplayPosition(7499, 4, 3000, 1500)).toEqual({ index: 1, nextIn: 1 });
    expect(autoplayPosition(10600, 4, 3000, 1500)).toEqual({ index: 3, nextIn: 2900 });
    expect(autoplayPosition(13500, 4, 3000, 1500)).toEqual({ index: 0, nextIn: 3000 });
    expect(autoplayPosition(16500 + 12000 * 10, 4, 3000, 1500)).toEqual({ index: 1, nextIn: 3000 });
    expect(autoplayPosition(Number.NaN, 4, 3000, 1500)).toEqual({ index: 0, nextIn: 4500 });
    expect(autoplayPosition(-20, 4, 3000, 1500)).toEqual({ index: 0, nextIn: 4500 });
  });
});
