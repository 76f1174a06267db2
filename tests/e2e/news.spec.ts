import { expect, test } from '@playwright/test';
import { LIST_ROUTE, paths, PRERENDERED_LIST_PAGES, SCREENS } from '@/domain/paths';
import { ANY_ID, clickWhenSettled, gotoHydrated, pathPattern, scrollTo, scrollY, urlEndingWith } from './helpers';
import {
  NEWS_PAGE_SIZE,
  NEWS_SCREEN_TABLE,
  apiNewsDetail,
  apiNewsList,
  cardIds,
  categoryIdOf,
  categoryNamesOf,
  expectCardIds,
  expectOverlayClosed,
  expectOverlayOpen,
  globalDialog,
  gotoNewsList,
  isNewsListRequest,
  isNewsListUrl,
  locationHash,
  newsCards,
  newsList,
  overlayPanel,
  screenWithItems,
  screenWithPages,
} from './newsHelpers';

/** Numbers with thousands separators. */
const formatCount = (n: number) => new Intl.NumberFormat('en-US').format(n);
/** '2025-10-14' -> '2025.10.14' (the displayed date form). */
const dotted = (isoDate: string) => isoDate.replaceAll('-', '.');

test.describe('the eleven news screens show the first page of their category', () => {
  test('the screen table has eleven distinct paths', () => {
    expect(NEWS_SCREEN_TABLE).toHaveLength(11);
    expect(new Set(NEWS_SCREEN_TABLE.map((s) => s.path)).size).toBe(11);
  });

  for (const screen of NEWS_SCREEN_TABLE) {
    test(`${screen.path} lists page 1 of ${screen.category}, in the API's order, in the server HTML too`, async ({
      page,
      request,
    }) => {
      const api = await apiNewsList(request, categoryIdOf(screen.category), 1);
      const ids = api.datas.map((d) => d.newsId);

      // the first page's cards are in the server HTML (no client request needed for them)
      const html = await (await request.get(screen.path)).text();
      for (const id of ids)
        expect(html, `server HTML of ${screen.path} holds card ${id}`).toContain(`data-news-id="${id}"`);

      await gotoHydrated(page, screen.path);
      const list = newsList(page);
      await expect(list).toHaveAttribute('data-category', screen.category);
      await expect(list).toHaveAttribute('data-page', '1');
      await expectCardIds(page, ids, `cards of ${screen.path} = page 1 of the API`);
      expect(ids.length).toBeLessThanOrEqual(NEWS_PAGE_SIZE);

      for (const [i, item] of api.datas.entries()) {
        const card = newsCards(page).nth(i);
        await expect(card).toHaveAttribute('href', paths.newsItem(item.newsId));
        await expect(card).toHaveAttribute('data-overlay', paths.newsOverlay(item.newsId));
        await expect(card).toContainText(item.title);
        await expect(card).toContainText(item.description);
        await expect(card).toContainText(dotted(item.displayDate));
        await expect(card.locator('img')).toHaveCount(1);
      }

      if (ids.length === 0) {
        await expect(list.getByTestId('empty-state')).toBeVisible();
        await expect(list.getByTestId('empty-state')).toContainText('沒有資料');
        await expect(list.getByTestId('empty-state')).toContainText('No Data');
      } else {
        await expect(list.getByTestId('empty-state')).toHaveCount(0);
        const nav = page.getByTestId('pagination');
        await expect(nav).toBeVisible();
        await expect(nav).toContainText(formatCount(api.page.total_rec));
        await expect(nav.getByTestId('page-current')).toHaveText('1');
        // previous is disabled on page 1; next only on the last page
        await expect(nav.getByTestId('page-previous')).toHaveAttribute('aria-disabled', 'true');
        if (api.page.total_page === 1) {
          await expect(nav.getByTestId('page-next')).toHaveAttribute('aria-disabled', 'true');
          await expect(nav.getByTestId('page-picker')).toBeDisabled();
        } else {
          await expect(nav.getByTestId('page-next')).toHaveAttribute('href', paths.newsList(screen.name, 2));
        }
      }
    });
  }
});

