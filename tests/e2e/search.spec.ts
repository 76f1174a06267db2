import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, paths, SCREENS } from '@/domain/paths';
import {
  clickWhenSettled,
  escapeRegExp,
  expectNoViolations,
  expectNoViolationsAtEachWidth,
  gotoHydrated,
  restUrl,
  urlEndingWith,
  VIEWPORT_DESKTOP,
  VIEWPORT_MOBILE,
} from './helpers';

/**
 * The search page /search: server-rendered, so results, filters and paging work without
 * JavaScript, and the address is shareable; and the shell's search box, in the desktop top bar and the
 * mobile drawer.
 */

interface SearchAnswer {
  datas: {
    type: string;
    id: string;
    title: string;
    subTitle: string;
    url: string;
    snippet: string;
    subSnippet: string;
    displayDate: string | null;
  }[];
  page: { current_page: number; total_rec: number; total_page: number };
}

async function searchApi(request: APIRequestContext, query: Record<string, string | number>): Promise<SearchAnswer> {
  const res = await request.get(restUrl(api.search, query));
  expect(res.status()).toBe(200);
  return (await res.json()) as SearchAnswer;
}

const results = (page: Page) => page.getByTestId('search-result');
const resultTitles = (page: Page) => results(page).locator('h3');
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
/** The address of the search page with some query: `/search?q=`. */
const withQuery = new RegExp(escapeRegExp(`${paths.search()}?q=`));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a query typed into the form shows the results the API gives, with marked snippets', async ({
    page,
    request,
  }) => {
    const response = await page.goto(paths.search());
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1')).toContainText('搜尋');
    await expect(page.getByTestId('search-hint')).toBeVisible();

    const box = page
      .locator('main')
      .getByRole('search')
      .getByRole('searchbox', { name: /搜尋本站/ });
    await box.fill('設計 workshop');
    await box.press('Enter');
    await expect(page).toHaveURL(withQuery);
    await expect.poll(() => params(page)).toEqual({ q: '設計 workshop' });

    const answer = await searchApi(request, { q: '設計 workshop' });
    expect(answer.page.total_rec).toBeGreaterThan(10);
    await expect(results(page)).toHaveCount(10);
    const first = answer.datas[0]!;
    await expect(resultTitles(page).first()).toContainText(first.title);
    await expect(resultTitles(page).first()).toContainText(first.subTitle);
    await expect(results(page).first().getByRole('link')).toHaveAttribute('href', first.url);
    await expect(results(page).first().locator('time')).toHaveAttribute('datetime', first.displayDate!);
    // the matches are <mark> elements holding the query's words
    const marked = await page.locator('main mark').allTextContents();
    expect(marked.some((m) => m === '設計')).toBe(true);
    expect(marked.some((m) => /^workshops?$/i.test(m))).toBe(true);
    await expect(page.getByTestId('search-summary')).toContainText(String(answer.page.total_rec));
  });

  test('a teacher found by the given name links to the profile overlay address', async ({ page }) => {
    await page.goto(paths.search({ q: '明哲' }));
    const first = results(page).first();
    await expect(first).toHaveAttribute('data-type', 'person');
    await expect(first.locator('h3')).toContainText('周明哲');
    await expect(first.getByRole('link')).toHaveAttribute('href', paths.profile('fullTime', 1));
  });

  test('filters are links that keep the query, and a new query keeps the filters', async ({ page, request }) => {
    await page.goto(paths.search({ q: '設計' }));
    await page.getByTestId('filter-type-news').click();
    await expect.poll(() => params(page)).toEqual({ q: '設計', type: 'news' });
    await expect(page.getByTestId('filter-type-news')).toHaveAttribute('aria-current', 'true');
    for (const type of await results(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-type'))))
      expect(type).toBe('news');

    await page.getByTestId('filter-category-3').click();
    await expect.poll(() => params(page)).toEqual({ q: '設計', type: 'news', categoryId: '3' });
    await expect(page.getByTestId('filter-category-3')).toHaveAttribute('aria-current', 'true');
    const awards = await searchApi(request, { q: '設計', categoryId: 3 });
    await expect(resultTitles(page).first()).toContainText(awards.datas[0]!.title);
    const year = await page.locator('[data-testid^="filter-year-2"]').first().getAttribute('data-testid');
    await page.getByTestId(year!).click();
    const y = year!.replace('filter-year-', '');
    await expect.poll(() => params(page)).toEqual({ q: '設計', type: 'news', categoryId: '3', year: y });
    for (const date of await results(page)
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime'))))
      expect(date).toMatch(new RegExp(`^${y}-`));

    // a new query from the form keeps the filters
    const box = page.locator('main').getByRole('search').getByRole('searchbox');
    await box.fill('金獎');
    await box.press('Enter');
    await expect.poll(() => params(page)).toEqual({ q: '金獎', type: 'news', categoryId: '3', year: y });

    // "All" clears the type and the news filters
    await page.getByTestId('filter-type-all').click();
    await expect.poll(() => params(page)).toEqual({ q: '金獎' });
  });

  test('pages are plain links ?q=..&page=N, previous disabled on the first and next on the last, filters kept', async ({
    page,
    request,
  }) => {
    const answer = await searchApi(request, { q: '設計', type: 'news' });
    expect(answer.page.total_page).toBeGreaterThan(5);
    await page.goto(paths.search({ q: '設計', type: 'news' }));
    await expect(page.getByTestId('page-previous')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('page-current')).toHaveText('1');
    const firstPage = await resultTitles(page).allTextContents();

    await clickWhenSettled(page.getByTestId('page-next'));
    await expect.poll(() => params(page)).toEqual({ q: '設計', type: 'news', page: '2' });
    await expect(page.getByTestId('page-current')).toHaveText('2');
    await expect(page.getByTestId('page-previous')).not.toHaveAttribute('aria-disabled', 'true');
    const secondPage = await resultTitles(page).allTextContents();
    expect(secondPage).toHaveLength(10);
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
    const api2 = await searchApi(request, { q: '設計', type: 'news', page: 2 });
    await expect(resultTitles(page).first()).toContainText(api2.datas[0]!.title);

    // the last page: next disabled; the picker (a GET form) goes there too
    await page.getByTestId('page-picker').selectOption(String(answer.page.total_page));
    await page
      .getByTestId('pagination')
      .getByRole('button', { name: /前往 Go/ })
      .click();
    await expect
      .poll(() => params(page))
      .toMatchObject({ q: '設計', type: 'news', page: String(answer.page.total_page) });
    await expect(page.getByTestId('page-current')).toHaveText(String(answer.page.total_page));
    await expect(page.getByTestId('page-next')).toHaveAttribute('aria-disabled', 'true');
    await expect(results(page)).toHaveCount(answer.page.total_rec - (answer.page.total_page - 1) * 10);
  });

  test('one page of results: previous, next and the picker are disabled', async ({ page }) => {
    await page.goto(paths.search({ q: '明哲' }));
    await expect(page.getByTestId('page-current')).toHaveText('1');
    await expect(page.getByTestId('page-previous')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('page-next')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('page-picker')).toBeDisabled();
  });

  test('no match shows the empty state 沒有資料 / No Data', async ({ page }) => {
    await page.goto(paths.search({ q: 'zzqqxxvv' }));
    await expect(page.getByTestId('empty-state')).toContainText('沒有資料');
    await expect(page.getByTestId('empty-state')).toContainText('No Data');
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByTestId('pagination')).toHaveCount(0);
  });

  test('hostile queries render as text', async ({ page }) => {
    for (const q of ['<script>alert(1)</script>', '" OR NEAR( *', "')--"]) {
      // encodeURIComponent: ' ( ) reach the server unencoded (paths.search() would encode them)
      const response = await page.goto(`${paths.search()}?q=${encodeURIComponent(q)}`);
      expect(response?.status(), q).toBe(200);
      await expect(page.locator('main').getByRole('search').getByRole('searchbox')).toHaveValue(q);
      await expect(page.locator('main script')).toHaveCount(0);
    }
  });
});

