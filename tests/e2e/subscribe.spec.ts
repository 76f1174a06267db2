import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { api, CALENDAR_SCREENS, FEED_TYPES, NEWS_SCREEN_NAMES, NEWS_SCREENS, paths, SCREENS } from '@/domain/paths';
import { categoryByKey } from '@/domain/newsCategories';
import { expectNoViolationsAtEachWidth, gotoHydrated, restUrl, urlEndingWith } from './helpers';

/**
 * Every feed and calendar of the news on one page (/subscribe): by kind of news, each with its link and its
 * full address; a calendar as a webcal: subscription. Linked from each news list (the footer keeps the spec's
 * links and height).
 */

/** The starts of an item's event in a calendar, its repetitions expanded (ical.js), as ISO instants. */
function occurrences(text: string, newsId: number): string[] {
  const event = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v))
    .find((e) => e.uid.startsWith(`news-${newsId}@`));
  expect(event, `news ${newsId} in the calendar`).toBeDefined();
  const starts: string[] = [];
  const it = event!.iterator();
  for (let next = it.next(); next && starts.length < 100; next = it.next()) {
    const start = event!.getOccurrenceDetails(next).startDate;
    starts.push(start.isDate ? start.toString() : start.toJSDate().toISOString());
  }
  return starts;
}

