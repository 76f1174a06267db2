import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  bootNames,
  HYDRATE_AT_LOAD,
  HYDRATE_ATTR,
  HYDRATE_IF_STORED_ATTR,
  hydrateIfStored,
} from '@/lib/hydrationProtocol';
import { persistKey, usePersisted } from '@/lib/stores/persisted';
import { HELD_CLICK_LIMIT_MS, hydrationBoot } from '../../serve/hydrationBoot.mjs';
import { Carousel } from './Carousel';

const slides = ['A', 'B', 'C', 'D'].map((k) => ({ key: k, content: <p>slide {k}</p> }));
const index = () => Number(screen.getByTestId('carousel').getAttribute('data-index'));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function reducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion(false);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    act(() => usePersisted.setState({ autoplayPaused: false }));
  });
  afterEach(() => vi.useRealTimers());

  it('autoplays after the start delay, every interval, and loops', () => {
    render(<Carousel slides={slides} label="About" loop autoplay={3000} />);
    expect(index()).toBe(0);
    tick(1500); // start delay
    tick(2999);
    expect(index()).toBe(0);
    tick(1);
    expect(index()).toBe(1);
    tick(2999); // every 3000 ms from the start of the previous move
    expect(index()).toBe(1);
    tick(1);
    expect(index()).toBe(2);
    tick(3000);
    tick(3000);
    expect(index()).toBe(0);
  });

  it('places the first slide without a transition, and moves to the next with one', () => {
    render(<Carousel slides={slides} label="x" autoplay={false} move={400} />);
    const track = screen.getByTestId('carousel').querySelector<HTMLElement>('[id$="-track"]')!;
    expect(track.style.transform).toBe('translateX(calc(0% + 0px))');
    expect(track.style.transition).toBe('none');
    act(() => fireEvent.click(screen.getAllByTestId('carousel-dot')[1]!));
    expect(index()).toBe(1);
    expect(track.style.transition).toMatch(/^transform 400ms/);
  });

  it('stops at the last slide without loop', () => {
    render(<Carousel slides={slides} label="x" autoplay={1000} startDelay={0} move={0} />);
    for (let i = 0; i < 10; i += 1) tick(1000);
    expect(index()).toBe(3);
  });

  it('pauses on window blur and resumes on focus', () => {
    const focus = vi.spyOn(document, 'hasFocus');
    render(<Carousel slides={slides} label="x" loop autoplay={1000} startDelay={0} />);
    focus.mockReturnValue(false);
    act(() => window.dispatchEvent(new Event('blur')));
    tick(5000);
    expect(index()).toBe(0);
    focus.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('focus')));
    tick(1000);
    expect(index()).toBe(1);
  });

  it('mounted in a window without focus (hydrated in the background), it waits for the focus', () => {
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    render(<Carousel slides={slides} label="x" loop autoplay={1000} startDelay={0} />);
    tick(5000);
    expect(index()).toBe(0);
    focus.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('focus')));
    tick(1000);
    expect(index()).toBe(1);
  });

  it('pauses while hovered', () => {
    render(<Carousel slides={slides} label="x" loop autoplay={1000} startDelay={0} />);
    fireEvent.mouseEnter(screen.getByTestId('carousel'));
    tick(5000);
    expect(index()).toBe(0);
    fireEvent.mouseLeave(screen.getByTestId('carousel'));
    tick(1000);
    expect(index()).toBe(1);
  });

  it('has a pause control whose choice is remembered', () => {
    render(<Carousel slides={slides} label="x" loop autoplay={1000} startDelay={0} />);
    const pause = screen.getByTestId('carousel-pause');
    fireEvent.click(pause);
    fireEvent.mouseLeave(screen.getByTestId('carousel'));
    fireEvent.blur(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(usePersisted.getState().autoplayPaused).toBe(true);
    tick(5000);
    expect(index()).toBe(0);
  });

  it('does not autoplay under reduced motion', () => {
    reducedMotion(true);
    render(<Carousel slides={slides} label="x" loop autoplay={1000} startDelay={0} />);
    tick(10000);
    expect(index()).toBe(0);
    expect(screen.queryByTestId('carousel-pause')).toBeNull();
  });

  it('goes to a slide by its dot, and hides the others from assistive technology', () => {
    render(<Carousel slides={slides} label="x" autoplay={false} />);
    const dots = screen.getAllByTestId('carousel-dot');
    expect(dots).toHaveLength(4);
    fireEvent.click(dots[2]!);
    expect(index()).toBe(2);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('slide C').parentElement).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByText('slide A').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('has arrows only when asked, disabled at the ends without loop', () => {
    const { unmount } = render(<Carousel slides={slides} label="x" autoplay={false} />);
    expect(screen.queryByRole('button', { name: /Previous/ })).toBeNull();
    unmount();
    render(<Carousel slides={slides} label="x" autoplay={false} arrows />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(index()).toBe(1);
  });

  it('moves with the arrow keys', () => {
    render(<Carousel slides={slides} label="x" autoplay={false} loop />);
    const viewport = screen.getByText('slide A').closest('[aria-roledescription="carousel"]')!.firstElementChild!;
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(index()).toBe(3);
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(index()).toBe(0);
  });

  describe('before hydration: the CSS autoplay', () => {
    const carousel = () => screen.getByTestId('carousel');
    const withAnimationAt = (currentTime: number | null) => {
      // jsdom has no Web Animations; the track reports the CSS animation it would have
      Object.defineProperty(HTMLElement.prototype, 'getAnimations', {
        configurable: true,
        value: () => [{ currentTime }],
      });
    };
    afterEach(() => {
      delete (HTMLElement.prototype as { getAnimations?: unknown }).getAnimations;
    });

    it('is in the server HTML of a looping carousel with a CSS version, with the stored pause that makes the page hydrate at load', () => {
      const html = renderToString(<Carousel slides={slides} label="About" loop autoplay={3000} />);
      expect(html).toMatch(/class="[^"]*\bautoplay-4-3000\b/);
      expect(html).toContain(`${HYDRATE_IF_STORED_ATTR}="${hydrateIfStored(persistKey(), 'autoplayPaused')}"`);
      expect(html).not.toContain(`${HYDRATE_ATTR}="${HYDRATE_AT_LOAD}"`);
    });

    it('a stored pause, as the store writes it, makes the boot script start the scripts at load; no pause does not', () => {
      // the listeners each boot adds, removed after
      const added: [EventTarget, string, EventListenerOrEventListenerObject, unknown][] = [];
      for (const target of [window, document]) {
        const original = target.addEventListener.bind(target);
        vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
          added.push([target, type, listener!, options]);
          original(type, listener, options);
        });
      }
      /** Whether the boot script of a prerendered About page hydrates it at load, with this stored choice. */
      const hydratesAtLoad = (paused: boolean) => {
        localStorage.clear();
        act(() => usePersisted.getState().setAutoplayPaused(paused));
        document.head.innerHTML = '<script type="text/x-deferred" data-next-src="/_next/static/chunks/a.js"></script>';
        document.body.innerHTML = renderToString(<Carousel slides={slides} label="About" loop autoplay={3000} />);
        hydrationBoot(new Date().getFullYear(), HELD_CLICK_LIMIT_MS, bootNames);
        return document.head.querySelectorAll('script[src]').length > 0;
      };
      try {
        expect(hydratesAtLoad(true)).toBe(true);
        expect(hydratesAtLoad(false)).toBe(false);
      } finally {
        for (const [target, type, listener, options] of added)
          target.removeEventListener(type, listener, options as EventListenerOptions);
        localStorage.clear();
        document.head.innerHTML = '';
        document.body.innerHTML = '';
      }
    });

    it('is not used where the stylesheet has no version: that page hydrates at load', () => {
      const html = renderToString(<Carousel slides={slides} label="x" autoplay={3000} />);
      expect(html).not.toContain('autoplay-4-3000');
      expect(html).toContain(`${HYDRATE_ATTR}="${HYDRATE_AT_LOAD}"`);
      expect(renderToString(<Carousel slides={slides} label="x" autoplay={false} />)).not.toContain(HYDRATE_ATTR);
    });

    it('hands over on hydration: the slide the animation shows, the rest of its interval, and no CSS animation after', () => {
      withAnimationAt(8000); // moves at 4500 and 7500: on slide 2, the next move 2500 ms away
      render(<Carousel slides={slides} label="About" loop autoplay={3000} />);
      expect(carousel().className).not.toContain('autoplay-4-3000');
      expect(index()).toBe(2);
      expect(screen.getByText('slide C').parentElement).toHaveAttribute('aria-hidden', 'false');
      expect(screen.getAllByTestId('carousel-dot')[2]).toHaveAttribute('aria-current', 'true');
      tick(2499);
      expect(index()).toBe(2);
      tick(1);
      expect(index()).toBe(3);
      tick(3000);
      expect(index()).toBe(0);
    });

    it('hands over during the start delay: the first move when the animation would have made it', () => {
      withAnimationAt(1000);
      render(<Carousel slides={slides} label="About" loop autoplay={3000} />);
      expect(index()).toBe(0);
      tick(3499);
      expect(index()).toBe(0);
      tick(1);
      expect(index()).toBe(1);
    });

    it('with no animation to read (reduced motion, not yet styled), starts its own timers as usual', () => {
      withAnimationAt(null);
      render(<Carousel slides={slides} label="About" loop autoplay={3000} />);
      expect(carousel().className).not.toContain('autoplay-4-3000');
      tick(1500); // start delay
      tick(2999);
      expect(index()).toBe(0);
      tick(1);
      expect(index()).toBe(1);
    });

    it('a dot chosen after the hand-over waits a whole interval', () => {
      withAnimationAt(7000); // next move in 500 ms
      render(<Carousel slides={slides} label="About" loop autoplay={3000} />);
      fireEvent.click(screen.getAllByTestId('carousel-dot')[3]!);
      fireEvent.mouseLeave(carousel());
      tick(2999);
      expect(index()).toBe(3);
      tick(1);
      expect(index()).toBe(0);
    });
  });
});
