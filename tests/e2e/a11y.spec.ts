import { expect, test } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';
import { waitForOverlayAnimations } from './deptHelpers';
import {
  VIEWPORT_DESKTOP,
  VIEWPORT_MOBILE,
  expectNoViolations,
  expectNoViolationsAtEachWidth,
  gotoHydrated,
  waitForStableBox,
} from './helpers';
import { expectOverlayOpen, newsCards, overlayPanel } from './newsHelpers';

/**
 * axe (WCAG 2.0/2.1 A and AA, 2.2 AA) on the shell's states and the news screens, at 375, 768 and 1440 px
 * (the department screens are in department-a11y.spec.ts, search in search.spec.ts); the `dark` project of
 * playwright.config.ts runs it again with the device in dark mode.
 */

test('the 404 page has no WCAG 2.2 AA violations at 375, 768 and 1440 px', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toBeVisible();
  await expectNoViolationsAtEachWidth(page, '/no-such-page');
});

test.describe('news screens', () => {
  const detail = paths.newsItem(101);
  for (const path of [SCREENS.news, paths.newsList('awardNews', 2), detail]) {
    test(`${path} has no WCAG 2.2 AA violations at 375, 768 and 1440 px`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toBeVisible();
      if (path !== detail) await expect(newsCards(page).first()).toBeVisible();
      await expectNoViolationsAtEachWidth(page, path);
    });
  }

  test('the news detail overlay has no WCAG 2.2 AA violations at 375, 768 and 1440 px', async ({ page }) => {
    const url = `${SCREENS.news}${paths.newsOverlay(101)}`;
    await gotoHydrated(page, url);
    await expectOverlayOpen(page);
    await expect(overlayPanel(page).getByTestId('news-detail')).toBeVisible();
    await waitForOverlayAnimations(page);
    await expectNoViolationsAtEachWidth(page, `the news detail overlay (${url})`);
  });
});

test('the open drawer at 375 px has no violations', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  await gotoHydrated(page, SCREENS.baIntroduce);
  await page.getByTestId('burger').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  await waitForStableBox(drawer);
  // the backdrop fades in: wait for it to be opaque so that contrast is measured on the final colours
  await expect.poll(() => page.getByTestId('drawer-backdrop').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expectNoViolations(page, 'the open drawer');
});

test('an open top-menu panel at 1440 px has no violations', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await gotoHydrated(page, SCREENS.baIntroduce);
  await page.getByTestId('top-menu').locator(':scope > ul > li > [data-menu-id="department"]').hover();
  const panel = page.getByTestId('top-panel-department');
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expectNoViolations(page, 'the open department panel');
  // still open after the analysis (the mouse has not moved)
  await expect(panel).toBeVisible();
});
