import { expect, test, type APIRequestContext } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { api, API_ROOTS, COURSE_LIST_NAMES, paths, SCREENS } from '@/domain/paths';
import { ANY_ID, menus, pathPattern, restUrl } from './helpers';
import { NEWS_SCREEN_TABLE } from './newsHelpers';

/**
 * Found, shared and followed: the sitemap, robots.txt, canonical links, share cards,
 * schema.org data, feeds and calendars, read the way crawlers, chat apps, feed readers and calendar
 * apps read them. The site under test is served at http://127.0.0.1:{E2E_PORT} and SITE_URL is its
 * default (http://localhost:3000), so absolute URLs are mapped back to the server under test.
 */

const SITE_URL = 'http://localhost:3000';
const local = (url: string) => url.replace(SITE_URL, '') || SCREENS.home;
/** The absolute address of a path as the site writes it (the root without its trailing slash). */
const absolute = (path: string) => (path === SCREENS.home ? SITE_URL : `${SITE_URL}${path}`);
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

interface Page {
  path: string;
  html: string;
}

async function fetchPage(request: APIRequestContext, path: string): Promise<Page> {
  const res = await request.get(path);
  expect(res.status(), `${path} answers 200`).toBe(200);
  return { path, html: await res.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const metaOf = (html: string, name: string) =>
  new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
const typesOf = (html: string) => jsonLdOf(html).map((d) => d['@type']);

async function sitemapUrls(request: APIRequestContext): Promise<{ loc: string; lastmod: string }[]> {
  const res = await request.get(paths.sitemap);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const doc = xml.parse(await res.text()) as { urlset: { url: { loc: string; lastmod: string }[] } };
  return doc.urlset.url;
}

test.describe('sitemap and robots.txt', () => {
  test('robots.txt names the sitemap and keeps crawlers out of the API', async ({ request }) => {
    const text = await (await request.get(paths.robots)).text();
    expect(text).toContain(`Sitemap: ${SITE_URL}${paths.sitemap}`);
    expect(text).toContain(`Disallow: ${API_ROOTS.rest}/`);
  });

  test('the sitemap lists every route, news item, course page and profile page, with dates, and every link answers 200', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const urls = await sitemapUrls(request);
    const listed = urls.map((u) => local(u.loc));
    for (const u of urls) {
      expect(u.loc.startsWith(SITE_URL), `${u.loc} is absolute on SITE_URL`).toBe(true);
      expect(Number.isNaN(Date.parse(u.lastmod)), `${u.loc} has a last-modified date`).toBe(false);
    }
    const routes = [
      SCREENS.home,
      ...menus.flatMap(function walk(m): string[] {
        return [...(m.to && m.type !== 'a' ? [m.to] : []), ...(m.children ?? []).flatMap(walk)];
      }),
    ];
    for (const route of new Set(routes)) expect(listed, `the sitemap has ${route}`).toContain(route);
    const newsItem = pathPattern(paths.newsItem(ANY_ID));
    expect(listed.filter((p) => newsItem.test(p)).length, 'every news item').toBeGreaterThanOrEqual(150);
    const coursePages = COURSE_LIST_NAMES.map((list) => pathPattern(paths.course(list, ANY_ID, ANY_ID)));
    expect(listed.some((p) => coursePages.some((course) => course.test(p)))).toBe(true);
    const fullTime = pathPattern(paths.profile('fullTime', ANY_ID));
    expect(listed.filter((p) => fullTime.test(p)).length).toBeGreaterThanOrEqual(10);
    const partTime = pathPattern(paths.profile('partTime', ANY_ID));
    expect(listed.some((p) => partTime.test(p))).toBe(true);
    expect(new Set(listed).size, 'no address twice').toBe(listed.length);

    // the open data files answer as data; every page answers; titles and descriptions are unique; each names
    // itself as canonical
    const data = listed.filter((p) => p.startsWith('/data/'));
    expect(data).toEqual(expect.arrayContaining([paths.openData('news', 'json'), paths.openData('people', 'csv')]));
    for (const path of data) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toMatch(/^(application\/json|text\/csv);/);
    }
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of listed.filter((p) => !data.includes(p))) {
      const { html } = await fetchPage(request, path);
      const title = titleOf(html);
      const description = metaOf(html, 'description') ?? '';
      expect(title, `${path} has a title`).not.toBe('');
      expect(description.length, `${path} has a description`).toBeGreaterThan(20);
      expect(titles.get(title), `title of ${path} is unique`).toBeUndefined();
      expect(descriptions.get(description), `description of ${path} is unique`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
      expect(canonicalOf(html), `canonical of ${path}`).toBe(absolute(path));
    }
  });
});