test.describe('pagination', () => {
  test('the paginator goes to page 2 in place: ?page=2, the API page 2, list top in view', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    const { screen } = await screenWithPages(request, 2);
    const categoryId = categoryIdOf(screen.category);
    const second = await apiNewsList(request, categoryId, 2);

    await gotoNewsList(page, screen.path);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const historyBefore = await page.evaluate(() => window.history.length);
    expect(await scrollTo(page, 100_000), 'the page can scroll').toBeGreaterThan(200);

    const listRequest = page.waitForRequest((r) => isNewsListRequest(r, 2));
    await clickWhenSettled(page.getByTestId('pagination').getByRole('link', { name: '第 2', exact: true }));
    const sent = new URL((await listRequest).url());
    expect(sent.searchParams.get('categoryId')).toBe(String(categoryId));
    expect(sent.searchParams.get('page')).toBe('2');
    expect(sent.searchParams.get('pageSize')).toBe(String(NEWS_PAGE_SIZE));

    await expect(page).toHaveURL(urlEndingWith(paths.newsList(screen.name, 2)));
    await expect(newsList(page)).toHaveAttribute('data-page', '2');
    await expectCardIds(
      page,
      second.datas.map((d) => d.newsId),
      'cards of page 2 = page 2 of the API',
    );
    const nav = page.getByTestId('pagination');
    await expect(nav.getByTestId('page-current')).toHaveText('2');
    await expect(nav.getByTestId('page-current')).toHaveAttribute('aria-current', 'page');
    // previous is now a link to page 1
    const previous = nav.getByTestId('page-previous');
    await expect(previous).toHaveAttribute('href', paths.newsPage(screen.name, 1));
    expect(await previous.evaluate((el) => el.tagName)).toBe('A');
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');

    // no full page load: the same window, one pushed history entry
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => window.history.length)).toBe(historyBefore + 1);

    // the list top is brought into view (smooth scrolling: wait for it to arrive)
    await expect
      .poll(
        async () => {
          const box = await newsList(page).boundingBox();
          return box !== null && box.y >= -1 && box.y < 700 / 2;
        },
        { message: 'the top of the list is in view' },
      )
      .toBe(true);
    expect(await scrollY(page)).toBeGreaterThanOrEqual(0);
  });

  test("the browser's Back after paging shows page 1 again; Forward page 2", async ({ page, request }) => {
    const { screen, first } = await screenWithPages(request, 2);
    const second = await apiNewsList(request, categoryIdOf(screen.category), 2);
    await gotoHydrated(page, screen.path);
    await clickWhenSettled(page.getByTestId('pagination').getByRole('link', { name: '第 2', exact: true }));
    await expectCardIds(
      page,
      second.datas.map((d) => d.newsId),
    );
    await page.goBack();
    await expect(page).toHaveURL(urlEndingWith(screen.path));
    await expect(newsList(page)).toHaveAttribute('data-page', '1');
    await expectCardIds(
      page,
      first.datas.map((d) => d.newsId),
    );
    await page.goForward();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(newsList(page)).toHaveAttribute('data-page', '2');
    await expectCardIds(
      page,
      second.datas.map((d) => d.newsId),
    );
  });

  for (const raw of ['abc', '0', '-1']) {
    test(`?page=${raw} is read as the default page 1`, async ({ page, request }) => {
      const { screen, first } = await screenWithItems(request);
      await gotoHydrated(page, `${screen.path}?page=${raw}`);
      await expect(newsList(page)).toHaveAttribute('data-page', '1');
      await expectCardIds(
        page,
        first.datas.map((d) => d.newsId),
      );
      await expect(page.getByTestId('page-current')).toHaveText('1');
      await expect(globalDialog(page)).toHaveCount(0);
    });
  }

  test('direct load of ?page=2 shows the API page 2 (server-rendered)', async ({ page, request }) => {
    const { screen } = await screenWithPages(request, 2);
    const second = await apiNewsList(request, categoryIdOf(screen.category), 2);
    const ids = second.datas.map((d) => d.newsId);
    const html = await (await request.get(paths.newsList(screen.name, 2))).text();
    for (const id of ids) expect(html, `server HTML of ?page=2 holds card ${id}`).toContain(`data-news-id="${id}"`);

    await gotoHydrated(page, paths.newsList(screen.name, 2));
    await expect(newsList(page)).toHaveAttribute('data-page', '2');
    await expectCardIds(page, ids);
    await expect(page.getByTestId('page-current')).toHaveText('2');
    await expect(page.getByTestId('page-previous')).toHaveAttribute('href', paths.newsPage(screen.name, 1));
  });

  test(`?page=02 is page 2; of a repeated page the last counts, on the server and in the browser; ${LIST_ROUTE}/... is not an address`, async ({
    page,
    request,
  }) => {
    const { screen } = await screenWithPages(request, 2);
    const second = await apiNewsList(request, categoryIdOf(screen.category), 2);
    const ids = second.datas.map((d) => d.newsId);
    for (const query of ['?page=02', '?page=1&page=2']) {
      const html = await (await request.get(`${screen.path}${query}`)).text();
      expect(html, `${query}: the cards of page 2 in the server HTML`).toContain(`data-news-id="${ids[0]}"`);
      await gotoHydrated(page, `${screen.path}${query}`);
      await expect(newsList(page)).toHaveAttribute('data-page', '2');
      await expectCardIds(page, ids);
    }
    const listPage = paths.listPage(screen.category, 2); // the internal route that serves ?page=2
    for (const path of [LIST_ROUTE, listPage, `${listPage}?page=2`]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
    }
  });

  test('the page picker goes to the last page; next is disabled there', async ({ page, request }) => {
    const { screen, first } = await screenWithPages(request, 2);
    const lastPage = first.page.total_page;
    const last = await apiNewsList(request, categoryIdOf(screen.category), lastPage);

    await gotoHydrated(page, screen.path);
    const picker = page.getByTestId('page-picker');
    await expect(picker).toBeEnabled();
    await expect(picker.locator('option')).toHaveCount(lastPage);
    await picker.selectOption(String(lastPage));
    await page.getByTestId('page-go').click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${lastPage}$`));
    await expectCardIds(
      page,
      last.datas.map((d) => d.newsId),
    );
    await expect(page.getByTestId('page-current')).toHaveText(formatCount(lastPage));
    await expect(page.getByTestId('page-next')).toHaveAttribute('aria-disabled', 'true');
    expect(await page.getByTestId('page-next').evaluate((el) => el.tagName)).toBe('SPAN');
  });

  test('with the keyboard, choosing a page changes nothing until its button is pressed (no change on input)', async ({
    page,
    request,
  }) => {
    const { screen } = await screenWithPages(request, 2);
    const second = await apiNewsList(request, categoryIdOf(screen.category), 2);
    await gotoHydrated(page, screen.path);
    const picker = page.getByTestId('page-picker');
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await expect(picker).toHaveValue('2');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search, 'still page 1').toBe('');
    await expect(page.getByTestId('page-current')).toHaveText('1');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('page-go')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?page=2$/);
    await expectCardIds(
      page,
      second.datas.map((d) => d.newsId),
    );
    await expect(picker).toHaveValue('2');
  });

  test('?page=999 shows the empty state, with the totals still paging', async ({ page, request }) => {
    const { screen, first } = await screenWithPages(request, 2);
    const beyond = await apiNewsList(request, categoryIdOf(screen.category), 999);
    expect(beyond.datas).toEqual([]);
    expect(beyond.page.total_rec).toBe(first.page.total_rec);
    expect(beyond.page.total_page).toBe(first.page.total_page);

    await gotoHydrated(page, paths.newsList(screen.name, 999));
    await expect(newsList(page)).toHaveAttribute('data-page', '999');
    const empty = newsList(page).getByTestId('empty-state');
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('沒有資料');
    await expect(empty).toContainText('No Data');
    await expect(newsCards(page)).toHaveCount(0);
    // the paginator is still there, with the totals, and leads back to the pages that exist
    const nav = page.getByTestId('pagination');
    await expect(nav).toBeVisible();
    await expect(nav).toContainText(formatCount(first.page.total_rec));
    await expect(nav.getByTestId('page-picker')).toBeEnabled();
    await expect(nav.getByTestId('page-picker').locator('option')).toHaveCount(first.page.total_page);
    await expect(nav.getByTestId('page-previous')).toHaveAttribute(
      'href',
      pathPattern(paths.newsList(screen.name, ANY_ID)),
    );
  });

  test.describe('a page the build did not prerender', () => {
    test.use({ javaScriptEnabled: false });
    test('is rendered when first asked for: whole with JavaScript off, its own address, a CSP by hashes', async ({
      page,
      request,
    }) => {
      const { screen, first } = await screenWithPages(request, 2);
      // a new item adds a page the build never saw: a page past the end stands for it here
      const number = first.page.total_page + 1000 + Math.floor(Math.random() * 1000);
      const res = await page.goto(paths.newsList(screen.name, number));
      expect(res?.status()).toBe(200);
      const csp = res?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src[^;]*'sha256-/);
      expect(csp).not.toMatch(/nonce-|unsafe-inline/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        urlEndingWith(paths.newsList(screen.name, number)),
      );
      await expect(newsList(page).getByTestId('empty-state')).toContainText('沒有資料');
      const nav = page.getByTestId('pagination');
      await expect(nav).toContainText(formatCount(first.page.total_rec));
      // every link of the paginator leads to a page that answers
      for (const href of await nav.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
      // asked again, it is the same page (kept), not rendered anew
      const again = await request.get(paths.newsList(screen.name, number));
      expect(again.headers()['etag']).toBe(res?.headers()['etag']);

      // a deep page of the list (the build prerenders only its first pages) has its cards in its first HTML
      expect(first.page.total_page).toBeGreaterThan(PRERENDERED_LIST_PAGES);
      const deep = PRERENDERED_LIST_PAGES + 1;
      const deepApi = await apiNewsList(request, categoryIdOf(screen.category), deep);
      await page.goto(paths.newsList(screen.name, deep));
      await expectCardIds(
        page,
        deepApi.datas.map((d) => d.newsId),
      );
    });
  });

  test.describe('an item the build did not prerender', () => {
    test.use({ javaScriptEnabled: false });
    test('is rendered when first asked for: whole with JavaScript off, a CSP by hashes, its share card and calendar, and an unknown id is a 404', async ({
      page,
      request,
    }) => {
      // the build prerenders the items of each list's first page and the newest: the oldest item of a list with
      // more than one page is none of them
      const firstPages = new Set<number>();
      for (const screen of NEWS_SCREEN_TABLE) {
        for (const card of (await apiNewsList(request, categoryIdOf(screen.category))).datas)
          firstPages.add(card.newsId);
      }
      const { screen, first } = await screenWithPages(request, 2);
      const last = await apiNewsList(request, categoryIdOf(screen.category), first.page.total_page);
      const older = last.datas.at(-1)!.newsId;
      expect(firstPages.has(older), `item ${older} is on no list's first page`).toBe(false);
      const detail = await apiNewsDetail(request, older);

      const res = await page.goto(paths.newsItem(older));
      expect(res?.status()).toBe(200);
      const csp = res?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src[^;]*'sha256-/);
      expect(csp).not.toMatch(/nonce-|unsafe-inline/);
      await expect(page.locator('main h1')).toContainText(detail.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', urlEndingWith(paths.newsItem(older)));
      // its scripts wait for the boot script, and its flight data is a file that answers
      const html = await page.content();
      expect(html).not.toContain('self.__next_f.push');
      const flight = /"([^"]*\/_next\/static\/flight\/[\w-]+\.json)"/.exec(html)?.[1];
      expect(flight, 'the flight data file').toBeTruthy();
      expect((await request.get(flight!)).status()).toBe(200);
      // asked again, it is the same page (kept), not rendered anew
      const again = await request.get(paths.newsItem(older));
      expect(again.headers()['etag']).toBe(res?.headers()['etag']);

      const card = await request.get(paths.share.news(older));
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
      if (detail.eventStart) {
        const ics = await request.get(paths.newsCalendar(older));
        expect(ics.status()).toBe(200);
        expect(await ics.text()).toContain('BEGIN:VEVENT');
      }

      // an id no item has: the 404 page, finished like any other (a CSP by hashes), and no share card or calendar
      const missing = await page.goto(paths.newsItem(98_765_432));
      expect(missing?.status()).toBe(404);
      expect(missing?.headers()['content-security-policy'] ?? '').toMatch(/script-src[^;]*'sha256-/);
      expect((await request.get(paths.share.news(98_765_432))).status()).toBe(404);
      expect((await request.get(paths.newsCalendar(98_765_432))).status()).toBe(404);
    });
  });

  test('the spinner shows while a page loads', async ({ page, request }) => {
    const { screen } = await screenWithPages(request, 2);
    const second = await apiNewsList(request, categoryIdOf(screen.category), 2);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isNewsListUrl(url, 2),
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await gotoHydrated(page, screen.path);
    await clickWhenSettled(page.getByTestId('pagination').getByRole('link', { name: '第 2', exact: true }));
    await expect(newsList(page).getByTestId('spinner')).toBeVisible();
    await expect(newsCards(page)).toHaveCount(0);
    release();
    await expectCardIds(
      page,
      second.datas.map((d) => d.newsId),
    );
    await expect(newsList(page).getByTestId('spinner')).toHaveCount(0);
  });

  test('a page the API answers with no items shows the empty state', async ({ page, request }) => {
    const { screen } = await screenWithPages(request, 2);
    await page.route(
      (url) => isNewsListUrl(url, 2),
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ datas: [], page: { current_page: 2, total_rec: 0, total_page: 0 } }),
        }),
    );
    await gotoHydrated(page, screen.path);
    await clickWhenSettled(page.getByTestId('pagination').getByRole('link', { name: '第 2', exact: true }));
    await expect(page).toHaveURL(/\?page=2$/);
    const empty = newsList(page).getByTestId('empty-state');
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('沒有資料');
    await expect(empty).toContainText('No Data');
    await expect(newsCards(page)).toHaveCount(0);
    await expect(globalDialog(page)).toHaveCount(0);
  });
});

