import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENS } from '@/domain/paths';
import { gotoHydrated, VIEWPORT_DESKTOP, VIEWPORT_MOBILE } from './helpers';

// Forced colours (Windows high contrast) replace the site's backgrounds and border colours with the user's. In
// screenshots the current menu entry, the current page and the current carousel dot were then like the
// others: they are now drawn in the system's selection colours (Highlight), and the other dots are outlined.

test.use({ colorScheme: 'light', forcedColors: 'active' });

/** The page's canvas colour under forced colours. */
const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/** A computed property of an element or one of its pseudo-elements. */
const css = (locator: Locator, property: string, pseudo: string | null = null) =>
  locator.evaluate((el, [p, ps]) => getComputedStyle(el, ps).getPropertyValue(p!), [property, pseudo] as const);

test('the current entries of the top menu and the side menu stand out at 1440 px', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await page.goto(SCREENS.news);
  const paper = await canvas(page);

  const top = page.getByTestId('top-menu').locator('li[data-current="true"]');
  const bar = await css(top.locator('a').first(), 'background-color', '::after');
  expect(bar).not.toBe(paper);
  expect(await css(top.locator('a').first(), 'transform', '::after')).toBe('matrix(1, 0, 0, 1, 0, 0)');
  const otherTop = page.getByTestId('top-menu').locator('li[data-current="false"] a').first();
  expect(await css(otherTop, 'transform', '::after')).toBe('matrix(0, 0, 0, 1, 0, 0)'); // no bar

  const side = page.getByTestId('side-menu');
  const current = await css(side.locator('[aria-current="page"]'), 'background-color');
  expect(current).not.toBe(paper);
  expect(await css(side.locator('a:not([aria-current])').first(), 'background-color')).not.toBe(current);
});

test('the current page of the pager stands out', async ({ page }) => {
  await page.goto(SCREENS.news);
  const pager = page.getByTestId('pagination');
  const current = await css(pager.getByTestId('page-current'), 'background-color');
  expect(current).not.toBe(await canvas(page));
  expect(await css(pager.locator('a').first(), 'background-color')).not.toBe(current);
});

test('the carousel dots are seen, and the current one stands out', async ({ page }) => {
  await gotoHydrated(page, SCREENS.aboutUs);
  const dots = page.getByTestId('carousel-dot');
  const paper = await canvas(page);
  const current = await css(dots.and(page.locator('[aria-current="true"]')), 'background-color', '::before');
  const other = dots.and(page.locator(':not([aria-current])')).first();
  expect(current).not.toBe(paper);
  expect(await css(other, 'background-color', '::before')).not.toBe(current);
  // an outlined dot: a border in the text colour round the canvas colour
  expect(await css(other, 'border-top-style', '::before')).toBe('solid');
  expect(await css(other, 'border-top-color', '::before')).not.toBe(await css(other, 'background-color', '::before'));
});

test('the current entries of the strip and the drawer stand out at 375 px', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  await gotoHydrated(page, SCREENS.news);
  const strip = page.getByTestId('menu-strip');
  const currentTab = await css(strip.locator('[aria-current="page"]'), 'background-color');
  expect(currentTab).not.toBe(await canvas(page));
  expect(await css(strip.locator('a:not([aria-current])').first(), 'background-color')).not.toBe(currentTab);

  await page.getByTestId('burger').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  const current = drawer.locator('[aria-current="page"]').first();
  await expect(current).toBeVisible();
  const highlight = await css(current, 'background-color');
  expect(highlight).not.toBe(await canvas(page));
  expect(await css(drawer.locator('a:not([aria-current])').first(), 'background-color')).not.toBe(highlight);
});

test('the chosen theme in the toggle stands out, with the device light or dark', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, forcedColors: 'active' });
    await gotoHydrated(page, SCREENS.contactUs);
    const toggle = page.getByRole('complementary').getByTestId('theme-toggle');
    const chosen = toggle.locator('[aria-pressed="true"]');
    await expect(chosen).toHaveAttribute('data-choice', 'system');
    const highlight = await css(chosen, 'background-color');
    expect(highlight, colorScheme).not.toBe(await canvas(page));
    expect(await css(toggle.locator('[aria-pressed="false"]').first(), 'background-color'), colorScheme).not.toBe(
      highlight,
    );
  }
});
