import { expect, test } from '@playwright/test';
import { EACH_KIND_OF_OVERLAY, EVERY_KIND_OF_PAGE } from './helpers';
import { textLoss } from './probes';

// Zoom (WCAG 1.4.4): a 1280 x 800 window at 200 % is 640 x 400 CSS px. Every text is still there: nothing
// clipped, nothing drawn over other text, nothing off to the side.

for (const path of [...EVERY_KIND_OF_PAGE, ...EACH_KIND_OF_OVERLAY]) {
  test(`${path}: text at 200 % zoom without loss`, async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await page.goto(path);
    if (path.includes('#')) await expect(page.getByRole('dialog')).toBeVisible();
    expect(await textLoss(page)).toEqual({ clipped: [], overlapping: [] });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(640);
  });
}