test.describe('with JavaScript', () => {
  test('the form, a filter and the next page work after hydration', async ({ page }) => {
    await gotoHydrated(page, paths.search());
    const box = page
      .locator('main')
      .getByRole('search')
      .getByRole('searchbox', { name: /搜尋本站/ });
    await box.fill('工作營');
    await page.locator('main').getByRole('search').getByRole('button', { name: /搜尋/ }).click();
    await expect(page).toHaveURL(/q=%E5%B7%A5%E4%BD%9C%E7%87%9F/);
    await expect(results(page).first()).toBeVisible();
    await expect(page.locator('main mark').first()).toHaveText('工作營');

    await page.getByTestId('filter-type-news').click();
    await expect(page).toHaveURL(/type=news/);
    await expect(page.getByTestId('filter-type-news')).toHaveAttribute('aria-current', 'true');
    await clickWhenSettled(page.getByTestId('page-next'));
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => params(page)).toEqual({ q: '工作營', type: 'news', page: '2' });
    await expect(page.getByTestId('page-current')).toHaveText('2');
  });

  test('a result opens its record: a course path page', async ({ page }) => {
    await gotoHydrated(page, paths.search({ q: '產品語意學', type: 'course' }));
    await results(page).first().getByRole('link').click();
    await expect(page).toHaveURL(urlEndingWith(paths.course('maElectiveCourses', 2, 623)));
    await expect(page.locator('main h1')).toContainText('產品語意學');
  });
});

