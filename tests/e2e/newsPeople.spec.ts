import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { NewsDetail, NewsList } from '@/domain/news';
import { api, paths, SCREENS } from '@/domain/paths';
import { gotoHydrated, restUrl } from './helpers';

/**
 * People and their news: a news page names its people with links to their profiles, and a profile lists its
 * person's news, newest first, ten to a page (`?page=n`), with JavaScript off as on; the overlays do the same.
 * The demo's 林淑華 (fullTime/2) is named by thirteen items, 吳佩珊 (fullTime/7) by news 802.
 */

const LIN = { list: 'fullTime', id: 2 } as const;
const EXHIBITION = 802; // names 吳佩珊 (fullTime/7)

async function newsOf(request: APIRequestContext, person: string, page = 1): Promise<NewsList> {
  const res = await request.get(restUrl(api.newsList, { person, page }));
  expect(res.status()).toBe(200);
  return (await res.json()) as NewsList;
}

async function detail(request: APIRequestContext, newsId: number): Promise<NewsDetail> {
  const res = await request.get(restUrl(api.newsItem(newsId)));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: NewsDetail }).data;
}

const peopleOf = (scope: Page | Locator) => scope.getByRole('region', { name: '相關人物 People' });
const newsRegion = (scope: Page | Locator) => scope.getByRole('region', { name: '相關消息 News' });

/** The profile's list of news is this page of the person's news: each a link to its item, in that order. */
async function expectNewsList(scope: Page | Locator, list: NewsList) {
  const links = newsRegion(scope).getByTestId('profile-news-item');
  await expect(links).toHaveCount(list.datas.length);
  for (const [i, n] of list.datas.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', paths.newsItem(n.newsId));
    await expect(links.nth(i)).toHaveText(`${n.title} ${n.subTitle}`);
    await expect(links.nth(i).locator('[lang="en"]')).toHaveText(n.subTitle);
  }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("a news page links to its people's profiles, and the profile lists the item back", async ({ page, request }) => {
    const item = await detail(request, EXHIBITION);
    expect(item.people?.map((p) => `${p.list}/${p.id}`)).toEqual(['fullTime/7']);
    await page.goto(paths.newsItem(EXHIBITION));
    const link = peopleOf(page).getByRole('link', { name: '吳佩珊 Wu Pei-shan' });
    await expect(link).toHaveAttribute('href', paths.profile('fullTime', 7));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${paths.profile('fullTime', 7)}$`));
    await expect(page.locator('main h1')).toContainText('吳佩珊');
    const back = newsRegion(page).getByRole('link', { name: new RegExp(item.title) });
    await expect(back).toHaveAttribute('href', paths.newsItem(EXHIBITION));
    await back.click();
    await expect(page.locator('main h1')).toContainText(item.title);
  });

  test('a profile pages its news like the lists: ten newest first, then ?page=2 with the rest', async ({
    page,
    request,
  }) => {
    const first = await newsOf(request, `${LIN.list}/${LIN.id}`);
    expect(first.page.total_rec).toBeGreaterThan(10);
    expect(first.page.total_page).toBe(2);
    await page.goto(paths.profile(LIN.list, LIN.id));
    await expectNewsList(page, first);
    const dates = await newsRegion(page)
      .locator('li time')
      .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')));
    expect([...dates].sort().reverse()).toEqual(dates);

    const next = newsRegion(page).getByTestId('pagination').getByRole('link', { name: '第 2', exact: true });
    await expect(next).toHaveAttribute('href', paths.profile(LIN.list, LIN.id, 2));
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${paths.profile(LIN.list, LIN.id)}\\?page=2$`));
    await expectNewsList(page, await newsOf(request, `${LIN.list}/${LIN.id}`, 2));
    await expect(page.locator('main h1')).toContainText('林淑華');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${paths.profile(LIN.list, LIN.id)}\\?page=2$`),
    );
  });

  test("a profile links its person's feeds and calendar, in its head and beside its news", async ({ page }) => {
    await page.goto(paths.profile(LIN.list, LIN.id));
    for (const [type, path] of [
      ['application/rss+xml', paths.personFeed(LIN.list, LIN.id, 'rss')],
      ['application/atom+xml', paths.personFeed(LIN.list, LIN.id, 'atom')],
      ['text/calendar', paths.personCalendar(LIN.list, LIN.id)],
    ] as const) {
      await expect(page.locator(`link[rel="alternate"][type="${type}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${path.replace('.', '\\.')}$`),
      );
      await expect(newsRegion(page).getByTestId('subscribe').locator(`a[type="${type}"]`)).toHaveAttribute(
        'href',
        path,
      );
    }
  });

  test('a page of news past the last is a 404, and so is the internal route', async ({ page }) => {
    expect((await page.goto(paths.profile(LIN.list, LIN.id, 3)))?.status()).toBe(404);
    expect((await page.goto(paths.profilePage(LIN.list, LIN.id, 2)))?.status()).toBe(404);
  });

  test("a visiting professor's link leads to their entry on the list", async ({ page, request }) => {
    const res = await request.get(restUrl(api.newsList, { person: 'visiting/3' }));
    const [first] = ((await res.json()) as NewsList).datas;
    await page.goto(paths.newsItem(first!.newsId));
    const link = peopleOf(page).getByRole('link', { name: /Klaus Weber/ });
    await expect(link).toHaveAttribute('href', paths.visitor(3));
    await link.click();
    await expect(page.locator('#visiting-3')).toContainText('Klaus Weber');
  });

  test("the article names its people by the ids of their profiles' Person", async ({ page }) => {
    const ld = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
        (t) => [JSON.parse(t)].flat() as Record<string, unknown>[],
      );
    await page.goto(paths.newsItem(EXHIBITION));
    const article = (await ld()).find((n) => n['@type'] === 'NewsArticle')!;
    const [about] = article.about as { '@id': string }[];
    await page.goto(paths.profile('fullTime', 7));
    const profile = (await ld()).find((n) => n['@type'] === 'ProfilePage')!;
    const person = profile.mainEntity as { '@id': string; subjectOf: { url: string }[] };
    expect(person['@id']).toBe(about!['@id']);
    expect(person.subjectOf.map((s) => new URL(s.url).pathname)).toContain(paths.newsItem(EXHIBITION));
  });
});

test('the profile overlay lists the first page of its news; a later page opens the profile page', async ({
  page,
  request,
}) => {
  const first = await newsOf(request, `${LIN.list}/${LIN.id}`);
  await gotoHydrated(page, paths.profileOnList(LIN.list, LIN.id));
  const panel = page.getByTestId('profile');
  await expectNewsList(panel, first);
  await newsRegion(panel).getByTestId('pagination').getByRole('link', { name: '第 2', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.profile(LIN.list, LIN.id)}\\?page=2$`));
  await expect(page.locator('main h1')).toContainText('林淑華');
});

test("the news overlay links to its people's profiles", async ({ page }) => {
  await gotoHydrated(page, `${SCREENS.exhibitions}${paths.newsOverlay(EXHIBITION)}`);
  const link = peopleOf(page.getByRole('dialog')).getByRole('link', { name: '吳佩珊 Wu Pei-shan' });
  await expect(link).toHaveAttribute('href', paths.profile('fullTime', 7));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${paths.profile('fullTime', 7)}$`));
});
