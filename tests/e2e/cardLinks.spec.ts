import { expect, test, type Page } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';
import { HYDRATED_ATTR, PENDING_ATTR } from '../../src/lib/hydrationProtocol.ts';
import { COURSE_LISTS, coursesOf, expectOverlayOpen, hasDetail, locationHash, overlayPanel } from './deptHelpers';
import { gotoHydrated, holdHydration, urlEndingWith } from './helpers';

// A card links to its item's own page, which JavaScript off and crawlers follow; with JavaScript, a plain
// click opens the item over the list at its hash address, before hydration as after it.

const baRequired = COURSE_LISTS.find((l) => l.key === 'baRequiredCoreCourses')!;
const course = coursesOf(baRequired).find(({ course: c }) => hasDetail(c))!;

const CARDS = [
  { what: 'a news card', list: SCREENS.news, card: '[data-testid="news-card"]', id: 'data-news-id' },
  {
    what: 'a profile card',
    list: SCREENS.fullTimeProfessors,
    card: '[data-testid="person-card"]',
    id: 'data-person-id',
  },
  { what: 'a course card', list: baRequired.listPath, card: '[data-testid="course-card"]', id: 'data-course-id' },
] as const;

/** The card's page and hash, as the list's first linked card of its kind says them. */
async function firstCard(page: Page, selector: string) {
  const card = page.locator(`main a${selector}`).first();
  const href = (await card.getAttribute('href'))!;
  const hash = (await card.getAttribute('data-overlay'))!;
  return { card, href, hash };
}

for (const { what, list, card: selector } of CARDS) {
  test.describe(what, () => {
    test(`on ${list} links to its page, and JavaScript off follows it there`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(list);
      const { card, href, hash } = await firstCard(page, selector);
      expect(href, 'a real address, not a fragment').toMatch(/^\/[^#]+$/);
      expect(hash).toMatch(/^#[a-zA-Z]+(\/[a-zA-Z]+)?\/\d+(\/\d+)?$/);
      if (what === 'a course card') expect(href).toBe(paths.course(baRequired.key, course.group.id, course.course.id));
      await card.click();
      await expect(page).toHaveURL(urlEndingWith(href));
      expect((await page.request.get(href)).status()).toBe(200);
      await expect(page.locator('main h1')).toBeVisible();
      await context.close();
    });

    test(`on ${list} opens over the list at its hash once the page has hydrated`, async ({ page }) => {
      await gotoHydrated(page, list);
      const { card, hash } = await firstCard(page, selector);
      await card.click();
      await expectOverlayOpen(page);
      expect(locationHash(page)).toBe(hash);
      expect(new URL(page.url()).pathname).toBe(list);
      // Back closes it, as for any pushed hash
      await page.goBack();
      await expect(overlayPanel(page)).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(list);
    });

    test(`on ${list} opens over the list at its hash when clicked before hydration`, async ({ page }) => {
      const hydration = await holdHydration(page);
      await page.goto(list);
      await page.waitForLoadState('load');
      await expect(page.locator(`html[${HYDRATED_ATTR}]`)).toHaveCount(0);
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(r.url());
      });
      const { card, hash } = await firstCard(page, selector);
      await card.click();
      await expect(card).toHaveAttribute(PENDING_ATTR, '');
      hydration.release();
      await expectOverlayOpen(page);
      expect(locationHash(page)).toBe(hash);
      expect(new URL(page.url()).pathname).toBe(list);
      expect(documents, 'no page load').toEqual([]);
    });
  });
}

test('a card opened in a new tab (Ctrl+click) is its page, and the list stays as it was', async ({ page, context }) => {
  await gotoHydrated(page, SCREENS.news);
  const { card, href } = await firstCard(page, '[data-testid="news-card"]');
  const [tab] = await Promise.all([context.waitForEvent('page'), card.click({ modifiers: ['ControlOrMeta'] })]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(href);
  expect(locationHash(page)).toBe('');
  await expect(overlayPanel(page)).toHaveCount(0);
});
