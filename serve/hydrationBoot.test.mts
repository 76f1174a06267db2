import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bootNames,
  HYDRATE_AT_LOAD,
  HYDRATE_ATTR,
  HYDRATE_IF_STORED_ATTR,
  hydrateIfStored,
  HYDRATED_ATTR,
  HYDRATED_EVENT,
  PENDING_ATTR,
  SHOWN_UNTIL_ATTR,
} from '../src/lib/hydrationProtocol.ts';
import { HELD_CLICK_LIMIT_MS, hydrationBoot } from './hydrationBoot.mjs';

/** The browser's idle callbacks, run when a test says the browser is idle. */
let idleQueue: (() => void)[] = [];
const runIdle = () => {
  const queued = idleQueue;
  idleQueue = [];
  for (const fn of queued) fn();
};

/** Sets up a document like a rewritten page and runs the boot script in it (jsdom). */
function bootPage(
  body: string,
  { buildYear = new Date().getFullYear(), flight = null as string | null, lazy = [] as string[] } = {},
) {
  document.head.innerHTML =
    '<script type="text/x-deferred" data-next-src="/_next/static/chunks/one.js"></script><script type="text/x-deferred" data-next-src="/_next/static/chunks/two.js"></script>';
  document.body.innerHTML = body;
  document.documentElement.removeAttribute(HYDRATED_ATTR);
  hydrationBoot(buildYear, HELD_CLICK_LIMIT_MS, bootNames, flight, lazy);
}
const inserted = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"][as="script"]')].map((l) => l.getAttribute('href'));
const hydrate = () => {
  document.documentElement.setAttribute(HYDRATED_ATTR, '');
  document.dispatchEvent(new Event(HYDRATED_EVENT));
};

// each boot adds listeners to window and document; a fresh listener set per test keeps them apart
let added: [EventTarget, string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] =
  [];
beforeEach(() => {
  added = [];
  idleQueue = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idleQueue.push(fn));
  for (const target of [window, document]) {
    const original = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push([target, type, listener!, options]);
      original(type, listener, options);
    });
  }
});
afterEach(() => {
  vi.unstubAllGlobals();
  idleQueue = [];
  for (const [target, type, listener, options] of added) target.removeEventListener(type, listener, options);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('hydrationBoot: when the scripts run', () => {
  it('inserts nothing at load, then every deferred script, in order, on the first interaction, once', () => {
    bootPage('<main>text</main>');
    expect(inserted()).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    expect(inserted()).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    expect(inserted()).toHaveLength(2);
  });

  it('inserts them once the page has loaded and the browser is idle, with no interaction', () => {
    bootPage('<main>text</main>');
    expect(inserted()).toEqual([]);
    runIdle();
    expect(inserted()).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
    window.dispatchEvent(new Event('pointerdown'));
    expect(inserted()).toHaveLength(2);
  });

  it('once hydrated and the browser idle again, prefetches the chunks the page loads on first use', () => {
    bootPage('<main>text</main>', { lazy: ['/_next/static/chunks/panel.js'] });
    runIdle();
    expect(prefetched()).toEqual([]);
    hydrate();
    expect(prefetched()).toEqual([]);
    runIdle();
    expect(prefetched()).toEqual(['/_next/static/chunks/panel.js']);
    expect(inserted()).not.toContain('/_next/static/chunks/panel.js');
  });

  it.each(['pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'blur'])('starts on %s', (type) => {
    bootPage('<main>text</main>');
    window.dispatchEvent(new Event(type));
    expect(inserted()).toHaveLength(2);
  });

  it('starts at load for a page that needs script from the start', () => {
    bootPage(`<section ${HYDRATE_ATTR}="${HYDRATE_AT_LOAD}"></section>`);
    expect(inserted()).toHaveLength(2);
  });

  it('starts at load when the visitor stored a choice the page needs script for (a paused autoplay), not otherwise', () => {
    const key = 'persist:test';
    const body = `<section ${HYDRATE_IF_STORED_ATTR}="${hydrateIfStored(key, 'autoplayPaused')}"></section>`;
    try {
      for (const stored of [
        null,
        '{"appVersion":"1","state":{"state":{"autoplayPaused":false},"version":0}}',
        '{"appVersion":"1","state":{"autoplayPaused":true}}',
        '{"state":null}',
        '{"state":{"state":null}}',
        'not json',
        '[]',
      ]) {
        if (stored === null) localStorage.removeItem(key);
        else localStorage.setItem(key, stored);
        bootPage(body);
        expect(inserted(), String(stored)).toHaveLength(0);
      }
      // the shape of the persisted store (a round trip through it: src/ui/Carousel.test.tsx)
      localStorage.setItem(key, '{"appVersion":"1","state":{"state":{"autoplayPaused":true},"version":0}}');
      bootPage(body);
      expect(inserted()).toHaveLength(2);
    } finally {
      localStorage.removeItem(key);
    }
  });

  it('starts at load when an item shown until a moment is over, not before', () => {
    bootPage(`<ul><li ${SHOWN_UNTIL_ATTR}="${new Date(Date.now() + 86_400_000).toISOString()}">soon</li></ul>`);
    expect(inserted()).toHaveLength(0);
    bootPage(`<ul><li ${SHOWN_UNTIL_ATTR}="${new Date(Date.now() - 1000).toISOString()}">over</li></ul>`);
    expect(inserted()).toHaveLength(2);
  });

  it('starts at load in a year after the build (the copyright line shows the current year)', () => {
    bootPage('<main>text</main>', { buildYear: new Date().getFullYear() - 1 });
    expect(inserted()).toHaveLength(2);
  });
});

describe('hydrationBoot: the flight data moved out of the page', () => {
  const FLIGHT = '/_next/static/flight/abc.json';
  const chunks = [
    [1, '0:"a"\n'],
    [1, '1:"b"\n'],
  ];
  const preloaded = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));
  let respond: (r: Response) => void;
  let fail: (e: Error) => void;
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve, reject) => {
            respond = resolve;
            fail = reject;
          }),
      ),
    );
    (window as { __next_f?: unknown[] }).__next_f = [[0]];
  });
  afterEach(() => {
    delete (window as { __next_f?: unknown[] }).__next_f;
  });
  const bootWithFlight = (body = '<main>text</main>') => bootPage(body, { flight: FLIGHT });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('fetches it on the first interaction, queues it for React after the bootstrap, then runs the scripts', async () => {
    bootWithFlight();
    window.dispatchEvent(new Event('pointerdown'));
    expect(fetch).toHaveBeenCalledWith(FLIGHT);
    // the scripts download meanwhile, but do not run before the data is there
    expect(preloaded()).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
    expect(inserted()).toEqual([]);
    respond(new Response(JSON.stringify(chunks)));
    await settle();
    expect((window as { __next_f?: unknown[] }).__next_f).toEqual([[0], ...chunks]);
    expect(inserted()).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
  });

  it('fetches it when the browser is idle after load, with no interaction', () => {
    bootWithFlight();
    expect(fetch).not.toHaveBeenCalled();
    runIdle();
    expect(fetch).toHaveBeenCalledWith(FLIGHT);
  });

  it('when the data cannot be had, runs no script and lets a held link go through as a plain one', async () => {
    bootWithFlight('<a href="/news/awardNews" id="go">Awards</a>');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const link = document.getElementById('go')!;
    link.click();
    expect(link.hasAttribute(PENDING_ATTR)).toBe(true);
    respond(new Response('gone', { status: 404 }));
    await settle();
    expect(inserted()).toEqual([]);
    expect(link.hasAttribute(PENDING_ATTR)).toBe(false);
    expect(assign).toHaveBeenCalledWith((link as HTMLAnchorElement).href);
    void fail;
  });
});

