import { expect, test, type Page } from '@playwright/test';
import { EACH_KIND_OF_OVERLAY, EVERY_KIND_OF_PAGE, gotoHydrated, VIEWPORT_DESKTOP, VIEWPORT_MOBILE } from './helpers';
import { focusStop, type FocusStop } from './probes';

// Tabbing through every kind of page and overlay under forced colours (Windows high contrast), on a phone and a
// desktop: every stop shows a focus ring that nothing cuts off (WCAG 2.4.7 where box shadows and backgrounds are
// gone), and no stop is under the fixed header or the back-to-top button (WCAG 2.4.11).

test.use({ colorScheme: 'light', forcedColors: 'active' });

/** Every stop of one round of Tab from the top of the page (the browser's own chrome ends a round). */
async function tabRound(page: Page, limit = 250): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop) break;
    const key = await page.evaluate(() => {
      const el = document.activeElement!;
      const path: number[] = [];
      for (let e: Element | null = el; e?.parentElement; e = e.parentElement)
        path.push([...e.parentElement.children].indexOf(e));
      return path.join('.');
    });
    if (seen.has(key)) break; // a dialog's focus trap came round again
    seen.add(key);
    stops.push(stop);
  }
  return stops;
}

for (const path of [...EVERY_KIND_OF_PAGE, ...EACH_KIND_OF_OVERLAY]) {
  test(`${path}: every Tab stop shows its focus in forced colours and is not hidden`, async ({ page }) => {
    for (const viewport of [VIEWPORT_MOBILE, VIEWPORT_DESKTOP]) {
      await page.setViewportSize(viewport);
      // hydrated, as it is a moment after a keyboard user's first key press; a fresh load each time
      await page.goto('about:blank');
      await gotoHydrated(page, path);
      if (path.includes('#')) await expect(page.getByRole('dialog')).toBeVisible();
      const stops = await tabRound(page);
      expect(stops.length, `Tab stops at ${viewport.width} px`).toBeGreaterThan(path.includes('#') ? 0 : 5);
      const bad = stops.filter((s) => s.ring !== 'outline' || s.obscuredBy);
      expect(bad, `at ${viewport.width} px`).toEqual([]);
    }
  });
}
