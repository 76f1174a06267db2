import { expect, test } from '@playwright/test';
import { CALENDAR_SCREENS, FEED_TYPES, NEWS_SCREEN_NAMES, NEWS_SCREENS, paths, SCREENS } from '@/domain/paths';
import { categoryByKey } from '@/domain/newsCategories';
import { expectNoViolationsAtEachWidth, urlEndingWith } from './helpers';

/**
 * Every feed and calendar of the news on one page (/subscribe): by kind of news, each with its link and its
 * full address; a calendar as a webcal: subscription. Linked from each news list (the footer keeps the spec's
 * links and height).
 */

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('each kind of news has its RSS and Atom feeds and, when dated, its calendar: links that answer, full addresses', async ({
    page,
    request,
  }) => {
    expect((await page.goto(paths.subscribe))?.status()).toBe(200);
    // the addresses are the public ones (SITE_URL), as the page's canonical address is
    const site = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;
    await expect(page.locator('h1')).toContainText('訂閱與行事曆');
    await expect(page.locator('h1 [lang="en"]')).toHaveText('Feeds and calendars');
    const sections = page.getByTestId('subscriptions').locator('section');
    await expect(sections).toHaveCount(NEWS_SCREEN_NAMES.length);
    for (const [i, screen] of NEWS_SCREEN_NAMES.entries()) {
      const section = sections.nth(i);
      const category = categoryByKey(NEWS_SCREENS[screen]);
      await expect(section.locator('h2')).toHaveText(`${category.title} ${category.subTitle}`);
      const items = section.getByRole('listitem');
      const dated = (CALENDAR_SCREENS as readonly string[]).includes(screen);
      await expect(items).toHaveCount(dated ? 3 : 2);
      for (const [j, format] of (['rss', 'atom'] as const).entries()) {
        const link = items.nth(j).getByRole('link');
        await expect(link).toHaveAttribute('href', paths.feed(screen, format));
        await expect(items.nth(j).locator('code')).toHaveText(new URL(paths.feed(screen, format), site).href);
        const res = await request.get(paths.feed(screen, format));
        expect(res.status(), paths.feed(screen, format)).toBe(200);
        expect(res.headers()['content-type']).toContain(FEED_TYPES[format]);
      }
      if (dated) {
        const calendar = new URL(paths.calendar(screen as (typeof CALENDAR_SCREENS)[number]), site);
        const link = items.nth(2).getByRole('link');
        await expect(link).toHaveAttribute('href', calendar.href.replace(/^https?:/, 'webcal:'));
        await expect(link).toContainText('Subscribe in a calendar app');
        await expect(items.nth(2).locator('code')).toHaveText(calendar.href);
        const res = await request.get(calendar.pathname);
        expect(res.status()).toBe(200);
        expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
      }
    }
  });

  test('each news list leads there, from its feed links', async ({ page }) => {
    await page.goto(SCREENS.exhibitions);
    await page.getByTestId('subscribe').getByRole('link', { name: '全部訂閱 All feeds' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.subscribe));
  });
});

test('the page has no WCAG 2.2 AA violations at 375, 768 and 1440 px', async ({ page }) => {
  await page.goto(paths.subscribe);
  await expectNoViolationsAtEachWidth(page, paths.subscribe);
});
