import { expect, test, type Page } from '@playwright/test';
import { api, paths, SCREENS } from '@/domain/paths';
import {
  VIEWPORT_DESKTOP,
  escapeRegExp,
  gotoHydrated,
  restUrl,
  scrollTo,
  scrollY,
  urlEndingWith,
  waitForStableBox,
} from './helpers';
import {
  apiNewsDetail,
  apiNewsList,
  categoryIdOf,
  expectOverlayClosed,
  expectOverlayOpen,
  expectScrollLocked,
  fail500,
  globalDialog,
  gotoNewsList,
  isNewsDetailUrl,
  locationHash,
  newsCards,
  overlay,
  overlayPanel,
  recordOverlayPhases,
  type ApiNewsList,
} from './newsHelpers';

/** The news family's first page (for ids and titles read at run time). */
async function firstNews(request: Parameters<typeof apiNewsList>[0]): Promise<ApiNewsList> {
  const first = await apiNewsList(request, categoryIdOf('NEWS'), 1);
  expect(first.datas.length, 'the news family needs at least two items for these tests').toBeGreaterThanOrEqual(2);
  return first;
}

const card = (page: Page, id: number) => page.locator(`[data-testid=news-card][data-news-id="${id}"]`);

/** Opens the panel of `id` by a click on its card and waits until it is open and showing the item. */
async function openByClick(page: Page, id: number, title: string) {
  await card(page, id).click();
  await expectOverlayOpen(page);
  expect(locationHash(page)).toBe(paths.newsOverlay(id));
  await expect(overlayPanel(page).getByTestId('news-detail')).toContainText(title);
  await expectScrollLocked(page, true);
}

