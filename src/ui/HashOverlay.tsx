'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { matchHash, OVERLAY_ATTR, type HashParams } from '@/lib/hashRoute';
import { afterNextPaint, whenIdle } from '@/lib/idle';
import { clearHash, useHashMatch } from '@/lib/useHashRoute';
import { Overlay } from './Overlay';

export interface HashOverlayProps {
  /** e.g. 'news/:id' or 'baElectiveCourses/:id/:detailId' */
  pattern: string;
  label: string;
  /** Parameters are numbers, or null when not numeric. */
  children: (params: HashParams) => ReactNode;
  /**
   * Starts reading what the panel of `params` will show: for the cards in view once the browser is idle, and
   * for a card the visitor presses (a press is followed by its click; a hover often is not). A tap then
   * finds its panel's data there, or on its way.
   */
  prepare?: (params: HashParams) => void;
  /**
   * Loads the panel's code once the browser is idle after hydration, apart from the visible cards' reads: in
   * steps, each awaited and then the next in an idle period of its own (its code compiles off the main
   * thread, so each step is mostly its evaluation). A constant list: a new one starts again.
   */
  preload?: readonly (() => Promise<unknown>)[];
}

/** The hash is cleared after the exit animation, during which the last parameters stay rendered. */
export function HashOverlay({ pattern, label, children, prepare, preload }: HashOverlayProps) {
  usePreparation(pattern, prepare);
  useIdleSteps(preload);
  const match = useHashMatch(pattern);
  const [lastParams, setLastParams] = useState<HashParams | null>(match?.params ?? null);
  if (match && match.params !== lastParams && JSON.stringify(match.params) !== JSON.stringify(lastParams)) {
    setLastParams(match.params);
  }
  return (
    <Overlay open={match !== null} onClosed={clearHash} label={label}>
      {lastParams ? children(lastParams) : null}
    </Overlay>
  );
}

function useIdleSteps(steps?: readonly (() => Promise<unknown>)[]) {
  useEffect(() => {
    if (!steps?.length) return;
    let cancel = () => {};
    let stopped = false;
    const step = (i: number) => {
      cancel = whenIdle(() => {
        // a step that fails is left: the panel loads its code again on first use, and says so if it cannot
        steps[i]!().then(
          () => {
            if (!stopped && i + 1 < steps.length) step(i + 1);
          },
          () => {},
        );
      });
    };
    step(0);
    return () => {
      stopped = true;
      cancel();
    };
  }, [steps]);
}

function usePreparation(pattern: string, prepare?: (params: HashParams) => void) {
  const latest = useRef(prepare);
  useEffect(() => {
    latest.current = prepare;
  });
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      const cards = new Map<Element, HashParams>();
      for (const card of document.querySelectorAll(`a[${OVERLAY_ATTR}]`)) {
        const match = matchHash(card.getAttribute(OVERLAY_ATTR) ?? '', pattern);
        if (match) cards.set(card, match.params);
      }
      if (cards.size === 0 || typeof IntersectionObserver !== 'function') return;
      // An observer, not each card's rectangle: reading a rectangle forces the layout that is pending into this
      // task, while the observer answers after the browser's own next layout. Its first answer covers every
      // card; the ones in view are the ones read ahead.
      observer = new IntersectionObserver((entries) => {
        observer?.disconnect();
        for (const entry of entries) {
          const params = cards.get(entry.target);
          if (entry.isIntersecting && params) latest.current?.(params);
        }
      });
      for (const card of cards.keys()) observer.observe(card);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [pattern]);
  useEffect(() => {
    const onIntent = (e: Event) => {
      const hash = (e.target as Element | null)?.closest?.(`a[${OVERLAY_ATTR}]`)?.getAttribute(OVERLAY_ATTR);
      const match = hash ? matchHash(hash, pattern) : null;
      // after the frame that answers the press: the read's set-up is script time that frame need not wait for
      if (match) afterNextPaint(() => latest.current?.(match.params));
    };
    document.addEventListener('pointerdown', onIntent, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerdown', onIntent, { capture: true });
    };
  }, [pattern]);
}
