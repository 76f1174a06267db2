import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request as PwRequest,
  type Route,
} from '@playwright/test';
import { NEWS_CATEGORIES, type NewsCategoryKey } from '@/domain/newsCategories';
import { api, SCREENS, type NewsScreen as NewsScreenName } from '@/domain/paths';
import { escapeRegExp, gotoHydrated, restUrl } from './helpers';

/**
 * The eleven news-like screens and the category each lists, hard-coded here as the test oracle: the
 * list's `data-category` and the API answers are compared against it. `name` is the screen's name in
 * the path builder, `path` its address.
 */
export const NEWS_SCREEN_TABLE = (
  [
    ['news', 'NEWS'],
    ['teachNews', 'NEWS_TEACH'],
    ['awardNews', 'NEWS_AWARE'],
    ['mediaReport', 'NEWS_MEDIA'],
    ['campusAnnouncements', 'NEWS_NOTICE'],
    ['internationalWorkshop', 'TEACH_WORKSHOP'],
    ['academiaAndIndustryCollaboration', 'TEACH_COWORK'],
    ['exhibitions', 'TEACH_SHOW'],
    ['admissionNews', 'APPLY_NOTICE'],
    ['applicationGuide', 'APPLY_TEACH'],
    ['summerWorkshop', 'APPLY_TEAM'],
  ] as const satisfies readonly (readonly [NewsScreenName, NewsCategoryKey])[]
).map(([name, category]) => ({ name, path: SCREENS[name], category }));

export type NewsScreen = (typeof NEWS_SCREEN_TABLE)[number];

/** A category's numeric id (the API's categoryId), from the app's category table. */
export function categoryIdOf(key: string): number {
  const found = NEWS_CATEGORIES.find((c) => c.key === key);
  if (!found) throw new Error(`unknown news category ${key}`);
  return found.id;
}

/** A category's Chinese and English names. */
export function categoryNamesOf(key: string): { title: string; subTitle: string } {
  const found = NEWS_CATEGORIES.find((c) => c.key === key);
  if (!found) throw new Error(`unknown news category ${key}`);
  return { title: found.title, subTitle: found.subTitle };
}

export interface ApiNewsCard {
  newsId: number;
  imgUrl: string;
  title: string;
  subTitle: string;
  description: string;
  subDescription: string;
  displayDate: string;
}

export interface ApiNewsList {
  datas: ApiNewsCard[];
  page: { current_page: number; total_rec: number; total_page: number };
}

export interface ApiNewsDetail extends ApiNewsCard {
  displayType: string;
  content: string;
  /** a dated item's event start */
  eventStart?: string | null;
}

export const NEWS_PAGE_SIZE = 10;

/** GET /scuid-fe-api/news?categoryId=&page=&pageSize= through the test's request context. */
export async function apiNewsList(
  request: APIRequestContext,
  categoryId: number,
  page = 1,
  pageSize = NEWS_PAGE_SIZE,
): Promise<ApiNewsList> {
  const res = await request.get(restUrl(api.newsList, { categoryId, page, pageSize }));
  expect(res.status(), `GET ${restUrl(api.newsList)} categoryId=${categoryId} page=${page}`).toBe(200);
  return (await res.json()) as ApiNewsList;
}

/** GET /scuid-fe-api/news/{id}. */
export async function apiNewsDetail(request: APIRequestContext, id: number): Promise<ApiNewsDetail> {
  const res = await request.get(restUrl(api.newsItem(id)));
  expect(res.status(), `GET ${restUrl(api.newsItem(id))}`).toBe(200);
  return ((await res.json()) as { data: ApiNewsDetail }).data;
}

/** The first screen (in table order) whose category has at least `minPages` pages, with its first page. */
export async function screenWithPages(
  request: APIRequestContext,
  minPages: number,
): Promise<{ screen: NewsScreen; first: ApiNewsList }> {
  for (const screen of NEWS_SCREEN_TABLE) {
    const first = await apiNewsList(request, categoryIdOf(screen.category));
    if (first.page.total_page >= minPages) return { screen, first };
  }
  throw new Error(`no news screen has ${minPages} or more pages: the seed content is too small for this test`);
}

/** The first screen (in table order) whose category has at least one item, with its first page. */
export async function screenWithItems(request: APIRequestContext): Promise<{ screen: NewsScreen; first: ApiNewsList }> {
  return screenWithPages(request, 1);
}

/** Whether a URL is the list request of the news API (optionally for one page). */
export function isNewsListUrl(url: URL, page?: number): boolean {
  if (!new RegExp(`${escapeRegExp(restUrl(api.newsList))}/?$`).test(url.pathname)) return false;
  return page === undefined || url.searchParams.get('page') === String(page);
}

