import { expect, test, type Page } from '@playwright/test';
import { api, SCREENS } from '@/domain/paths';
import { clickWhenSettled, gotoHydrated, heading, urlEndingWith } from './helpers';
import {
  apiNewsList,
  categoryIdOf,
  expectOverlayClosed,
  expectOverlayOpen,
  expectScrollLocked,
  fail500,
  globalDialog,
  isNewsDetailUrl,
  isNewsListUrl,
  newsCards,
  newsList,
  overlayPanel,
  screenWithPages,
} from './newsHelpers';

/** Goes to a list with at least two pages and clicks the page-2 link (whose request the test intercepts). */
async function paginateToPage2(page: Page, path: string) {
  await gotoHydrated(page, path);
  await clickWhenSettled(page.getByTestId('pagination').getByRole('link', { name: '第 2', exact: true }));
  await expect(page).toHaveURL(/\?page=2$/);
}

/** The error dialog is shown: type error, title FAILED, the given code, and one OK button (focused). */
async function expectErrorDialog(
  page: Page,
  code: string,
  opts: { message?: string | RegExp; path?: string | RegExp } = {},
) {
  const dialog = globalDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-type', 'error');
  await expect(dialog.getByRole('heading', { name: 'FAILED' })).toBeVisible();
  await expect(dialog.getByTestId('dialog-code')).toHaveText(code);
  if (opts.message !== undefined) await expect(dialog).toContainText(opts.message);
  if (opts.path !== undefined) await expect(dialog.getByTestId('dialog-path')).toHaveText(opts.path);
  const buttons = dialog.getByRole('button');
  await expect(buttons).toHaveCount(1);
  await expect(buttons.first()).toHaveText(/^OK/);
  await expect(buttons.first()).toBeFocused();
}

/** Enter presses OK: the dialog goes and the page scrolls again. */
async function dismissWithEnter(page: Page) {
  await page.keyboard.press('Enter');
  await expect(globalDialog(page)).toHaveCount(0);
}

test.describe('error catalogue for news requests', () => {
  test('an HTTP failure of the list request shows code AxiosError; after OK a side-menu link still navigates', async ({
    page,
    request,
  }) => {
    const { screen } = await screenWithPages(request, 2);
    await page.route((url) => isNewsListUrl(url, 2), fail500);
    await paginateToPage2(page, screen.path);
    await expectErrorDialog(page, 'AxiosError', { message: /500/, path: api.newsList });
    await expectScrollLocked(page, true);

    await dismissWithEnter(page);
    await expectScrollLocked(page, false);
    // the shell keeps working: a side-menu link navigates on the client
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByTestId('side-menu').locator('[data-menu-id="awardNews"]').click();
    await expect(page).toHaveURL(urlEndingWith(SCREENS.awardNews));
    await expect(heading(page)).toContainText('得獎消息');
    await expect(newsList(page)).toHaveAttribute('data-category', 'NEWS_AWARE');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(globalDialog(page)).toHaveCount(0);
  });

  test('a malformed list body (200 with datas "nope") shows code Q_ERR_SYS_BAD_RESPONSE', async ({ page, request }) => {
    const { screen } = await screenWithPages(request, 2);
    await page.route(
      (url) => isNewsListUrl(url, 2),
      (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ datas: 'nope' }) }),
    );
    await paginateToPage2(page, screen.path);
    await expectErrorDialog(page, 'Q_ERR_SYS_BAD_RESPONSE', { path: api.newsList });
    await dismissWithEnter(page);
  });

  test('a known API error body { code, message } shows its own code and message', async ({ page, request }) => {
    const { screen } = await screenWithPages(request, 2);
    await page.route(
      (url) => isNewsListUrl(url, 2),
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'E2E_KNOWN_ERROR', message: 'The e2e test refused this page.' }),
        }),
    );
    await paginateToPage2(page, screen.path);
    await expectErrorDialog(page, 'E2E_KNOWN_ERROR', { message: 'The e2e test refused this page.' });
    await dismissWithEnter(page);
    // the app keeps working: a fresh load lists page 1
    await gotoHydrated(page, screen.path);
    const first = await apiNewsList(request, categoryIdOf(screen.category), 1);
    await expect(newsCards(page)).toHaveCount(first.datas.length);
  });

  test('a failing detail request shows AxiosError, the panel the empty state; after OK a top-menu link navigates', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 }); // the top menu is shown from 1200 px
    const first = await apiNewsList(request, categoryIdOf('NEWS'), 1);
    const item = first.datas[0]!;
    await page.route((url) => isNewsDetailUrl(url, item.newsId), fail500);
    await gotoHydrated(page, SCREENS.news);
    await page.locator(`[data-testid=news-card][data-news-id="${item.newsId}"]`).click();
    await expectOverlayOpen(page);
    await expectErrorDialog(page, 'AxiosError', { path: api.newsItem(item.newsId) });
    const empty = overlayPanel(page).getByTestId('empty-state');
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('沒有資料');
    await expect(overlayPanel(page).getByTestId('news-detail')).toHaveCount(0);

    await dismissWithEnter(page);
    // the panel stays until it is closed itself
    await expectOverlayOpen(page);
    await overlayPanel(page).getByTestId('overlay-close').click();
    await expectOverlayClosed(page);

    await page.getByTestId('top-menu').locator('[data-menu-id="contactUs"]').first().click();
    await expect(page).toHaveURL(urlEndingWith(SCREENS.contactUs));
    await expect(heading(page)).toContainText('聯絡我們');
  });
});