/** A session's start as occurrences gives it: a date as it is, a Taipei time as an ISO instant. */
const startOf = (start: string) => (start.length === 10 ? start : new Date(`${start}:00+08:00`).toISOString());

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
    const sections = page.getByTestId('subscriptions').locator(':scope > section[data-subscription]');
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

  test("each teacher's news has its RSS and Atom feeds and calendar, which hold the items that name them", async ({
    page,
    request,
  }) => {
    await page.goto(paths.subscribe);
    const site = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;
    const people = page.getByTestId('subscribe-people');
    await expect(people.locator('h2')).toHaveText("教師相關消息 Teachers' news");
    const fullTime = JSON.parse(readFileSync('content/people/fullTime.json', 'utf8')) as { people: { id: number }[] };
    const partTime = JSON.parse(readFileSync('content/people/partTime.json', 'utf8')) as { people: { id: number }[] };
    await expect(people.locator('details[data-subscription]')).toHaveCount(
      fullTime.people.length + partTime.people.length,
    );
    const lin = people.locator('details[data-subscription="fullTime-2"]');
    await expect(lin.locator('summary h3')).toHaveText('林淑華 Lin Shu-hua');
    // a disclosure: closed, then opened on the teacher's name
    await expect(lin.getByRole('link').first()).toBeHidden();
    await lin.locator('summary').click();
    await expect(lin.getByRole('link').first()).toBeVisible();
    const items = lin.getByRole('listitem');
    await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', paths.personFeed('fullTime', 2, 'rss'));
    await expect(items.nth(1).locator('code')).toHaveText(new URL(paths.personFeed('fullTime', 2, 'atom'), site).href);
    const calendar = new URL(paths.personCalendar('fullTime', 2), site);
    await expect(items.nth(2).getByRole('link')).toHaveAttribute('href', calendar.href.replace(/^https?:/, 'webcal:'));

    // the feed holds the newest items that name her, as the API lists them
    const named = (await (await request.get(restUrl(api.newsList, { person: 'fullTime/2', pageSize: 20 }))).json()) as {
      datas: { newsId: number }[];
    };
    const rss = await request.get(paths.personFeed('fullTime', 2, 'rss'));
    expect(rss.headers()['content-type']).toContain(FEED_TYPES.rss);
    const links = [...(await rss.text()).matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    expect(links).toEqual(named.datas.map((n) => paths.newsItem(n.newsId)));
    const atom = await request.get(paths.personFeed('fullTime', 2, 'atom'));
    expect(atom.headers()['content-type']).toContain(FEED_TYPES.atom);
    expect(await atom.text()).toContain('<title>林淑華 相關消息 Lin Shu-hua: News | ');
    // an unknown person has no feed or calendar
    expect((await request.get(paths.personFeed('fullTime', 99, 'rss'))).status()).toBe(404);
    expect((await request.get(paths.personCalendar('fullTime', 99))).status()).toBe(404);
  });

  test("the BA's calendar holds every session of the summer camp held in two sessions", async ({ request }) => {
    const item = (await (await request.get(restUrl(api.newsItem(1211)))).json()) as {
      data: { programmes: string[]; eventSessions: { start: string }[] };
    };
    expect(item.data.programmes).toContain('ba');
    const res = await request.get(paths.programmeCalendar('ba'));
    expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(occurrences(await res.text(), 1211)).toEqual(item.data.eventSessions.map((s) => startOf(s.start)));
  });

  test("a teacher's calendar holds every session of a repeated event that names them", async ({ request }) => {
    // the weekend woodworking course (news 210, in sessions) names 曾建國 (partTime/107)
    const item = (await (await request.get(restUrl(api.newsItem(210)))).json()) as {
      data: { people: { list: string; id: number }[]; eventSessions: { start: string }[] };
    };
    expect(item.data.people).toContainEqual(expect.objectContaining({ list: 'partTime', id: 107 }));
    const res = await request.get(paths.personCalendar('partTime', 107));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(occurrences(await res.text(), 210)).toEqual(item.data.eventSessions.map((s) => startOf(s.start)));
  });

  test("each programme's admissions and course events: feeds and a calendar, linked from its introduction", async ({
    page,
    request,
  }) => {
    await page.goto(paths.subscribe);
    const programmes = page.getByTestId('subscribe-programmes');
    await expect(programmes.locator('h3')).toHaveText(['大學部 BA programme', '碩士班 MA programme']);
    for (const [programme, intro] of [
      ['ba', SCREENS.baIntroduce],
      ['ma', SCREENS.maIntroduce],
    ] as const) {
      const links = programmes.locator(`section[data-subscription="programme-${programme}"]`).getByRole('link');
      await expect(links.nth(0)).toHaveAttribute('href', paths.programmeFeed(programme, 'rss'));
      await expect(links.nth(1)).toHaveAttribute('href', paths.programmeFeed(programme, 'atom'));
      await expect(links.nth(2)).toHaveAttribute('href', /^webcal:.*\/calendars\/programme-(ba|ma)\.ics$/);
      // every item of its feed concerns the programme
      const rss = await (await request.get(paths.programmeFeed(programme, 'rss'))).text();
      const ids = [...rss.matchAll(/<item>[\s\S]*?<link>[^<]*\/news\/(\d+)<\/link>/g)].map((m) => Number(m[1]));
      expect(ids.length, programme).toBeGreaterThan(5);
      for (const id of ids.slice(0, 5)) {
        const detail = (await (await request.get(restUrl(api.newsItem(id)))).json()) as {
          data: { programmes?: string[] };
        };
        expect(detail.data.programmes, `news ${id}`).toContain(programme);
      }
      // its introduction links them, in its head and on the page
      await page.goto(intro);
      await expect(page.locator('link[rel="alternate"][type="text/calendar"]')).toHaveAttribute(
        'href',
        new RegExp(`${paths.programmeCalendar(programme).replace('.', '\\.')}$`),
      );
      await expect(page.getByTestId('subscribe').locator('a[type="application/rss+xml"]')).toHaveAttribute(
        'href',
        paths.programmeFeed(programme, 'rss'),
      );
      await page.goto(paths.subscribe);
    }
  });

  test('shows no copy button, which could not copy: the addresses select in one click', async ({ page }) => {
    await page.goto(paths.subscribe);
    await expect(page.getByTestId('copy-address')).not.toHaveCount(0);
    for (const button of (await page.getByTestId('copy-address').all()).slice(0, 3)) await expect(button).toBeHidden();
    await expect(page.locator('code').first()).toHaveCSS('user-select', 'all');
  });

  test('each news list leads there, from its feed links', async ({ page }) => {
    await page.goto(SCREENS.exhibitions);
    await page.getByTestId('subscribe').getByRole('link', { name: '全部訂閱 All feeds' }).click();
    await expect(page).toHaveURL(urlEndingWith(paths.subscribe));
  });
});

test('each address copies to the clipboard with its button, which says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, paths.subscribe);
  const item = page.locator('section[data-subscription="exhibitions"]').getByRole('listitem').nth(2);
  const address = (await item.locator('code').textContent())!;
  const button = item.getByRole('button', { name: `複製網址 Copy address: ${address}` });
  await expect(button).toBeVisible();
  await button.click();
  await expect(item.getByRole('status')).toHaveText('已複製 Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test('the page has no WCAG 2.2 AA violations at 375, 768 and 1440 px', async ({ page }) => {
  await page.goto(paths.subscribe);
  await expectNoViolationsAtEachWidth(page, paths.subscribe);
});