describe('hydrationBoot: nothing the visitor does before hydration is lost', () => {
  it('holds a click on a link, starts the scripts, and clicks it again once the page has hydrated', () => {
    bootPage('<a href="/news/awardNews" id="go">Awards</a>');
    const link = document.getElementById('go')!;
    const seen: boolean[] = [];
    link.addEventListener('click', (e) => {
      seen.push(e.defaultPrevented);
      e.preventDefault(); // jsdom does not navigate
    });
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(seen).toEqual([]); // held: the page's own handlers do not see it yet
    expect(inserted()).toHaveLength(2);
    hydrate();
    expect(seen).toEqual([false]); // given again, to React's handlers now
  });

  it('marks the held link as pending until it is given again, and only the last one held', () => {
    bootPage('<a href="/news/awardNews" id="first">Awards</a><a href="/news/teachNews" id="second">Teaching</a>');
    const first = document.getElementById('first')!;
    const second = document.getElementById('second')!;
    for (const link of [first, second]) link.addEventListener('click', (e) => e.preventDefault()); // jsdom does not navigate
    first.click();
    expect(first.hasAttribute(PENDING_ATTR)).toBe(true);
    second.click();
    expect(first.hasAttribute(PENDING_ATTR)).toBe(false);
    expect(second.hasAttribute(PENDING_ATTR)).toBe(true);
    hydrate();
    expect(second.hasAttribute(PENDING_ATTR)).toBe(false); // React's own pending state takes over
  });

  it('holds a click on a button the same way', () => {
    bootPage('<button type="button" id="menu">Menu</button>');
    const button = document.getElementById('menu')!;
    let clicks = 0;
    button.addEventListener('click', () => {
      clicks += 1;
    });
    button.click();
    expect(clicks).toBe(0);
    hydrate();
    expect(clicks).toBe(1);
  });

  it('leaves alone clicks that open elsewhere: modifier keys, another window, another origin, a download', () => {
    bootPage(
      '<a href="/a" id="plain">a</a><a href="/b" target="_blank" id="blank">b</a><a href="https://elsewhere.example/" id="away">c</a><a href="/d.ics" download id="dl">d</a>',
    );
    const reached: string[] = [];
    for (const a of document.querySelectorAll('a')) {
      a.addEventListener('click', (e) => {
        reached.push(a.id);
        e.preventDefault(); // jsdom does not navigate
      });
    }
    /** Whether the boot script held the click (the page's own listener did not get it). */
    const held = (id: string, init: MouseEventInit = {}) => {
      const before = reached.length;
      document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
      return reached.length === before;
    };
    expect(held('plain', { ctrlKey: true })).toBe(false);
    expect(held('plain', { metaKey: true })).toBe(false);
    expect(held('blank')).toBe(false);
    expect(held('away')).toBe(false);
    expect(held('dl')).toBe(false);
    expect(held('plain')).toBe(true);
  });

  it('gives the element under the pointer its pointerover and mouseover again, and the focused one its focusin', () => {
    bootPage('<nav><a href="/x" id="hovered">x</a><button id="focused">y</button></nav>');
    const hovered = document.getElementById('hovered')!;
    const focused = document.getElementById('focused')!;
    hovered.dispatchEvent(new Event('pointerover', { bubbles: true }));
    focused.focus();
    vi.spyOn(hovered, 'matches').mockImplementation((s) => s === ':hover');
    const events: string[] = [];
    for (const type of ['pointerover', 'mouseover']) hovered.addEventListener(type, () => events.push(type));
    focused.addEventListener('focusin', () => events.push('focusin'));
    hydrate();
    expect(events).toEqual(['pointerover', 'mouseover', 'focusin']);
  });
});