test.describe('news detail', () => {
  test('a card opens the panel with its item; Escape closes it and clears the hash', async ({ page, request }) => {
    const first = await apiNewsList(request, categoryIdOf('NEWS'), 1);
    expect(first.datas.length, 'the news family has items').toBeGreaterThan(0);
    const item = first.datas[Math.min(1, first.datas.length - 1)]!;
    const detail = await apiNewsDetail(request, item.newsId);

    await gotoHydrated(page, SCREENS.news);
    await page.locator(`[data-testid=news-card][data-news-id="${item.newsId}"]`).click();
    await expectOverlayOpen(page);
    expect(locationHash(page)).toBe(paths.newsOverlay(item.newsId));
    const view = overlayPanel(page).getByTestId('news-detail');
    // the item's heading is the first h2 of the detail (the rich content may hold more)
    await expect(view.getByRole('heading', { level: 2 }).first()).toContainText(detail.title);
    await expect(view).toContainText(detail.subTitle);

    await page.keyboard.press('Escape');
    await expectOverlayClosed(page);
    expect(page.url()).toMatch(urlEndingWith(SCREENS.news));
  });

  test('direct load of /news#news/{id} opens the panel on first load, with the full detail', async ({
    page,
    request,
  }) => {
    const first = await apiNewsList(request, categoryIdOf('NEWS'), 1);
    const item = first.datas[0]!;
    const detail = await apiNewsDetail(request, item.newsId);
    const names = categoryNamesOf(detail.displayType);

    await gotoHydrated(page, `${SCREENS.news}${paths.newsOverlay(item.newsId)}`);
    await expectOverlayOpen(page);
    const view = overlayPanel(page).getByTestId('news-detail');
    await expect(view).toBeVisible();
    await expect(view.getByRole('heading', { level: 2 }).first()).toContainText(detail.title);
    await expect(view.getByRole('heading', { level: 2 }).first()).toContainText(detail.subTitle);
    await expect(view).toContainText(names.title);
    await expect(view).toContainText(names.subTitle);
    await expect(view).toContainText(dotted(detail.displayDate));
    expect(dotted(detail.displayDate)).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    await expect(view).toContainText(detail.subTitle);
    await expect(view).toContainText(detail.description);
    // the list stays mounted behind the panel
    await expect(newsList(page)).toHaveAttribute('data-category', 'NEWS');
    expect(await cardIds(page)).toEqual(first.datas.map((d) => d.newsId));
  });

  test('direct load of /news/{id} renders the detail with an h1', async ({ page, request }) => {
    const first = await apiNewsList(request, categoryIdOf('NEWS'), 1);
    const item = first.datas[first.datas.length - 1]!;
    const detail = await apiNewsDetail(request, item.newsId);
    const names = categoryNamesOf(detail.displayType);

    const response = await page.goto(paths.newsItem(item.newsId));
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText(detail.title);
    const view = page.getByTestId('news-detail');
    await expect(view).toContainText(names.title);
    await expect(view).toContainText(dotted(detail.displayDate));
    await expect(view).toContainText(detail.subTitle);
    // server-rendered: the title is in the HTML
    const html = await (await request.get(paths.newsItem(item.newsId))).text();
    expect(html).toContain(detail.title);
  });

  test("a body's figure keeps its place before its image comes: no shift when it loads, with JavaScript off too", async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      // the body's images never come
      await page.route('**/static/news/figures/**', () => new Promise(() => {}));
      await page.goto(paths.newsItem(101), { waitUntil: 'domcontentloaded' });
      const img = page.getByTestId('news-detail').locator('figure img').first();
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      const ratio = Number(await img.getAttribute('width')) / Number(await img.getAttribute('height'));
      const box = (await img.boundingBox())!;
      expect(box.height, 'the figure has its height before the image loads').toBeGreaterThan(50);
      expect(Math.abs(box.width / box.height - ratio)).toBeLessThan(0.02);
      await context.close();
    }
  });

  test(`${paths.newsItem(99999999)} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(paths.newsItem(99999999));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.')).toBeVisible();
  });
});
