import { expect, test, type Page } from '@playwright/test';
import { EACH_KIND_OF_OVERLAY, EVERY_KIND_OF_PAGE, gotoHydrated, VIEWPORT_DESKTOP, VIEWPORT_MOBILE } from './helpers';
import {
  focusStop,
  outline,
  smallBodyText,
  smallTargets,
  TEXT_SPACING_CSS,
  textLoss,
  textSizes,
  unmarkedEnglish,
  type FocusStop,
} from './probes';

// What axe cannot see, on every kind of page and overlay, checked on one hydrated load per width (a reader who
// zooms or applies a style does so on the page they have open):
//   375 x 800   legibility: at most 5 % of the visible characters under 12 px, no body text under 14 px;
//               structure as a screen reader gets it; 24 px targets (WCAG 2.5.8);
//   320 x 256   reflow (WCAG 1.4.10): nothing scrolls sideways (1280 px at 400 %);
//   640 x 400   200 % zoom of a 1280 x 800 window (WCAG 1.4.4): no text clipped, drawn over or off to the side;
//   375 and 1440  targets; WCAG 1.4.12 text spacing loses no text; every Tab stop under forced colours (Windows
//               high contrast) shows an uncut outline (WCAG 2.4.7) and is not under a fixed layer (WCAG 2.4.11).
// A reader's text-spacing style comes from a user style or an extension, which the page's CSP does not stop.
test.use({ bypassCSP: true });

const BOTH_LANGUAGES = (name: string) => /\p{Script=Han}/u.test(name) && /[A-Za-z]{2}/.test(name);
/** The landmarks a page has one of, named by their role. */
const UNIQUE = new Set(['banner', 'main', 'contentinfo']);

/**
 * The end state of every transition and scroll at once: the focus guard reads each stop as it is at rest (a menu
 * panel that lost focus has faded out, a scroller has glided the stop into view) without waiting for each.
 */
const AT_REST_CSS = `*, *::before, *::after { transition: none !important; scroll-behavior: auto !important; }`;

/**
 * Every section laid out: content-visibility: auto skips the layout of sections out of view, so after a resize
 * their text would be read where it was at the old width. On screen they are drawn the same either way.
 */
const ALL_LAID_OUT_CSS = `* { content-visibility: visible !important; }`;

async function openAt(page: Page, path: string, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto('about:blank'); // a fresh load: the same address with a fragment would not reload
  await gotoHydrated(page, path);
  // the overlay's dialog; Playwright's role queries still count the closed drawer, which is inert
  if (path.includes('#')) await expect(page.locator('[role="dialog"]:not([inert])')).toBeVisible();
  await page.addStyleTag({ content: ALL_LAID_OUT_CSS });
}

async function expectNoTextLostWithSpacing(page: Page, width: number): Promise<void> {
  const style = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  expect.soft(await textLoss(page), `text spacing at ${width} px`).toEqual({ clipped: [], overlapping: [] });
  await style.evaluate((el) => (el as Element).remove());
}

/** Every stop of one round of Tab from the top of the page (the browser's own chrome ends a round). */
async function tabRound(page: Page, limit = 250): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page, { atRest: true });
    if (!stop || seen.has(stop.path)) break; // out of the page, or a dialog's focus trap came round again
    seen.add(stop.path);
    stops.push(stop);
  }
  return stops;
}

async function expectFocusVisibleInForcedColours(page: Page, path: string, width: number): Promise<void> {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.addStyleTag({ content: AT_REST_CSS });
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), 'forced colours').toBe(true);
  const stops = await tabRound(page);
  expect.soft(stops.length, `Tab stops at ${width} px`).toBeGreaterThan(path.includes('#') ? 0 : 5);
  const bad = stops.filter((s) => s.ring !== 'outline' || s.obscuredBy);
  expect.soft(bad, `Tab stops without a visible ring or under a fixed layer at ${width} px`).toEqual([]);
  await page.emulateMedia({ forcedColors: 'none' });
}

for (const path of [...EVERY_KIND_OF_PAGE, ...EACH_KIND_OF_OVERLAY]) {
  const overlay = path.includes('#');
  test(`${path}: legible, structured, reflows, zooms, takes text spacing, 24 px targets, focus seen`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openAt(page, path, VIEWPORT_MOBILE);

    if (!overlay) {
      // an open overlay leaves the list behind it in view: its characters are the list page's
      const sizes = await textSizes(page);
      const small = sizes.small.reduce((n, s) => n + s.chars, 0) / sizes.total;
      expect
        .soft(small, `${(small * 100).toFixed(1)} % under 12 px: ${JSON.stringify(sizes.small.slice(0, 6))}`)
        .toBeLessThanOrEqual(0.05);
    }
    expect.soft(await smallBodyText(page), 'body text under 14 px at 375 px').toEqual([]);

    // one h1, no skipped heading level (an open overlay's title is an h2 after the page's h1), one of each
    // unique landmark, the others named in both languages, English marked lang="en"
    const { headings, landmarks } = await outline(page.locator('body'));
    expect.soft(headings.filter((h) => h.level === 1).length, 'h1').toBe(1);
    const skips = headings.filter((h, i) => h.level > (i === 0 ? 0 : headings[i - 1]!.level) + 1);
    expect.soft(skips, 'headings that skip a level').toEqual([]);
    for (const role of UNIQUE) expect.soft(landmarks.filter((l) => l.role === role).length, role).toBe(1);
    const unnamed = landmarks.filter((l) => !UNIQUE.has(l.role) && !BOTH_LANGUAGES(l.name));
    expect.soft(unnamed, 'landmarks without a name in both languages').toEqual([]);
    expect.soft(await unmarkedEnglish(page), 'English text without lang="en"').toEqual([]);

    expect.soft(await smallTargets(page), 'targets under 24 px at 375 px').toEqual([]);

    await page.setViewportSize({ width: 320, height: 256 });
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect
      .soft(Math.max(widths.document, widths.body), `reflow at 320 px: ${JSON.stringify(widths)}`)
      .toBeLessThanOrEqual(widths.viewport);

    await page.setViewportSize({ width: 640, height: 400 });
    expect.soft(await textLoss(page), 'text at 200 % zoom').toEqual({ clipped: [], overlapping: [] });
    const zoomed = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(zoomed, 'width at 200 % zoom').toBeLessThanOrEqual(640);

    await page.setViewportSize(VIEWPORT_MOBILE);
    await expectNoTextLostWithSpacing(page, VIEWPORT_MOBILE.width);
    await expectFocusVisibleInForcedColours(page, path, VIEWPORT_MOBILE.width);

    await openAt(page, path, VIEWPORT_DESKTOP);
    expect.soft(await smallTargets(page), 'targets under 24 px at 1440 px').toEqual([]);
    await expectNoTextLostWithSpacing(page, VIEWPORT_DESKTOP.width);
    await expectFocusVisibleInForcedColours(page, path, VIEWPORT_DESKTOP.width);
  });
}