test.describe('share cards', () => {
  const pages = [
    SCREENS.home,
    SCREENS.news,
    paths.newsItem(101),
    SCREENS.fullTimeProfessors,
    paths.profile('fullTime', 1),
    paths.course('baElectiveCourses', 1, 111),
    SCREENS.contactUs,
  ];
  for (const path of pages) {
    test(`${path}: Open Graph and Twitter tags, and a 1200x630 PNG share image that answers`, async ({ request }) => {
      const { html } = await fetchPage(request, path);
      expect(metaOf(html, 'og:title')).toBeTruthy();
      expect(metaOf(html, 'og:description')).toBeTruthy();
      expect(metaOf(html, 'og:url')).toBe(absolute(path));
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(html, 'og:image:width')).toBe('1200');
      expect(metaOf(html, 'og:image:height')).toBe('630');
      const image = metaOf(html, 'og:image')!;
      expect(image.startsWith(SITE_URL)).toBe(true);
      const res = await request.get(local(image));
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      const png = await res.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }
});

test.describe('schema.org JSON-LD', () => {
  test('home and contact: the department as a CollegeOrUniversity inside its university', async ({ request }) => {
    for (const path of [SCREENS.home, SCREENS.contactUs]) {
      const data = jsonLdOf((await fetchPage(request, path)).html).find((d) => d['@type'] === 'CollegeOrUniversity')!;
      expect(data, path).toBeTruthy();
      expect(data['foundingDate']).toBe('1992');
      expect((data['parentOrganization'] as Record<string, string>)['@type']).toBe('CollegeOrUniversity');
      expect(data['telephone']).toBeTruthy();
      expect(data['address']).toMatchObject({
        '@type': 'PostalAddress',
        addressLocality: 'Taipei',
        postalCode: '116',
        addressCountry: 'TW',
      });
      expect(data['description']).toMatch(/動手思考.*Thinking by making/);
      const contact = data['contactPoint'] as Record<string, string>;
      expect(contact['@type']).toBe('ContactPoint');
      expect(contact['contactType']).toBeTruthy();
      expect(contact['telephone']).toBe(data['telephone']);
      expect(contact['email']).toMatch(/@/);
    }
  });

  test('every page of the route table has a BreadcrumbList ending at itself', async ({ request }) => {
    for (const screen of [SCREENS.aboutUs, SCREENS.baElectiveCourses, SCREENS.awardNews, SCREENS.contactUs]) {
      const crumbs = jsonLdOf((await fetchPage(request, screen)).html).find((d) => d['@type'] === 'BreadcrumbList')!;
      const items = crumbs['itemListElement'] as { position: number; item: string }[];
      expect(items[0]!.item).toBe(`${SITE_URL}${SCREENS.home}`);
      expect(items[items.length - 1]!.item).toBe(`${SITE_URL}${screen}`);
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    }
  });

  test('a news page: NewsArticle; a dated item also an Event in Taipei time with its venue', async ({ request }) => {
    expect(typesOf((await fetchPage(request, paths.newsItem(101))).html)).toEqual(
      expect.arrayContaining(['NewsArticle', 'BreadcrumbList']),
    );
    const dated = (await (await request.get(restUrl(api.newsList, { categoryId: 8, pageSize: 20 }))).json()) as {
      datas: { newsId: number }[];
    };
    const { html } = await fetchPage(request, paths.newsItem(dated.datas[0]!.newsId));
    const event = jsonLdOf(html).find((d) => d['@type'] === 'Event')!;
    expect(event).toBeTruthy();
    expect(String(event['startDate'])).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:00\+08:00)?$/);
    expect((event['location'] as Record<string, string>)['@type']).toBe('Place');
  });

  test('an item updated after it was published says so on its page (JavaScript off), in its NewsArticle, the sitemap and Atom', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.newsItem(1111));
    await expect(page.getByTestId('news-updated')).toHaveText('更新於 Updated 2025.03.04');
    const article = jsonLdOf(await page.content()).find((d) => d['@type'] === 'NewsArticle')!;
    expect(article).toMatchObject({ datePublished: '2025-02-18', dateModified: '2025-03-04' });
    await context.close();
    // an item never changed was last modified when it was published
    const unchanged = jsonLdOf((await fetchPage(request, paths.newsItem(101))).html).find(
      (d) => d['@type'] === 'NewsArticle',
    )!;
    expect(unchanged['dateModified']).toBe(unchanged['datePublished']);
    const entry = (await sitemapUrls(request)).find((u) => u.loc === absolute(paths.newsItem(1111)))!;
    expect(entry.lastmod.slice(0, 10)).toBe('2025-03-03'); // midnight in Taipei, written in UTC
    const atom = await (await request.get(paths.feed('applicationGuide', 'atom'))).text();
    const item = atom.split('<entry>').find((e) => e.includes(`/news/1111</id>`))!;
    expect(item).toContain('<updated>2025-03-03T16:00:00.000Z</updated>');
    expect(item).toContain('<published>2025-02-17T16:00:00.000Z</published>');
  });

  test('a profile page: a ProfilePage about a Person with job title, affiliation, e-mail and alumniOf', async ({
    request,
  }) => {
    const profile = jsonLdOf((await fetchPage(request, paths.profile('fullTime', 1))).html).find(
      (d) => d['@type'] === 'ProfilePage',
    )!;
    expect(profile['url']).toBe(absolute(paths.profile('fullTime', 1)));
    const person = profile['mainEntity'] as Record<string, unknown>;
    expect(person['@type']).toBe('Person');
    expect(person['jobTitle']).toBeTruthy();
    expect((person['affiliation'] as Record<string, string>)['@type']).toBe('CollegeOrUniversity');
    expect(person['email']).toMatch(/@/);
    expect((person['alumniOf'] as unknown[]).length).toBeGreaterThan(0);
  });

  test('a course page: Course with the department as provider', async ({ request }) => {
    const course = jsonLdOf((await fetchPage(request, paths.course('baElectiveCourses', 1, 111))).html).find(
      (d) => d['@type'] === 'Course',
    )!;
    expect((course['provider'] as Record<string, string>)['@type']).toBe('CollegeOrUniversity');
    expect(course['name']).toBeTruthy();
  });

  test('a course page shows how it is taught and what it costs, with JavaScript off, as its Course data says', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const path = paths.course('baElectiveCourses', 1, 111);
    await page.goto(path);
    const html = await page.content();
    const course = jsonLdOf(html).find((d) => d['@type'] === 'Course')!;
    const instance = course['hasCourseInstance'] as { courseMode: string; courseSchedule: Record<string, unknown> };
    const offer = course['offers'] as { category: string; price: number; priceCurrency: string };
    expect(instance.courseMode).toBe('Onsite');
    expect(instance.courseSchedule).toMatchObject({ '@type': 'Schedule', repeatFrequency: 'Weekly' });
    expect(offer.category).toBe('Paid');
    const facts = page.getByTestId('course-teaching');
    await expect(facts).toBeVisible();
    await expect(facts).toContainText('實體授課');
    await expect(facts).toContainText(`${instance.courseSchedule['repeatCount']} weeks`);
    await expect(facts).toContainText(`${String(instance.courseSchedule['duration']).replace(/\D/g, '')} hours a week`);
    await expect(facts).toContainText(`${offer.priceCurrency} ${offer.price.toLocaleString('en')}`);
    await context.close();
  });

  test('a course list: an ItemList of its course pages, in the order shown, each of which answers', async ({
    request,
  }) => {
    const { html } = await fetchPage(request, SCREENS.baElectiveCourses);
    const list = jsonLdOf(html).find((d) => d['@type'] === 'ItemList')!;
    const items = list['itemListElement'] as { '@type': string; position: number; url: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(list['numberOfItems']).toBe(items.length);
    const cardPaths = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*data-testid="course-card"/g)].map((m) => m[1]);
    expect(items.map((i) => local(i.url))).toEqual(cardPaths);
    for (const [i, item] of items.entries()) {
      expect(item['@type']).toBe('ListItem');
      expect(item.position).toBe(i + 1);
      expect((await request.get(local(item.url))).status()).toBe(200);
    }
  });
});

