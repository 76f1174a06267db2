import type { Locator, Page } from '@playwright/test';

// Checks that run in the page, for the accessibility guards. Each is self-contained: Playwright serialises
// the function, so it may use nothing from this module's scope.

/** An element as a failure message names it: tag, classes and the start of its text. */
export type Where = string;

export interface TextLoss {
  /** Text cut off by a box that hides overflow (not a scroller, not a line clamp that ends in an ellipsis). */
  clipped: Where[];
  /** Lines of two different texts drawn over each other. */
  overlapping: [Where, Where][];
}

/**
 * Text lost to its layout: what WCAG 1.4.4 (resize text) and 1.4.12 (text spacing) forbid. Visually hidden text
 * (boxes of 1 px), inert or hidden parts (a closed drawer, slides not shown) and fixed layers that float over
 * the page by design (the header, back to top) are left out.
 */
export function textLoss(page: Page): Promise<TextLoss> {
  return page.evaluate(() => {
    const name = (el: Element): string =>
      `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const fixedLayer = (el: Element): boolean => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const runs: { el: Element; rects: DOMRect[] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !(node.textContent ?? '').trim()) continue;
      if (el.closest('script, style, noscript, template, [hidden], [inert], [aria-hidden="true"]')) continue;
      if (getComputedStyle(el).visibility === 'hidden' || getComputedStyle(el).opacity === '0') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
      if (rects.length > 0) runs.push({ el, rects });
    }

    const clipped = new Set<string>();
    const shown: { el: Element; run: number; r: DOMRect }[] = [];
    runs.forEach(({ el, rects }, run) => {
      // the part of the page the run can be drawn in: the intersection of its ancestors' overflow boxes
      let frame = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const b = box.getBoundingClientRect();
        if (b.width <= 1 || b.height <= 1) return; // visually hidden on purpose
        frame = {
          left: Math.max(frame.left, b.left),
          top: Math.max(frame.top, b.top),
          right: Math.min(frame.right, b.right),
          bottom: Math.min(frame.bottom, b.bottom),
        };
        const hides = (v: string) => v === 'hidden' || v === 'clip';
        const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== ''; // ends in an ellipsis
        const moving = box.getAnimations({ subtree: true }).length > 0; // a marquee shows its lines in turn
        const cut = rects.some(
          (r) =>
            (hides(style.overflowX) && (r.left < b.left - 1 || r.right > b.right + 1)) ||
            (hides(style.overflowY) && (r.top < b.top - 1 || r.bottom > b.bottom + 1)),
        );
        if (cut && !clamped && !moving) clipped.add(name(el));
      }
      if (fixedLayer(el)) return;
      for (const r of rects) {
        const left = Math.max(r.left, frame.left);
        const right = Math.min(r.right, frame.right);
        const top = Math.max(r.top, frame.top);
        const bottom = Math.min(r.bottom, frame.bottom);
        if (right - left > 0.5 && bottom - top > 0.5)
          shown.push({ el, run, r: new DOMRect(left, top, right - left, bottom - top) });
      }
    });

    const overlapping: [string, string][] = [];
    const lines = shown.sort((a, b) => a.r.top - b.r.top);
    lines.forEach((a, i) => {
      for (const b of lines.slice(i + 1)) {
        if (b.r.top >= a.r.bottom) break;
        if (a.run === b.run) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        // line boxes of neighbouring lines may touch; glyphs drawn over each other share more than a sliver
        if (w > 2 && h > Math.min(a.r.height, b.r.height) / 2) overlapping.push([name(a.el), name(b.el)]);
      }
    });
    return { clipped: [...clipped], overlapping: overlapping.slice(0, 10) };
  });
}

/** WCAG 1.4.12's spacing, each at its minimum, over the site's own styles. */
export const TEXT_SPACING_CSS = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

export interface FocusStop {
  where: Where;
  /** The element's place in the document (child indexes from the root): tells a stop seen before. */
  path: string;
  /** The outline (or a focus ring drawn inside the box), or why there is none to see. */
  ring: 'outline' | 'none' | 'clipped';
  /** The fixed layer (the header, back to top) painted over its centre or a corner, if any. */
  obscuredBy: Where | null;
}

/**
 * The focused element as a keyboard user sees it: a ring that is drawn (an outline of at least 2 px, not cut
 * off by a box that hides overflow) and nothing fixed over it. `atRest`: the page has transitions and smooth
 * scrolling turned off, so the stop is read at once instead of after the page stands still.
 */
export function focusStop(page: Page, { atRest = false } = {}): Promise<FocusStop | null> {
  return page.evaluate(async (atRest) => {
    const el = document.activeElement;
    if (!atRest) {
      // a menu panel that lost focus may still be fading out: wait for transitions to end
      const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
      await Promise.race([
        Promise.all(transitions.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]);
      // a scroller may still be gliding the element into view: wait until it stands still
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const at = () => {
        const box = el?.getBoundingClientRect();
        return `${box?.left},${box?.top}`;
      };
      for (let i = 0, last = at(); i < 60; i++) {
        await frame();
        const now = at();
        if (now === last) break;
        last = now;
      }
    }
    if (!el || el === document.body) return null;
    const name = (e: Element): string =>
      `${e.tagName.toLowerCase()}${[...e.classList].map((c) => `.${c}`).join('')} "${(e.textContent ?? e.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const width = parseFloat(style.outlineWidth) || 0;
    const reach = Math.max(0, width + (parseFloat(style.outlineOffset) || 0));
    let ring: 'outline' | 'none' | 'clipped' = style.outlineStyle !== 'none' && width >= 2 ? 'outline' : 'none';
    if (ring === 'outline') {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const s = getComputedStyle(box);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const b = box.getBoundingClientRect();
        const margin = 0.5;
        if (
          r.left - reach < b.left - margin ||
          r.right + reach > b.right + margin ||
          r.top - reach < b.top - margin ||
          r.bottom + reach > b.bottom + margin
        ) {
          ring = 'clipped';
          break;
        }
      }
    }
    // what is painted on top at its centre and near its corners: a fixed layer there hides it
    let obscuredBy: string | null = null;
    const inset = Math.min(3, r.width / 4, r.height / 4);
    const points: [number, number][] = [
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
    ];
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      if (!top || top === el || el.contains(top) || top.contains(el)) continue;
      for (let layer: Element | null = top; layer && layer !== document.body; layer = layer.parentElement) {
        const position = getComputedStyle(layer).position;
        if ((position === 'fixed' || position === 'sticky') && !layer.contains(el)) {
          obscuredBy = name(layer);
          break;
        }
      }
      if (obscuredBy) break;
    }
    const path: number[] = [];
    for (let e: Element | null = el; e?.parentElement; e = e.parentElement)
      path.push([...e.parentElement.children].indexOf(e));
    return { where: name(el), path: path.join('.'), ring, obscuredBy };
  }, atRest);
}

