import { expect, test, type Page } from '@playwright/test';
import { expectOverlayOpen } from './deptHelpers';
import { VIEWPORT_DESKTOP, VIEWPORT_MOBILE } from './helpers';

// Issue 8: a prerendered page runs none of Next's scripts until the visitor does something
// (serve/deferHydration.mjs); nothing done before hydration is lost.

const hydrated = (page: Page) => page.locator('html[data-hydrated]');
/** Script elements that load a file of the build (inserted by the boot script, or Next's own). */
const chunkScripts = (page: Page) => page.locator('script[src*="/_next/static/chunks/"]:not([nomodule])');
/** Marks the window, so a full document load (which starts a new window) can be told apart. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameWindow = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a page runs no script of the build until the visitor does something; then it hydrates', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  await page.goto('/news');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await expect(chunkScripts(page)).toHaveCount(0);
  expect(await page.evaluate(() => typeof (window as unknown as { next?: unknown }).next), "Next's runtime did not start").toBe('undefined');
  await expect(hydrated(page)).toHaveCount(0);
  // once the page had loaded, the scripts were prefetched for when they are needed
  const deferred = await page.locator('script[data-next-src]').count();
  expect(deferred).toBeGreaterThan(2);
  await expect(page.locator('link[rel="prefetch"][as="script"]')).toHaveCount(deferred);
  await page.mouse.move(5, 400); // the pointer, where nothing is
  await expect(hydrated(page)).toHaveCount(1);
  expect(await chunkScripts(page).count()).toBeGreaterThan(2);
});

test('a click on a link before hydration is a client navigation once the page has hydrated', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await page.goto('/news');
  await page.waitForLoadState('networkidle');
  await expect(hydrated(page)).toHaveCount(0);
  await markWindow(page);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.getByTestId('side-menu').locator('a[href="/news/awardNews"]').click();
  await expect(page).toHaveURL(/\/news\/awardNews$/);
  await expect(page.locator('main h1')).toContainText('得獎消息');
  expect(documents, 'no document load').toEqual([]);
  expect(await sameWindow(page)).toBe(true);
});

test('a click on a button before hydration does what it says once the page has hydrated (the burger opens the drawer)', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  await page.goto('/industrial/professors/introduce');
  await page.waitForLoadState('networkidle');
  await expect(hydrated(page)).toHaveCount(0);
  await page.getByTestId('burger').click();
  await expect(page.getByTestId('drawer')).toHaveAttribute('data-open', 'true');
});

test('a menu panel hovered before hydration opens once the page has hydrated', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await page.goto('/contactUs');
  await page.waitForLoadState('networkidle');
  await expect(hydrated(page)).toHaveCount(0);
  await page.getByTestId('top-menu').locator(':scope > ul > li > [data-menu-id="admissions"]').hover();
  await expect(page.getByTestId('top-panel-admissions')).toBeVisible();
});

test('if the scripts never come, a held link click is followed as a plain link', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await page.goto('/news');
  await page.waitForLoadState('networkidle');
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );
  await page.evaluate(() => {
    // the prefetched copies are in the HTTP cache: ask for other URLs, so the blocked network is used
    for (const s of document.querySelectorAll('script[data-next-src]')) s.setAttribute('data-next-src', `${s.getAttribute('data-next-src')}?blocked`);
  });
  await markWindow(page);
  const started = Date.now();
  await page.getByTestId('side-menu').locator('a[href="/news/awardNews"]').click();
  await expect(page).toHaveURL(/\/news\/awardNews$/, { timeout: 10_000 });
  await expect(page.locator('main h1')).toContainText('得獎消息');
  expect(await sameWindow(page), 'a document load').toBe(false);
  expect(Date.now() - started, 'after the 5 s limit').toBeGreaterThan(4_500);
});

test('a page that needs script from the start hydrates at load: the autoplaying carousel of About', async ({ page }) => {
  await page.goto('/industrial/aboutUs');
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.getByTestId('carousel')).toHaveAttribute('data-index', '1', { timeout: 6_000 });
});

test('a page opened at an overlay address hydrates at load and shows the overlay', async ({ page }) => {
  await page.goto('/industrial/professors/introduce#teacher/introduce/1');
  await expect(hydrated(page)).toHaveCount(1);
  await expectOverlayOpen(page);
});