test.describe('profile pages', () => {
  test('a full-time and a part-time profile render with an h1; unknown ids answer 404', async ({ page }) => {
    expect((await page.goto(paths.profile('fullTime', 1)))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId('profile')).toBeVisible();
    expect((await page.goto(paths.profile('partTime', 101)))?.status()).toBe(200);
    await expect(page.getByTestId('profile')).toBeVisible();
    // 1 is a full-time professor's id, no part-time one's
    for (const bad of [paths.profile('fullTime', 99999), '/teacher/introduce/abc', paths.profile('partTime', 1)]) {
      expect((await page.goto(bad))?.status(), bad).toBe(404);
    }
  });
});

interface Enclosure {
  '@url': string;
  '@type': string;
  '@length': string;
}
interface RssItem {
  link: string;
  pubDate: string;
  title: string;
  enclosure?: Enclosure;
}
interface AtomEntry {
  category: { '@term'?: string } | { '@term'?: string }[];
  link: { '@rel'?: string; '@href': string; '@type': string; '@length': string }[];
}

/** An enclosure says the type the server sends for its file and the file's size. */
async function expectEnclosure(request: APIRequestContext, enclosure: Enclosure | undefined) {
  expect(enclosure, 'the banner as an enclosure').toBeTruthy();
  const res = await request.get(local(enclosure!['@url']));
  expect(res.status()).toBe(200);
  expect(enclosure!['@type']).toBe(res.headers()['content-type']!.split(';')[0]);
  expect(Number(enclosure!['@length'])).toBe((await res.body()).length);
}

