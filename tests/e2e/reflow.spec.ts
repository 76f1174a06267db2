import { expect, test } from '@playwright/test';
import { EACH_KIND_OF_OVERLAY, EVERY_KIND_OF_PAGE } from './helpers';

// Reflow (WCAG 1.4.10): at 320 x 256 CSS px (1280 px at 400 % zoom) nothing scrolls sideways, on every route,
// the item pages and each kind of overlay.

const PAGES = [...EVERY_KIND_OF_PAGE, ...EACH_KIND_OF_OVERLAY];

for (const path of PAGES) {
  test(`${path}: no horizontal scroll at 320 x 256`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto(path);
    if (path.includes('#')) await expect(page.getByRole('dialog')).toBeVisible();
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.document, JSON.stringify(widths)).toBeLessThanOrEqual(widths.viewport);
    expect(widths.body, JSON.stringify(widths)).toBeLessThanOrEqual(widths.viewport);
  });
}