test.describe('news detail overlay, 1440 x 900', () => {
  test.use({ viewport: VIEWPORT_DESKTOP });

  test('opens by a hash on first load; the back control closes it (replace, no history entry)', async ({
    page,
    request,
  }) => {
    const item = (await firstNews(request)).datas[0]!;
    await gotoHydrated(page, `${SCREENS.news}${paths.newsOverlay(item.newsId)}`);
    await expectOverlayOpen(page);
    await expect(overlayPanel(page).getByTestId('news-detail')).toContainText(item.title);
    await expectScrollLocked(page, true);
    const historyBefore = await page.evaluate(() => window.history.length);

    const close = overlayPanel(page).getByTestId('overlay-close');
    await expect(close).toContainText('返回');
    await expect(close).toContainText('Close');
    await close.click();
    // the exit animation: the overlay stays (phase closing) before it goes
    await expectOverlayClosed(page);
    expect(page.url()).toMatch(urlEndingWith(SCREENS.news));
    expect(await page.evaluate(() => window.history.length)).toBe(historyBefore);
  });

  test('opens by a click; the back control closes it and focus returns to the card', async ({ page, request }) => {
    const item = (await firstNews(request)).datas[1]!;
    await gotoHydrated(page, SCREENS.news);
    await openByClick(page, item.newsId, item.title);
    // focus is inside the panel while it is open
    await expect.poll(() => overlayPanel(page).evaluate((p) => p.contains(document.activeElement))).toBe(true);

    const phases = await recordOverlayPhases(page);
    await overlayPanel(page).getByTestId('overlay-close').click();
    await expectOverlayClosed(page);
    await expect(card(page, item.newsId)).toBeFocused();

    // the close animates first (phase closing, hash still there), then the overlay goes and the hash after it
    const log = await phases();
    const closing = log.find((e) => e.phase === 'closing');
    const gone = log.find((e) => e.phase === 'gone' && closing !== undefined && e.t >= closing.t);
    expect(closing, `phases seen: ${JSON.stringify(log)}`).toBeDefined();
    expect(gone, `phases seen: ${JSON.stringify(log)}`).toBeDefined();
    expect(closing!.hash).toBe(paths.newsOverlay(item.newsId));
    const exitMs = gone!.t - closing!.t;
    expect(exitMs, `exit animation length; phases: ${JSON.stringify(log)}`).toBeGreaterThanOrEqual(200);
    expect(exitMs).toBeLessThan(2_000);
    expect(log[log.length - 1]).toMatchObject({ phase: 'gone', hash: '' });
  });

  test('a click on the mask (left of the panel) closes it', async ({ page, request }) => {
    const item = (await firstNews(request)).datas[0]!;
    await gotoHydrated(page, SCREENS.news);
    await openByClick(page, item.newsId, item.title);
    await waitForStableBox(overlayPanel(page));
    await expect(overlay(page).getByTestId('overlay-mask')).toBeVisible();
    await page.mouse.click(10, 450);
    await expectOverlayClosed(page);
    expect(page.url()).toMatch(urlEndingWith(SCREENS.news));
  });

  test('a click inside the panel does not close it', async ({ page, request }) => {
    const item = (await firstNews(request)).datas[0]!;
    await gotoHydrated(page, SCREENS.news);
    await openByClick(page, item.newsId, item.title);
    await waitForStableBox(overlayPanel(page));
    await overlayPanel(page)
      .getByTestId('news-detail')
      .click({ position: { x: 20, y: 20 } });
    await expect(overlay(page)).toHaveAttribute('data-phase', 'open');
    expect(locationHash(page)).toBe(paths.newsOverlay(item.newsId));
  });

  test('Escape closes it', async ({ page, request }) => {
    const item = (await firstNews(request)).datas[1]!;
    await gotoHydrated(page, SCREENS.news);
    await openByClick(page, item.newsId, item.title);
    await page.keyboard.press('Escape');
    await expectOverlayClosed(page);
    await expect(card(page, item.newsId)).toBeFocused();
  });

  test("the browser's Back button closes it", async ({ page, request }) => {
    const item = (await firstNews(request)).datas[0]!;
    await gotoHydrated(page, SCREENS.news);
    await openByClick(page, item.newsId, item.title);
    await page.goBack();
    await expectOverlayClosed(page);
    expect(page.url()).toMatch(urlEndingWith(SCREENS.news));
    // and Forward opens it again
    await page.goForward();
    await expectOverlayOpen(page);
    await expect(overlayPanel(page).getByTestId('news-detail')).toContainText(item.title);
  });

  test('closing after opening by click goes back one history entry (close and Back agree)', async ({
    page,
    request,
  }) => {
    const item = (await firstNews(request)).datas[0]!;
    await gotoHydrated(page, SCREENS.news);
    const before = await page.evaluate(() => window.history.length);
    await openByClick(page, item.newsId, item.title);
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await overlayPanel(page).getByTestId('overlay-close').click();
    await expectOverlayClosed(page);
    // the entry of the hash is the forward entry now: Forward reopens the panel
    await page.goForward();
    await expectOverlayOpen(page);
  });

  test('stacked: an error dialog over the open panel; Escape closes only the dialog, a second Escape the panel', async ({
    page,
    request,
  }) => {
    const first = await firstNews(request);
    const a = first.datas[0]!;
    const b = first.datas[1]!;
    await page.route((url) => isNewsDetailUrl(url, b.newsId), fail500);
    await gotoHydrated(page, SCREENS.news);
    await openByClick(page, a.newsId, a.title);

    // with the panel open, the hash moves to an item whose detail request fails
    await page.evaluate((hash) => (window.location.hash = hash), paths.newsOverlay(b.newsId));
    const dialog = globalDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-type', 'error');
    await expect(dialog.getByTestId('dialog-code')).toHaveText('AxiosError');
    await expect(overlayPanel(page).getByTestId('empty-state')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // the panel beneath stays open, still on the same hash, the page still locked
    await expect(overlay(page)).toHaveAttribute('data-phase', 'open');
    await expect(overlayPanel(page)).toBeVisible();
    expect(locationHash(page)).toBe(paths.newsOverlay(b.newsId));
    await expectScrollLocked(page, true);

    await page.keyboard.press('Escape');
    await expectOverlayClosed(page);
  });

  test('#news/abc shows the empty state in the panel, with no request for it and no error', async ({ page }) => {
    // (the cards in view have their details read ahead: only a request for `abc` would be wrong)
    const detailRequests: string[] = [];
    page.on('request', (r) => {
      if (new RegExp(`${escapeRegExp(restUrl(api.newsList))}/(?!\\d+$)[^/?]+`).test(new URL(r.url()).pathname))
        detailRequests.push(r.url());
    });
    await gotoHydrated(page, `${SCREENS.news}#news/abc`);
    await expectOverlayOpen(page);
    const empty = overlayPanel(page).getByTestId('empty-state');
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('沒有資料');
    await expect(empty).toContainText('No Data');
    await expect(globalDialog(page)).toHaveCount(0);
    expect(detailRequests).toEqual([]);
    await page.keyboard.press('Escape');
    await expectOverlayClosed(page);
  });

  test('#news/99999999 (unknown id) shows the empty state in the panel, never an error', async ({ page, request }) => {
    const unknown = await request.get(restUrl(api.newsItem(99999999)));
    expect(unknown.status()).toBe(404);
    await gotoHydrated(page, `${SCREENS.news}${paths.newsOverlay(99999999)}`);
    await expectOverlayOpen(page);
    const empty = overlayPanel(page).getByTestId('empty-state');
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('沒有資料');
    await expect(empty).toContainText('No Data');
    await expect(globalDialog(page)).toHaveCount(0);
    await expect(page.getByText('This page could not be found.')).toHaveCount(0);
  });

  test('#news/0 (zero is no news id) shows the empty state in the panel, with no error dialog', async ({ page }) => {
    // APP BUG (found by this test): src/lib/hashRoute.ts toNumber() accepts 0 ("non-negative integer"),
    // so NewsDetailPanel / useNewsDetail (src/features/news/client.ts) request GET /scuid-fe-api/news/0;
    // the API answers 400 BAD_REQUEST "id must be a positive whole number", and fetchNewsDetail only
    // maps 404 to "no data", so the global error dialog (FAILED, code BAD_REQUEST, path /news/0) opens
    // over the panel. Expected: like any unknown id, the empty state only (as /news/0 is a 404 page,
    // newsIdFrom() there requires a positive id; zero counts as empty).
    await gotoHydrated(page, `${SCREENS.news}${paths.newsOverlay(0)}`);
    await expectOverlayOpen(page);
    await expect(overlayPanel(page).getByTestId('empty-state')).toBeVisible();
    await expect(globalDialog(page)).toHaveCount(0);
  });

  test('the panel shows the spinner while its detail loads', async ({ page, request }) => {
    const item = (await firstNews(request)).datas[0]!;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isNewsDetailUrl(url, item.newsId),
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await gotoHydrated(page, SCREENS.news);
    await card(page, item.newsId).click();
    await expectOverlayOpen(page);
    await expect(overlayPanel(page).getByTestId('spinner')).toBeVisible();
    await expect(overlayPanel(page).getByTestId('news-detail')).toHaveCount(0);
    release();
    await expect(overlayPanel(page).getByTestId('news-detail')).toContainText(item.title);
    await expect(overlayPanel(page).getByTestId('spinner')).toHaveCount(0);
  });

  test('Tab keeps focus inside the open panel', async ({ page, request }) => {
    const item = (await firstNews(request)).datas[0]!;
    await gotoHydrated(page, SCREENS.news);
    await openByClick(page, item.newsId, item.title);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(
        await overlayPanel(page).evaluate((p) => p.contains(document.activeElement)),
        `focus inside the panel after key ${i + 1}`,
      ).toBe(true);
    }
  });

  for (const how of ['back control', 'Escape', 'mask', 'browser Back'] as const) {
    test(`closing by ${how} keeps the list where the visitor left it`, async ({ page }) => {
      await gotoNewsList(page, SCREENS.news);
      // scroll so that the last card of the list is fully in view, 250 px below the top (clear of the
      // fixed header and of the scroll-padding a focused element is kept out of)
      const cards = newsCards(page);
      const last = cards.last();
      const top = await last.evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 250);
      const scrolled = await scrollTo(page, top);
      expect(scrolled, 'the page scrolls down to the last card').toBeGreaterThan(300);
      const box = await last.boundingBox();
      expect(
        box && box.y >= 0 && box.y + box.height <= VIEWPORT_DESKTOP.height,
        `the last card is fully in view: ${JSON.stringify(box)}`,
      ).toBe(true);
      await last.click();
      await expectOverlayOpen(page);
      await waitForStableBox(overlayPanel(page));
      const y = await scrollY(page);
      expect(y, 'opening the panel does not scroll the page').toBe(scrolled);
      if (how === 'back control') await overlayPanel(page).getByTestId('overlay-close').click();
      if (how === 'Escape') await page.keyboard.press('Escape');
      if (how === 'mask') await page.mouse.click(10, 400);
      if (how === 'browser Back') await page.goBack();
      await expectOverlayClosed(page);
      expect(await scrollY(page)).toBe(y);
    });
  }

  test('the panel is a dialog rendered into body, named, over the page', async ({ page, request }) => {
    const item = (await firstNews(request)).datas[0]!;
    const detail = await apiNewsDetail(request, item.newsId);
    await gotoHydrated(page, `${SCREENS.news}${paths.newsOverlay(item.newsId)}`);
    await expectOverlayOpen(page);
    expect(await overlay(page).evaluate((el) => el.parentElement === document.body)).toBe(true);
    await expect(overlayPanel(page)).toHaveAttribute('aria-modal', 'true');
    await expect(overlayPanel(page).getByRole('heading', { level: 2 }).first()).toContainText(detail.title);
    // the page behind cannot be clicked: the topmost element at a card's position is the mask
    const box = await newsCards(page).first().boundingBox();
    expect(box).not.toBeNull();
    const topmost = await page.evaluate(
      ({ x, y }) => (document.elementFromPoint(x, y) as HTMLElement | null)?.dataset.testid ?? null,
      { x: Math.min(box!.x + 10, 500), y: box!.y + 10 },
    );
    expect(topmost).toBe('overlay-mask');
  });
});

