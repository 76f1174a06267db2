import { expect, test, type Page } from '@playwright/test';
import { EACH_KIND_OF_OVERLAY, EVERY_KIND_OF_PAGE, VIEWPORT_MOBILE } from './helpers';

// Text a phone can read: at 375 px, few visible characters under 12 px on any kind of page, and no body
// text or description under the spec's 14 px.

const PAGES = EVERY_KIND_OF_PAGE;

interface Sizes {
  total: number;
  small: { size: number; chars: number; sample: string; where: string }[];
}

/** Characters of visible text by the computed font size of the element that holds them. */
const measure = (page: Page): Promise<Sizes> =>
  page.evaluate(() => {
    const out: Sizes = { total: 0, small: [] };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const bySize = new Map<string, Sizes['small'][number]>();
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

for (const path of PAGES) {
  test(`${path}: at 375 px at most 5 % of the visible characters are under 12 px`, async ({ page }) => {
    await page.setViewportSize(VIEWPORT_MOBILE);
    await page.goto(path);
    const sizes = await measure(page);
    const small = sizes.small.reduce((n, s) => n + s.chars, 0);
    const share = small / sizes.total;
    expect(
      share,
      `${(share * 100).toFixed(1)} % under 12 px: ${JSON.stringify(sizes.small.slice(0, 6))}`,
    ).toBeLessThanOrEqual(0.05);
  });
}

/**
 * What is not body text: headings, and captions, which may be smaller: dates, field names, form and control
 * labels, figure captions, navigation, and what a component marks with `data-caption` (a category tag, a
 * rank, a country, a back link).
 */
const NOT_BODY =
  'h1, h2, h3, h4, h5, h6, time, figcaption, small, nav, label, button, dt, th, caption, legend, [data-caption]';

/** Body text: what sits in main or an open dialog and is not a caption, grouped by where it is set too small. */
const smallBodyText = (page: Page, notBody: string) =>
  page.evaluate((notBody) => {
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
  }, notBody);

for (const path of [...PAGES, ...EACH_KIND_OF_OVERLAY]) {
  test(`${path}: at 375 px no body text or description is under 14 px`, async ({ page }) => {
    await page.setViewportSize(VIEWPORT_MOBILE);
    await page.goto(path);
    if (path.includes('#')) await expect(page.getByRole('dialog')).toBeVisible();
    expect(await smallBodyText(page, NOT_BODY)).toEqual([]);
  });
}
