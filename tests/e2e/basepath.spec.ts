import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';
import { ROUTES, VIEWPORT_DESKTOP, entryForPath, heading, isStartupLog, rel, site, urlEndingWith } from './helpers';

/**
 * The site built with BASE_PATH=/dept (project `basepath`, baseURL http://127.0.0.1:3101/dept/).
 * Relative paths ('industrial/milestone') resolve under /dept/; absolute ones ('/x') at the port's root.
 */
const BASE = '/dept';

test.describe('every route of the table under /dept', () => {
  test('/dept answers 200 with the home heading', async ({ page }) => {
    const response = await page.goto(rel(SCREENS.home));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toMatch(/^\/dept\/?$/);
    await expect(heading(page)).toContainText(site.shortName);
  });

  // every page is complete in its HTML: one request per route shows what a visitor (or a crawler) gets
  test('every other route answers 200 under /dept with its h1 in the first HTML', async ({ request }) => {
    for (const path of ROUTES) {
      const entry = entryForPath(path);
      const res = await request.get(rel(path));
      expect(res.status(), `HTTP status of ${BASE}${path}`).toBe(200);
      expect(new URL(res.url()).pathname).toBe(`${BASE}${path}`);
      const h1s = [...(await res.text()).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
        m[1]!
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      expect(h1s, `the h1 of ${BASE}${path}`).toHaveLength(1);
      expect(h1s[0]).toContain(entry.title);
      expect(h1s[0]).toContain(entry.subTitle);
    }
  });
});

test('a route without the /dept prefix answers 404', async ({ page }) => {
  const response = await page.goto(SCREENS.milestone);
  expect(new URL(page.url()).pathname).toBe(SCREENS.milestone);
  expect(response?.status()).toBe(404);
});

test('an unknown path under /dept answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found.')).toBeVisible();
});