export interface SmallTarget {
  where: Where;
  width: number;
  height: number;
  /** The target its 24 px circle runs into. */
  near: Where;
}

/**
 * Controls under 24 x 24 px that WCAG 2.5.8 does not excuse: a link inside a sentence is excused, and so is a
 * small target whose 24 px circle touches no other target and no other small target's circle.
 */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const name = (e: Element): string =>
      `${e.tagName.toLowerCase()}${[...e.classList].map((c) => `.${c}`).join('')} "${(e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    // a control under another layer (the list behind an open panel) is not a target for the pointer
    const covered = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      const x = (r.left + r.right) / 2;
      const y = (r.top + r.bottom) / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && !el.contains(hit) && !hit.contains(el);
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter((el) => !el.closest('[hidden], [inert], [aria-hidden="true"]'))
      .filter((el) => {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return s.visibility !== 'hidden' && s.display !== 'none' && r.width > 1 && r.height > 1;
      })
      .filter((el) => !(el.parentElement && el.parentElement.closest(selector))) // a control inside a control
      .filter((el) => !covered(el))
      .map((el) => ({ el, r: el.getBoundingClientRect() }));
    const inSentence = (el: Element): boolean => {
      if (getComputedStyle(el).display !== 'inline' || !el.parentElement) return false;
      const own = (el.textContent ?? '').trim().length;
      return (el.parentElement.textContent ?? '').trim().length > own + 1;
    };
    const small = targets.filter(({ el, r }) => (r.width < 24 || r.height < 24) && !inSentence(el));
    const centre = (r: DOMRect) => ({ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 });
    const distance = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    const out: SmallTarget[] = [];
    for (const a of small) {
      const c = centre(a.r);
      const near = targets.find(
        (b) =>
          b !== a &&
          (distance(c, b.r) < 12 || (small.includes(b) && Math.hypot(c.x - centre(b.r).x, c.y - centre(b.r).y) < 24)),
      );
      if (near)
        out.push({
          where: name(a.el),
          width: Math.round(a.r.width),
          height: Math.round(a.r.height),
          near: name(near.el),
        });
    }
    return out;
  });
}

export interface TextSizes {
  /** Characters of visible text. */
  total: number;
  /** Characters under 12 px, by size and the element that holds them, most first. */
  small: { size: number; chars: number; sample: string; where: string }[];
}

/** Characters of visible text by the computed font size of the element that holds them. */
export function textSizes(page: Page): Promise<TextSizes> {
  return page.evaluate(() => {
    const out: TextSizes = { total: 0, small: [] };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const bySize = new Map<string, TextSizes['small'][number]>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, '');
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style, noscript, template, [hidden], [aria-hidden="true"]')) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.opacity === '0') continue;
      // off the canvas (a closed drawer) or inert: not seen
      if (box.right <= 0 || box.left >= window.innerWidth || el.closest('[inert]')) continue;
      if (el.closest('.sr-only, [data-sr-only]') || (box.width <= 1 && box.height <= 1)) continue;
      const size = parseFloat(style.fontSize);
      out.total += text.length;
      if (size < 12) {
        const where = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
        const key = `${size}|${where}`;
        const entry = bySize.get(key) ?? { size, chars: 0, sample: text.slice(0, 20), where };
        entry.chars += text.length;
        bySize.set(key, entry);
      }
    }
    out.small = [...bySize.values()].sort((a, b) => b.chars - a.chars);
    return out;
  });
}

/**
 * What is not body text: headings, and captions, which may be smaller: dates, field names, form and control
 * labels, figure captions, navigation, and what a component marks with `data-caption` (a category tag, a
 * rank, a country, a back link).
 */
const NOT_BODY =
  'h1, h2, h3, h4, h5, h6, time, figcaption, small, nav, label, button, dt, th, caption, legend, [data-caption]';

/** Body text under 14 px: what sits in main or an open dialog and is not a caption, grouped by where it is. */
export function smallBodyText(page: Page): Promise<{ size: number; chars: number; sample: string; where: string }[]> {
  return page.evaluate((notBody) => {
    const bySize = new Map<string, { size: number; chars: number; sample: string; where: string }>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, '');
      const el = node.parentElement;
      if (!text || !el || !el.closest('main, [role="dialog"], dialog') || el.closest(notBody)) continue;
      if (el.closest('script, style, noscript, template, [hidden], [aria-hidden="true"], [inert]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size >= 14) continue;
      const where = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
      const entry = bySize.get(where) ?? { size, chars: 0, sample: text.slice(0, 24), where };
      entry.chars += text.length;
      bySize.set(where, entry);
    }
    return [...bySize.values()];
  }, NOT_BODY);
}

export interface Outline {
  headings: { level: number; name: string }[];
  landmarks: { role: string; name: string }[];
}

const LANDMARKS = ['banner', 'main', 'contentinfo', 'navigation', 'complementary', 'region', 'search', 'form'];

/**
 * Headings and landmarks in order, as a screen reader gets them: from the accessibility tree (Playwright's aria
 * snapshot, lines such as `- heading "名 Name" [level=2]`), not from markup or classes.
 */
export async function outline(root: Locator): Promise<Outline> {
  const snapshot = await root.ariaSnapshot();
  const out: Outline = { headings: [], landmarks: [] };
  for (const line of snapshot.split('\n')) {
    const m = /^\s*- (\w+)(?: "((?:[^"\\]|\\.)*)")?(?: \[level=(\d)\])?/.exec(line);
    if (!m) continue;
    const [, role, name = '', level] = m;
    if (role === 'heading') out.headings.push({ level: Number(level), name });
    if (LANDMARKS.includes(role!)) out.landmarks.push({ role: role!, name });
  }
  return out;
}

/** English runs (English words, no Chinese) that no lang="en" covers. */
export function unmarkedEnglish(page: Page): Promise<Where[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!el || el.closest('script, style, noscript, template, [aria-hidden="true"]')) continue;
      // a word of three letters or more, not an address, a file name or an acronym
      const words = text
        .replace(/\S+@\S+|https?:\/\/\S+|\S+\.(ics|xml|png|jpg)\b/g, '')
        .match(/\b[A-Za-z][a-z]{2,}\b/g);
      // an English name or borrowed word inside a Chinese sentence is part of it (WCAG 3.1.2's exceptions)
      if (!words || /\p{Script=Han}/u.test(text)) continue;
      const lang = el.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!lang.startsWith('zh')) continue;
      found.push(`${el.tagName.toLowerCase()} "${text.slice(0, 40)}"`);
    }
    return found;
  });
}