/** Whether a URL is the detail request of the news API for `id`. */
export function isNewsDetailUrl(url: URL, id: number): boolean {
  return new RegExp(`${escapeRegExp(restUrl(api.newsItem(id)))}$`).test(url.pathname);
}

/** Whether a request is a list request of the news API (optionally for one page). */
export const isNewsListRequest = (req: PwRequest, page?: number): boolean => isNewsListUrl(new URL(req.url()), page);

/** Fulfils a route with a plain-text 500. */
export const fail500 = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal failure (e2e)' });

/** The news list, its cards and the ids of the cards in order. */
export const newsList = (page: Page): Locator => page.getByTestId('news-list');
export const newsCards = (page: Page): Locator => newsList(page).getByTestId('news-card');
export const cardIds = (page: Page): Promise<number[]> =>
  newsCards(page).evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-news-id'))));

/** The ids shown once the list shows `expected.length` cards (waits for the list to settle). */
export async function expectCardIds(page: Page, expected: number[], message?: string): Promise<void> {
  await expect.poll(() => cardIds(page), { message: message ?? 'the news cards shown' }).toEqual(expected);
}

/** The overlay root, its panel (role=dialog) and the global dialog. */
export const overlay = (page: Page): Locator => page.getByTestId('overlay');
export const overlayPanel = (page: Page): Locator => overlay(page).getByRole('dialog');
export const globalDialog = (page: Page): Locator => page.getByTestId('global-dialog');

/** The current location hash ('' when none). */
export const locationHash = (page: Page): string => new URL(page.url()).hash;

/** The overlay is open (phase open) with its panel visible. */
export async function expectOverlayOpen(page: Page): Promise<void> {
  await expect(overlay(page)).toHaveAttribute('data-phase', 'open');
  await expect(overlayPanel(page)).toBeVisible();
}

/** The body scroll lock state set by overlays and dialogs. */
export async function expectScrollLocked(page: Page, locked: boolean): Promise<void> {
  const body = page.locator('body');
  if (locked) {
    await expect(body).toHaveAttribute('data-scroll-locked', 'true');
    await expect.poll(() => body.evaluate((b) => b.style.overflow)).toBe('hidden');
  } else {
    await expect(body).not.toHaveAttribute('data-scroll-locked');
    await expect.poll(() => body.evaluate((b) => b.style.overflow)).toBe('');
  }
}

/** After a close: no overlay in the page, no hash in the address and the page scrolls again. */
export async function expectOverlayClosed(page: Page): Promise<void> {
  await expect(overlay(page)).toHaveCount(0);
  await expect.poll(() => page.url(), { message: 'the address has no hash' }).not.toContain('#');
  await expectScrollLocked(page, false);
}

/**
 * gotoHydrated, then waits until the list shows its content (cards or the empty state): the list sits
 * in a Suspense boundary whose server-rendered content React may reveal a moment after hydration, so
 * measurements of the page (scroll height, positions) wait for it.
 */
export async function gotoNewsList(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await expect(newsList(page).locator('[data-testid=news-card], [data-testid=empty-state]').first()).toBeVisible();
}

export interface OverlayLogEntry {
  /** ms since recording started */
  t: number;
  /** data-phase of the overlay, or 'gone' when there is none */
  phase: string;
  hash: string;
}

/**
 * Records, from now on, every change of the overlay's phase (open, closing, gone) with the time and the
 * location hash at that moment (a MutationObserver in the page, so no short phase is missed).
 */
export async function recordOverlayPhases(page: Page): Promise<() => Promise<OverlayLogEntry[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __overlayLog: { t: number; phase: string; hash: string }[] };
    const start = performance.now();
    w.__overlayLog = [];
    const log = () => {
      const el = document.querySelector('[data-testid=overlay]');
      const entry = {
        t: Math.round(performance.now() - start),
        phase: el ? (el.getAttribute('data-phase') ?? '') : 'gone',
        hash: window.location.hash,
      };
      const last = w.__overlayLog[w.__overlayLog.length - 1];
      if (!last || last.phase !== entry.phase || last.hash !== entry.hash) w.__overlayLog.push(entry);
    };
    log();
    new MutationObserver(log).observe(document.body, {
      attributes: true,
      attributeFilter: ['data-phase'],
      childList: true,
      subtree: true,
    });
    window.addEventListener('hashchange', log);
    window.addEventListener('popstate', log);
  });
  return () => page.evaluate(() => (window as unknown as { __overlayLog: OverlayLogEntry[] }).__overlayLog);
}