test.describe('feeds', () => {
  for (const screen of NEWS_SCREEN_TABLE) {
    test(`${screen.path}: RSS and Atom linked from the page, parse, and their links answer`, async ({ request }) => {
      const { html } = await fetchPage(request, screen.path);
      const rss = /<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/.exec(html)?.[1];
      const atom = /<link rel="alternate" type="application\/atom\+xml"[^>]*href="([^"]+)"/.exec(html)?.[1];
      expect(rss && atom, 'both feeds in the head').toBeTruthy();

      const rssRes = await request.get(local(rss!));
      expect(rssRes.headers()['content-type']).toMatch(/application\/rss\+xml/);
      const channel = (
        xml.parse(await rssRes.text()) as {
          rss: {
            channel: {
              title: string;
              item?: RssItem[] | RssItem;
            };
          };
        }
      ).rss.channel;
      const items = [channel.item ?? []].flat();
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        await expectEnclosure(request, item.enclosure);
        expect(item.link.startsWith(SITE_URL)).toBe(true);
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
        expect(item.title).toMatch(/[\u4e00-\u9fff].* [A-Za-z]/); // Chinese, then English
        expect((await request.get(local(item.link))).status()).toBe(200);
      }

      const atomRes = await request.get(local(atom!));
      expect(atomRes.headers()['content-type']).toMatch(/application\/atom\+xml/);
      const feed = (xml.parse(await atomRes.text()) as { feed: { entry: AtomEntry[] | AtomEntry } }).feed;
      const entries = [feed.entry].flat();
      expect(entries.length).toBe(items.length);
      for (const entry of entries) {
        for (const category of [entry.category].flat()) expect(category['@term'], 'a category term').toBeTruthy();
        const enclosure = [entry.link].flat().find((l) => l['@rel'] === 'enclosure');
        await expectEnclosure(request, enclosure && { '@url': enclosure['@href'], ...enclosure });
      }
    });
  }
});

test.describe('calendars', () => {
  for (const screen of [SCREENS.exhibitions, SCREENS.internationalWorkshop, SCREENS.summerWorkshop]) {
    test(`${screen}: an iCalendar feed linked from the page, with its events`, async ({ page, request }) => {
      await page.goto(screen);
      const href = await page.getByTestId('calendar-link').getAttribute('href');
      const res = await request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/text\/calendar/);
      const text = await res.text();
      expect(text.endsWith('END:VCALENDAR\r\n'), 'RFC 5545: every line ends with CRLF').toBe(true);
      const cal = new ICAL.Component(ICAL.parse(text));
      const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      expect(events.length).toBeGreaterThan(0);
      for (const e of events) {
        expect(e.summary).toBeTruthy();
        expect(e.location).toBeTruthy();
        expect(e.startDate.compare(e.endDate)).toBeLessThan(0);
      }
      expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    });
  }

  test('a dated item has an "add to calendar" file with its one event', async ({ page, request }) => {
    const dated = (await (await request.get(restUrl(api.newsList, { categoryId: 8, pageSize: 1 }))).json()) as {
      datas: { newsId: number; title: string }[];
    };
    const item = dated.datas[0]!;
    await page.goto(paths.newsItem(item.newsId));
    await expect(page.getByTestId('news-event')).toBeVisible();
    const href = await page.getByTestId('news-event').getByRole('link').getAttribute('href');
    const cal = new ICAL.Component(ICAL.parse(await (await request.get(href!)).text()));
    const events = cal.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect(new ICAL.Event(events[0]!).summary).toContain(item.title);
  });
});

test.describe('print', () => {
  for (const path of [paths.newsItem(101), paths.course('baElectiveCourses', 1, 111), paths.profile('fullTime', 1)]) {
    test(`${path} prints the content alone, with link addresses`, async ({ page }) => {
      await page.goto(path);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('body > header')).toBeHidden();
      await expect(page.getByTestId('top-menu')).toBeHidden();
      await expect(page.getByTestId('side-menu')).toBeHidden();
      await expect(page.getByTestId('footer')).toBeHidden();
      await expect(page.getByTestId('back-to-top')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const links = page.locator('main a[href^="/"], main a[href^="http"]');
      if ((await links.count()) > 0) {
        const after = await links.first().evaluate((a) => getComputedStyle(a, '::after').content);
        expect(after).toContain('<');
      }
      const shot = await page.screenshot({ fullPage: true });
      expect(shot.length).toBeGreaterThan(10_000);
    });
  }
});
