'use client';
import {
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {
  autoplayPosition,
  canAdvance,
  carouselDefaults,
  cssAutoplayName,
  dragOutcome,
  isMouseDrag,
  stepIndex,
  type PointerKind,
} from '@/lib/carousel';
import { HYDRATE_AT_LOAD, HYDRATE_ATTR, HYDRATE_IF_STORED_ATTR, hydrateIfStored } from '@/lib/hydrationProtocol';
import { labels } from '@/lib/labels';
import { persistKey, usePersisted, type PersistedState } from '@/lib/stores/persisted';
import { useReducedMotion } from '@/lib/useReducedMotion';
import { useWindowFocused } from '@/lib/useWindowFocused';
import styles from './Carousel.module.scss';

/** The stored flag of a visitor who paused the carousels. */
const PAUSED_FLAG = 'autoplayPaused' satisfies keyof PersistedState;

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  slides: CarouselSlide[];
  /** Accessible name of the carousel. */
  label: string;
  loop?: boolean;
  /** Autoplay interval in ms, or false for none (default 5000). */
  autoplay?: number | false;
  /** Delay before the first autoplay move, ms (default 1500). */
  startDelay?: number;
  /** Slide move duration, ms (default 500). */
  move?: number;
  arrows?: boolean;
  pagination?: boolean;
  className?: string;
}

/**
 * A slide carousel: slide index, optional loop, autoplay after a start delay,
 * drag (at least 0.1 of a slide; mouse drags over 50 px count like touch), pagination dots and optional
 * arrows. Autoplay pauses on window blur, while the visitor drags (slides), hovers or focuses it, and
 * resumes after. For WCAG 2.2.2 also a pause/play control, remembered in the persisted
 * state, and no autoplay or animation under prefers-reduced-motion.
 *
 * Before hydration (React starts when the page has loaded and the browser is idle, serve/deferHydration.mjs)
 * a looping carousel autoplays as a CSS animation of the same rhythm (Carousel.module.scss); on
 * hydration the component reads where that animation is, takes over from that slide and keeps the
 * rhythm. A visitor who paused autoplay (stored) gets the page hydrated at load instead.
 */
