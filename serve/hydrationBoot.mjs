/**
 * The boot script of every prerendered page: serve/deferHydration.mjs puts it in each, minified. It runs in
 * the browser before React, serialised into the page: no imports, no closures over this module.
 */

/** How long a click held before hydration waits for React before it goes through as a plain one, ms. */
export const HELD_CLICK_LIMIT_MS = 5000;

/**
 * @param {number} buildYear the year the page was built
 * @param {number} heldClickLimit ms to wait for hydration before a held link click becomes a plain one
 * @param {import('../src/lib/hydrationProtocol.ts').BootNames} names the names shared with the app
 * @param {string | null} [flight] the URL of the page's flight data (moved out of its HTML), or null
 * @param {string[]} [lazy] the chunks the page loads on first use (a panel's code), fetched ahead once hydrated
 */
export function hydrationBoot(buildYear, heldClickLimit, names, flight = null, lazy = []) {
  const d = document;
  const root = d.documentElement;
  const triggers = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
    'wheel',
    'scroll',
    'hashchange',
    'blur',
  ];
  const idle = (fn) => (window.requestIdleCallback ? window.requestIdleCallback(fn) : setTimeout(fn, 1));
  let started = false;
  let hydrated = false;
  let held = null;
  let hovered = null;
  const deferred = () => [...d.querySelectorAll('script[data-next-src]')].map((s) => s.getAttribute('data-next-src'));
  const hint = (rel, href, as) => {
    const l = d.createElement('link');
    l.setAttribute('rel', rel);
    l.setAttribute('as', as);
    l.setAttribute('href', href);
    d.head.appendChild(l);
  };
  const insert = (sources) => {
    for (const src of sources) {
      const s = d.createElement('script');
      s.src = src;
      s.async = true;
      d.head.appendChild(s);
    }
  };
  // a held link goes through as a plain one: the page stays as its HTML
  const release = () => {
    const el = held;
    held = null;
    if (!el) return;
    el.removeAttribute(names.pendingAttr);
    if (el.tagName === 'A') location.assign(el.href);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const t of triggers) window.removeEventListener(t, start, true);
    const sources = deferred();
    if (!flight) return insert(sources);
    // the scripts download while the flight data comes; they run once it is queued for them
    for (const src of sources) hint('preload', src, 'script');
    fetch(flight)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status}`))))
      .then((chunks) => {
        const queue = () => {
          const q = (window.__next_f = window.__next_f || []);
          for (const c of chunks) q.push(c);
          insert(sources);
        };
        // the page's own bootstrap (at the end of the body) starts the queue: the data goes after it
        if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', queue);
        else queue();
      }, release);
  };
  const onOver = (e) => {
    hovered = e.target;
  };
  const onClick = (e) => {
    if (hydrated || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const el = e.target instanceof Element ? e.target.closest('a[href],button') : null;
    if (!el || el.disabled) return;
    if (
      el.tagName === 'A' &&
      ((el.target && el.target !== '_self') || el.hasAttribute('download') || el.origin !== location.origin)
    )
      return;
    e.preventDefault();
    e.stopPropagation();
    if (held) held.removeAttribute(names.pendingAttr);
    held = el;
    el.setAttribute(names.pendingAttr, '');
    start();
    setTimeout(() => {
      if (held === el && !hydrated) release();
    }, heldClickLimit);
  };
  const onHydrated = () => {
    if (hydrated) return;
    hydrated = true;
    // a tap on a card then finds its panel's code here, not a download away
    idle(() => {
      for (const src of lazy) hint('prefetch', src, 'script');
    });
    window.removeEventListener('pointerover', onOver, true);
    d.removeEventListener('click', onClick, true);
    if (hovered && hovered.isConnected && hovered.matches(':hover')) {
      hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }
    const focused = d.activeElement;
    if (focused && focused !== d.body && focused !== root)
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    if (held) {
      const el = held;
      held = null;
      el.removeAttribute(names.pendingAttr);
      el.click();
    }
  };
  const storedFlag = (value) => {
    const at = value.lastIndexOf(names.storedFlagSeparator);
    try {
      let flags = JSON.parse(localStorage.getItem(value.slice(0, at)));
      for (const key of names.storedFlagsPath) flags = flags !== null && typeof flags === 'object' ? flags[key] : null;
      return flags !== null && typeof flags === 'object' && flags[value.slice(at + 1)] === true;
    } catch {
      return false;
    }
  };
  const needsScriptAtLoad = () =>
    location.hash.length > 1 ||
    new Date().getFullYear() !== buildYear ||
    d.querySelector(`[${names.hydrateAttr}="${names.hydrateAtLoad}"]`) !== null ||
    [...d.querySelectorAll(`[${names.hydrateIfStoredAttr}]`)].some((el) =>
      storedFlag(el.getAttribute(names.hydrateIfStoredAttr)),
    ) ||
    [...d.querySelectorAll(`[${names.shownUntilAttr}]`)].some(
      (el) => Date.now() > Date.parse(el.getAttribute(names.shownUntilAttr)),
    );
  const atLoad = () => {
    if (needsScriptAtLoad()) start();
  };
  for (const t of triggers) window.addEventListener(t, start, { capture: true, passive: true });
  window.addEventListener('pointerover', onOver, { capture: true, passive: true });
  d.addEventListener('click', onClick, true);
  d.addEventListener(names.hydratedEvent, onHydrated);
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', atLoad);
  else atLoad();
  // once the page has loaded and the browser is idle, React starts: a first tap then finds it ready
  if (d.readyState === 'complete') idle(start);
  else window.addEventListener('load', () => idle(start));
}
