import { expect, test } from '@playwright/test';
import { EACH_KIND_OF_OVERLAY, EVERY_KIND_OF_PAGE, VIEWPORT_DESKTOP, VIEWPORT_MOBILE } from './helpers';
import { smallTargets } from './probes';

// Target size (WCAG 2.5.8): every control that is not a link in a sentence is at least 24 x 24 CSS px, or
// far enough from the others, on a phone and a desktop.

for (const path of [...EVERY_KIND_OF_PAGE, ...EACH_KIND_OF_OVERLAY]) {
  test(`${path}: every control is a target of at least 24 px`, async ({ page }) => {
    for (const viewport of [VIEWPORT_MOBILE, VIEWPORT_DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      if (path.includes('#')) await expect(page.getByRole('dialog')).toBeVisible();
      expect(await smallTargets(page), `at ${viewport.width} px`).toEqual([]);
    }
  });
}