export function Carousel({
  slides,
  label,
  loop = false,
  autoplay = carouselDefaults.autoplay,
  startDelay = carouselDefaults.startDelay,
  move = carouselDefaults.move,
  arrows = false,
  pagination = true,
  className,
}: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const windowFocused = useWindowFocused();
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const [started, setStarted] = useState(false);
  const [dragX, setDragX] = useState<number | null>(null);
  const drag = useRef<{ x: number; pointer: PointerKind; id: number } | null>(null);
  const suppressClick = useRef(false);
  const viewport = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const userPaused = usePersisted((s) => s.autoplayPaused);
  const setUserPaused = usePersisted((s) => s.setAutoplayPaused);
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const cssName = cssAutoplayName(count, loop, autoplay, startDelay, move);
  const [cssAutoplay, setCssAutoplay] = useState(cssName !== null);
  // when the next autoplay move is due (performance.now()) after taking over from the CSS autoplay, else null
  // (a whole interval): a time, not a delay, so that a slow render of the takeover does not shift the rhythm
  const firstDue = useRef<number | null>(null);
  // an autoplay without a CSS version needs script from the start, and so does a stored pause:
  // the page hydrates at load (serve/deferHydration.mjs)
  const hydration = {
    [HYDRATE_ATTR]: autoplay !== false && count > 1 && !cssName ? HYDRATE_AT_LOAD : undefined,
    [HYDRATE_IF_STORED_ATTR]: cssName ? hydrateIfStored(persistKey(), PAUSED_FLAG) : undefined,
  };

  // take over from the CSS autoplay: the slide it shows and the time to its next move; then drop it
  useLayoutEffect(() => {
    if (!cssAutoplay) return;
    const animation = track.current?.getAnimations?.()[0];
    const since = animation?.currentTime == null ? NaN : Number(animation.currentTime);
    // held where it is until React's render of that slide: a transition, a task of its own, rather than a
    // synchronous render in hydration's last task (which would also run every effect of the page there)
    animation?.pause?.();
    const at =
      Number.isFinite(since) && autoplay !== false ? autoplayPosition(since, count, autoplay, startDelay) : null;
    if (at) firstDue.current = performance.now() + at.nextIn;
    startTransition(() => {
      if (at) {
        setIndex(at.index);
        setStarted(true);
      }
      setCssAutoplay(false);
    });
  }, [cssAutoplay, autoplay, count, startDelay]);

  // the visitor's stored pause choice (persist:{SITE_CODE}), read once the page has hydrated
  useEffect(() => {
    void usePersisted.persist.rehydrate();
  }, []);

  const hasAutoplay = autoplay !== false && count > 1 && !reduced;
  const playing = hasAutoplay && !userPaused;
  // autoplay counts from the start of each move, so slides change every `autoplay` ms
  const running =
    playing &&
    started &&
    windowFocused &&
    !hovered &&
    !focusedWithin &&
    dragX === null &&
    canAdvance(index, count, loop);

  const goTo = (next: number) => {
    firstDue.current = null;
    if (next !== index) setIndex(next);
  };
  const step = (delta: number) => goTo(stepIndex(index, delta, count, loop));

  // the start delay before the first autoplay move
  useEffect(() => {
    if (!hasAutoplay || started) return;
    const t = window.setTimeout(() => setStarted(true), startDelay);
    return () => window.clearTimeout(t);
  }, [hasAutoplay, started, startDelay]);

  useEffect(() => {
    if (!running) return;
    const due = firstDue.current;
    const t = window.setTimeout(
      () => {
        firstDue.current = null;
        setIndex((i) => stepIndex(i, 1, count, loop));
      },
      due === null ? autoplay : Math.max(0, due - performance.now()),
    );
    return () => window.clearTimeout(t);
  }, [running, autoplay, count, loop, index]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (e.pointerType === 'mouse' && e.button !== 0)) return;
    drag.current = { x: e.clientX, pointer: (e.pointerType || 'mouse') as PointerKind, id: e.pointerId };
    suppressClick.current = false;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    if (dragX === null && Math.abs(dx) < 5) return;
    if (dragX === null) viewport.current?.setPointerCapture?.(e.pointerId);
    setDragX(dx);
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || dragX === null) {
      setDragX(null);
      return;
    }
    const width = viewport.current?.clientWidth ?? 0;
    const dx = e.clientX - d.x;
    suppressClick.current = isMouseDrag(dx, d.pointer);
    const outcome = dragOutcome(dx, width, d.pointer);
    setDragX(null);
    if (outcome !== 0) step(outcome);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
    else return;
    e.preventDefault();
  };

  // the track's position, set on the element (CSSOM) rather than as a style attribute in the server
  // HTML, so a strict Content-Security-Policy (no inline styles) holds; slide 1 needs no offset
  // The first placement is not a move: no transition. In hydration `reduced` is still the server's answer, and a
  // transition from no transform to the first slide's ran under reduced motion too.
  const placed = useRef(false);
  useLayoutEffect(() => {
    const el = track.current;
    if (!el) return;
    el.style.transform = `translateX(calc(${-index * 100}% + ${dragX ?? 0}px))`;
    el.style.transition = !placed.current || dragX !== null || reduced ? 'none' : `transform ${move}ms ease`;
    placed.current = true;
  }, [index, dragX, reduced, move]);

  return (
    <section
      className={[styles.carousel, cssAutoplay && cssName ? styles[cssName] : null, className]
        .filter(Boolean)
        .join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="carousel"
      data-index={index}
      data-playing={running}
      {...hydration}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusedWithin(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusedWithin(false);
      }}
    >
      <div
        ref={viewport}
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(e) => {
          if (suppressClick.current) {
            e.preventDefault();
            e.stopPropagation();
            suppressClick.current = false;
          }
        }}
        onKeyDown={onKeyDown}
      >
        <div ref={track} className={styles.track} id={`${id}-track`} aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
              data-active={i === index}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {hasAutoplay && (
            <button
              type="button"
              className={styles.control}
              onClick={() => setUserPaused(!userPaused)}
              aria-pressed={userPaused}
              data-testid="carousel-pause"
            >
              <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
              <span className={styles.controlLabel}>
                {labels.pause.zh} <span lang="en">{labels.pause.en}</span>
              </span>
            </button>
          )}
          {arrows && (
            <button
              type="button"
              className={styles.control}
              onClick={() => step(-1)}
              disabled={!loop && index === 0}
              aria-controls={`${id}-track`}
            >
              <span aria-hidden="true">←</span>
              <span className={styles.controlLabel}>
                {labels.previousSlide.zh} <span lang="en">{labels.previousSlide.en}</span>
              </span>
            </button>
          )}
          {pagination && (
            <div className={styles.dots} role="group" aria-label={`${labels.slides.zh} ${labels.slides.en}`}>
              {slides.map((slide, i) => (
                <button
                  key={slide.key}
                  type="button"
                  className={styles.dot}
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={`${labels.slide.zh} ${i + 1} ${labels.slide.en} ${i + 1}`}
                  aria-controls={`${id}-track`}
                  onClick={() => goTo(i)}
                  data-testid="carousel-dot"
                />
              ))}
            </div>
          )}
          {arrows && (
            <button
              type="button"
              className={styles.control}
              onClick={() => step(1)}
              disabled={!loop && index === count - 1}
              aria-controls={`${id}-track`}
            >
              <span className={styles.controlLabel}>
                {labels.nextSlide.zh} <span lang="en">{labels.nextSlide.en}</span>
              </span>
              <span aria-hidden="true">→</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