test('the results page has no WCAG 2.2 AA violations at 375, 768 and 1440 px', async ({ page }) => {
  await page.goto(paths.search({ q: '設計 workshop', type: 'news', categoryId: 9 }));
  await expect(results(page).first()).toBeVisible();
  await expectNoViolationsAtEachWidth(page, paths.search());
});

test('the results page with no results has no WCAG 2.2 AA violations at 375, 768 and 1440 px', async ({ page }) => {
  await page.goto(paths.search({ q: 'zzqqxxvv' }));
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expectNoViolationsAtEachWidth(page, `${paths.search()} (no results)`);
});

test.describe("the shell's search box", () => {
  test('at 1440 px it sits in the top bar and searches, with JavaScript', async ({ page }) => {
    await page.setViewportSize(VIEWPORT_DESKTOP);
    await gotoHydrated(page, SCREENS.aboutUs);
    const form = page.locator('header').getByRole('search');
    await expect(form).toBeVisible();
    await form.getByRole('searchbox', { name: /搜尋本站 Search this site/ }).fill('明哲');
    await form.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(urlEndingWith(paths.search({ q: '明哲' })));
    await expect(results(page).first().locator('h3')).toContainText('周明哲');
    // the page's own form shows the query
    await expect(page.locator('main').getByRole('search').getByRole('searchbox')).toHaveValue('明哲');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('at 1440 px the top bar form works as a plain GET form', async ({ page }) => {
      await page.setViewportSize(VIEWPORT_DESKTOP);
      await page.goto(SCREENS.news);
      const form = page.locator('header').getByRole('search');
      await form.getByRole('searchbox').fill('工作營');
      await form.getByRole('button', { name: '搜尋 Search' }).click();
      await expect(page).toHaveURL(withQuery);
      await expect(results(page).first()).toBeVisible();
    });
  });

  test('at 375 px it is in the drawer (not in the top bar) and searches', async ({ page }) => {
    await page.setViewportSize(VIEWPORT_MOBILE);
    await gotoHydrated(page, SCREENS.contactUs);
    // the top bar's box is hidden; the closed drawer's waits off-screen, inert
    await expect(page.locator('header [role="search"]:not([data-testid="drawer"] *)')).toBeHidden();
    await expect(page.getByTestId('drawer')).not.toBeInViewport();
    await page.getByTestId('burger').click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toHaveAttribute('data-open', 'true');
    const box = drawer.getByRole('searchbox', { name: /搜尋本站 Search this site/ });
    await expect(box).toBeVisible();
    // reachable by keyboard from the close button
    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await box.fill('desig');
    await drawer.getByRole('button', { name: '搜尋 Search' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.search({ q: 'desig' })));
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByTestId('drawer')).toHaveAttribute('data-open', 'false');
  });

  for (const viewport of [VIEWPORT_MOBILE, VIEWPORT_DESKTOP]) {
    test(`a page with the box at ${viewport.width} px has no WCAG 2.2 AA violations${viewport.width < 1000 ? ' (drawer open)' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, SCREENS.home);
      if (viewport.width < 1000) {
        await page.getByTestId('burger').click();
        await expect(page.getByTestId('drawer').getByRole('searchbox')).toBeVisible();
      }
      await expectNoViolations(page, `${SCREENS.home} with the search box at ${viewport.width} px`);
    });
  }
});