/** Raw attribute values of the page's `a[href]` that stay on this site (not http(s), mailto or a bare #hash). */
async function internalHrefs(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((h) => !/^(https?:|mailto:|tel:|#)/.test(h));
}

for (const path of [
  SCREENS.home,
  SCREENS.baElectiveCourses,
  SCREENS.awardNews,
  paths.accessibility,
  paths.programmes,
  '/no-such-page',
  paths.search({ q: '設計', type: 'news' }),
]) {
  test(`every internal link on ${BASE}${decodeURI(path)} starts with /dept`, async ({ page }) => {
    await page.goto(rel(path));
    const hrefs = await internalHrefs(page);
    // the shell alone has the wordmark, the menus and the footer links
    expect(hrefs.length).toBeGreaterThan(10);
    const outside = hrefs.filter(
      (h) => !(h === BASE || h.startsWith(`${BASE}/`) || h.startsWith(`${BASE}?`) || h.startsWith(`${BASE}#`)),
    );
    expect(outside, 'links that leave the /dept base path').toEqual([]);
  });
}

test('stylesheets and scripts are served under /dept/ and load', async ({ page, request }) => {
  await page.goto(rel(SCREENS.aboutUs));
  const styles = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((ls) => ls.map((l) => l.getAttribute('href') ?? ''));
  const scripts = await page.locator('script[src]').evaluateAll((ss) => ss.map((s) => s.getAttribute('src') ?? ''));
  expect(styles.length, 'at least one stylesheet').toBeGreaterThan(0);
  expect(scripts.length, 'at least one script').toBeGreaterThan(0);
  const urls = [...styles, ...scripts];
  expect(
    urls.filter((u) => !u.startsWith(`${BASE}/`)),
    'asset URLs outside /dept/',
  ).toEqual([]);
  for (const url of urls) {
    const response = await request.get(new URL(url, page.url()).href);
    expect(response.status(), `status of ${url}`).toBe(200);
  }
});

test('the icon link is served under /dept', async ({ page, request }) => {
  await page.goto(rel(SCREENS.home));
  const icons = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((ls) => ls.map((l) => l.getAttribute('href') ?? ''));
  expect(icons.length, 'an icon link').toBeGreaterThan(0);
  for (const href of icons) {
    expect(href.startsWith(`${BASE}/`), `icon ${href}`).toBe(true);
    const response = await request.get(new URL(href, page.url()).href);
    expect(response.status(), `status of ${href}`).toBe(200);
  }
});

test('clicking a side-menu link navigates to a /dept URL', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  const logged = page.waitForEvent('console', { predicate: (m) => isStartupLog(m.text()) });
  await page.goto(rel(SCREENS.baIntroduce));
  await page.mouse.wheel(0, 0); // the page hydrates on the first interaction
  await logged; // hydrated
  const link = page.getByTestId('side-menu').locator('[data-menu-id="baElectiveCourses"]');
  await expect(link).toHaveAttribute('href', `${BASE}${SCREENS.baElectiveCourses}`);
  await link.click();
  await expect(page).toHaveURL(urlEndingWith(`${BASE}${SCREENS.baElectiveCourses}`));
  await expect(heading(page)).toContainText('選修課程');
  await expect(page.getByTestId('side-menu').locator('[aria-current="page"]')).toHaveAttribute(
    'data-menu-id',
    'baElectiveCourses',
  );
});

test('the start-up log shows assetUrl /dept/static', async ({ page }) => {
  const lines: ConsoleMessage[] = [];
  page.on('console', (m) => {
    if (isStartupLog(m.text())) lines.push(m);
  });
  await page.goto(rel(SCREENS.home));
  await page.mouse.wheel(0, 0); // the app starts on the first interaction
  await expect.poll(() => lines.length).toBeGreaterThan(0);
  const text = lines[0]!.text();
  expect(lines[0]!.type()).toBe('info');
  expect(text.startsWith('[scuid] version 1.0.5 | env ')).toBe(true);
  expect(text).toContain('assetUrl /dept/static');
});

test(`the search form sends to ${BASE}${paths.search()} and its results stay under /dept`, async ({ page }) => {
  await page.goto(rel(paths.search()));
  const form = page.locator('main').getByRole('search');
  await expect(form).toHaveAttribute('action', `${BASE}${paths.search()}`);
  await form.getByRole('searchbox').fill('明哲');
  await form.getByRole('searchbox').press('Enter');
  expect(new URL(page.url()).pathname).toBe(`${BASE}${paths.search()}`);
  await expect(page.getByTestId('search-result').first().getByRole('link')).toHaveAttribute(
    'href',
    `${BASE}${paths.profile('fullTime', 1)}`,
  );
});

test(`the accessibility statement under ${BASE}: the footer link, the page, the sitemap and the search`, async ({
  page,
  request,
}) => {
  await page.goto(rel(SCREENS.home));
  const link = page.getByTestId('footer').getByRole('link', { name: /無障礙聲明/ });
  await expect(link).toHaveAttribute('href', `${BASE}${paths.accessibility}`);
  await link.click();
  await expect(page).toHaveURL(urlEndingWith(`${BASE}${paths.accessibility}`));
  await expect(heading(page)).toHaveCount(1);
  await expect(heading(page)).toContainText('無障礙聲明');
  await expect(heading(page)).toContainText('Accessibility statement');
  // one canonical address once the navigation has settled (the last page's is removed as the new one's comes)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://localhost:3000${BASE}${paths.accessibility}`,
  );

  const sitemap = await (await request.get(rel(paths.sitemap))).text();
  expect(sitemap).toContain(`<loc>http://localhost:3000${BASE}${paths.accessibility}</loc>`);

  await page.goto(rel(paths.search({ q: 'accessibility' })));
  await expect(
    page.getByTestId('search-result').locator(`a[href="${BASE}${paths.accessibility}"]`),
    'the statement found, its link under /dept',
  ).toHaveCount(1);
});

test(`the programme comparison under ${BASE}: the intro's link, the page, its JSON-LD and the sitemap`, async ({
  page,
  request,
}) => {
  await page.goto(rel(SCREENS.maIntroduce));
  const link = page.getByTestId('comparison-link').getByRole('link');
  await expect(link).toHaveAttribute('href', `${BASE}${paths.programmes}`);
  await link.click();
  await expect(page).toHaveURL(urlEndingWith(`${BASE}${paths.programmes}`));
  await expect(heading(page)).toContainText('大學部與碩士班比較');
  const course = page.getByTestId('programme-comparison').getByRole('link', { name: /設計研究方法論/ });
  await expect(course).toHaveAttribute('href', `${BASE}${paths.course('maRequiredCoreCourses', 1, 511)}`);

  const html = await (await request.get(rel(paths.programmes))).text();
  const items = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap((m) => JSON.parse(m[1]!) as unknown)
    .filter((b) => (b as { '@type': string })['@type'] === 'EducationalOccupationalProgram') as { url: string }[];
  expect(items.map((i) => i.url)).toEqual([
    `http://localhost:3000${BASE}${SCREENS.baIntroduce}`,
    `http://localhost:3000${BASE}${SCREENS.maIntroduce}`,
  ]);
  const sitemap = await (await request.get(rel(paths.sitemap))).text();
  expect(sitemap).toContain(`<loc>http://localhost:3000${BASE}${paths.programmes}</loc>`);
});
