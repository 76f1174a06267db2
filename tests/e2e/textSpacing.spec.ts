import { expect, test } from '@playwright/test';
import { EACH_KIND_OF_OVERLAY, EVERY_KIND_OF_PAGE, VIEWPORT_DESKTOP, VIEWPORT_MOBILE } from './helpers';
import { TEXT_SPACING_CSS, textLoss } from './probes';

// Text spacing (WCAG 1.4.12): with line height 1.5, paragraph spacing 2, letter spacing 0.12 and word spacing
// 0.16 (each times the font size), no text is clipped or drawn over other text, on a phone and a desktop.
// A reader applies the spacing with a user style or an extension, which the page's CSP does not stop.
test.use({ bypassCSP: true });

for (const path of [...EVERY_KIND_OF_PAGE, ...EACH_KIND_OF_OVERLAY]) {
  test(`${path}: no text lost with the WCAG text spacing`, async ({ page }) => {
    for (const viewport of [VIEWPORT_MOBILE, VIEWPORT_DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      if (path.includes('#')) await expect(page.getByRole('dialog')).toBeVisible();
      await page.addStyleTag({ content: TEXT_SPACING_CSS });
      expect(await textLoss(page), `at ${viewport.width} px`).toEqual({ clipped: [], overlapping: [] });
    }
  });
}