test.describe('panel width by breakpoint (full, 460, 680, 920)', () => {
  const cases = [
    { width: 375, expected: 375 },
    { width: 800, expected: 460 },
    { width: 1000, expected: 680 },
    { width: 1440, expected: 920 },
  ];
  for (const c of cases) {
    test(`at ${c.width} px the panel is ${c.expected} px wide, on the right edge`, async ({ page, request }) => {
      const item = (await firstNews(request)).datas[0]!;
      await page.setViewportSize({ width: c.width, height: 800 });
      await gotoHydrated(page, `${SCREENS.news}${paths.newsOverlay(item.newsId)}`);
      await expectOverlayOpen(page);
      await waitForStableBox(overlayPanel(page));
      const box = await overlayPanel(page).boundingBox();
      expect(box).not.toBeNull();
      expect(Math.round(box!.width)).toBe(c.expected);
      expect(Math.round(box!.x + box!.width)).toBe(c.width);
      expect(Math.round(box!.height)).toBe(800);
    });
  }
});

test.describe('a panel whose answer is in the cache shows it in its first render, with no loading state', () => {
  /** Counts the loading states put into the page from now on. */
  const countSpinners = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __spinners: number };
      w.__spinners = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (
              n instanceof Element &&
              (n.matches('[data-testid=spinner]') || n.querySelector('[data-testid=spinner]'))
            )
              w.__spinners += 1;
      }).observe(document.body, { subtree: true, childList: true });
    });
  const spinners = (page: Page) => page.evaluate(() => (window as unknown as { __spinners: number }).__spinners);

  test('a news item opened again, and a second profile of a list', async ({ page, request }) => {
    const [first, second] = (await firstNews(request)).datas;
    await gotoHydrated(page, SCREENS.news);
    await card(page, first!.newsId).click();
    await expect(overlayPanel(page).getByTestId('news-detail')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectOverlayClosed(page);
    await countSpinners(page);
    await card(page, first!.newsId).click();
    await expect(overlayPanel(page).getByTestId('news-detail')).toContainText(first!.title);
    expect(await spinners(page), 'a loading state before the news item read before').toBe(0);
    await page.keyboard.press('Escape');
    await expectOverlayClosed(page);
    expect(second, 'two items in the family').toBeDefined();

    await gotoHydrated(page, SCREENS.fullTimeProfessors);
    const profiles = page.locator('a[data-testid=person-card][data-overlay]');
    await profiles.first().click();
    await expect(overlayPanel(page).getByTestId('profile')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectOverlayClosed(page);
    await countSpinners(page);
    await profiles.nth(1).click();
    await expect(overlayPanel(page).getByTestId('profile')).toBeVisible();
    expect(await spinners(page), 'a loading state before a profile of a list read before').toBe(0);
  });
});

test('once the page is idle, the details of the news cards in view are read ahead, and of no card out of view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const requested = new Set<number>();
  page.on('request', (r) => {
    const m = new RegExp(`${escapeRegExp(restUrl(api.newsList))}/(\\d+)$`).exec(new URL(r.url()).pathname);
    if (m) requested.add(Number(m[1]));
  });
  await gotoHydrated(page, SCREENS.news);
  const cards = await page
    .locator('[data-testid=news-card]')
    .evaluateAll((els) =>
      els.map((el) => ({ id: Number(el.getAttribute('data-news-id')), ...el.getBoundingClientRect().toJSON() })),
    );
  const inView = cards.filter((c) => c.bottom > 0 && c.top < 800 && c.width > 0).map((c) => c.id);
  expect(inView.length, 'cards in view at the top of the list').toBeGreaterThan(0);
  expect(cards.length - inView.length, 'cards out of view').toBeGreaterThan(0);
  await expect.poll(() => [...requested].sort(), { timeout: 10_000 }).toEqual([...inView].sort());
  await page.waitForLoadState('networkidle');
  expect([...requested].sort(), 'read ahead: the cards in view, no other').toEqual([...inView].sort());
});
