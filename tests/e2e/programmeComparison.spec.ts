import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';
import {
  VIEWPORT_DESKTOP,
  VIEWPORT_MOBILE,
  expectNoViolationsAtEachWidth,
  gotoHydrated,
  heading,
  site,
  urlEndingWith,
} from './helpers';

/**
 * The BA and MA side by side (/industrial/programmes): every fact read from content/courses/{ba,ma}.json here, so
 * a page that typed a number in would fail when the file changes; the fixed words are written out.
 */

interface Named {
  title: string;
  subTitle: string;
}
interface Programme {
  years: number;
  degree: Named;
  credits: {
    minimum: number;
    parts: (Named & { credits: number; courses?: number })[];
    bridging?: Named & { min: number; max: number };
  };
  admissionRoutes: (Named & { screen: keyof typeof SCREENS })[];
  requiredCoreCourses: { id: number; banner: (Named & { id: number; desc: string })[] }[];
}
const read = (p: 'ba' | 'ma') =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'content', 'courses', `${p}.json`), 'utf8'),
  ) as Programme;
const PROGRAMMES = [
  { key: 'ba', data: read('ba'), list: 'baRequiredCoreCourses', intro: SCREENS.baIntroduce },
  { key: 'ma', data: read('ma'), list: 'maRequiredCoreCourses', intro: SCREENS.maIntroduce },
] as const;

const SITE_URL = 'http://localhost:3000';
const TITLE = '大學部與碩士班比較 BA and MA compared | 工業產品設計學系';

const table = (page: Page) => page.getByTestId('programme-comparison');
/** A fact's two cells, BA then MA. */
const cell = (page: Page, row: string, i: number): Locator => table(page).locator(`tr[data-row="${row}"] td`).nth(i);
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

async function expectComparison(page: Page) {
  await expect(heading(page)).toHaveCount(1);
  await expect(heading(page)).toContainText('大學部與碩士班比較');
  await expect(heading(page).locator('[lang="en"]')).toHaveText('BA and MA compared');
  const headers = table(page).locator('thead th');
  await expect(headers).toHaveText([/大學部\s*BA programme/, /碩士班\s*MA programme/]);
  expect(await headers.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    SCREENS.baIntroduce,
    SCREENS.maIntroduce,
  ]);
  const rowNames = await table(page)
    .locator('tbody th[scope="row"]')
    .evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').replace(/\s+/g, ' ').trim()));
  expect(rowNames).toEqual([
    '修業年限 Length of study',
    '授予學位 Degree awarded',
    '最低畢業學分 Minimum credits to graduate',
    '學分組成 How the credits divide',
    '必修課程 Required courses',
    '入學管道 Admission routes',
  ]);

  for (const [i, { data, list }] of PROGRAMMES.entries()) {
    // length and degree
    expect(squash(await cell(page, 'lengthOfStudy', i).innerText())).toContain(`${data.years} 年 years`);
    await expect(cell(page, 'degreeAwarded', i)).toContainText(data.degree.title);
    await expect(cell(page, 'degreeAwarded', i).locator('[lang="en"]')).toHaveText(data.degree.subTitle);
    // the minimum, and credits some students add
    const minimum = cell(page, 'minimumToGraduate', i).locator('strong');
    const bridging = data.credits.bridging;
    await expect(minimum).toHaveText(
      bridging ? [String(data.credits.minimum), `${bridging.min}–${bridging.max}`] : [String(data.credits.minimum)],
    );
    if (bridging) await expect(cell(page, 'minimumToGraduate', i)).toContainText(bridging.subTitle);
    // the split: each part's name and credits, adding up to the minimum
    const parts = cell(page, 'creditSplit', i).locator('li');
    await expect(parts).toHaveCount(data.credits.parts.length);
    for (const [k, part] of data.credits.parts.entries()) {
      await expect(parts.nth(k)).toContainText(part.title);
      await expect(parts.nth(k).locator('[lang="en"]').first()).toHaveText(part.subTitle);
      await expect(parts.nth(k).locator('strong')).toHaveText(String(part.credits));
      if (part.courses) await expect(parts.nth(k)).toContainText(`${part.courses} 門課程`);
    }
    const shown = await parts.locator('strong').allTextContents();
    expect(shown.reduce((sum, n) => sum + Number(n), 0)).toBe(data.credits.minimum);
    // the required courses: every one named, those with a page linked to it
    const courses = cell(page, 'requiredCourses', i);
    const all = data.requiredCoreCourses.flatMap((g) => g.banner.map((c) => ({ ...c, group: g.id })));
    await expect(courses.locator('li')).toHaveCount(all.length);
    const withPage = all.filter((c) => c.desc.trim() !== '');
    expect(await courses.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      withPage.map((c) => paths.course(list, c.group, c.id)),
    );
    for (const c of all) await expect(courses).toContainText(c.title);
    // the admission routes, each to its Admissions screen
    const routes = cell(page, 'admissionRoutes', i).locator('a');
    await expect(routes).toHaveText(data.admissionRoutes.map((r) => new RegExp(`${r.title}\\s*${r.subTitle}`)));
    expect(await routes.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      data.admissionRoutes.map((r) => SCREENS[r.screen]),
    );
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    const open = async (page: Page, path: string) => {
      if (javaScriptEnabled) await gotoHydrated(page, path);
      else expect((await page.goto(path))?.status()).toBe(200);
    };

    test('both programmes: length, degree, credits and their split, required courses and admission routes', async ({
      page,
    }) => {
      await open(page, paths.programmes);
      await expectComparison(page);
    });

    test('a required course leads to its page, an admission route to its Admissions screen', async ({ page }) => {
      await open(page, paths.programmes);
      await cell(page, 'requiredCourses', 0)
        .getByRole('link', { name: /基礎設計/ })
        .click();
      await expect(page).toHaveURL(urlEndingWith(paths.course('baRequiredCoreCourses', 1, 11)));
      await expect(heading(page)).toContainText('基礎設計');
      await open(page, paths.programmes);
      await cell(page, 'admissionRoutes', 0)
        .getByRole('link', { name: /繁星推薦/ })
        .click();
      await expect(page).toHaveURL(urlEndingWith(SCREENS.admissionNews));
      await expect(heading(page)).toContainText('Admission News');
    });

    for (const from of [SCREENS.baIntroduce, SCREENS.maIntroduce, SCREENS.applicationGuide]) {
      test(`${from} links to it`, async ({ page }) => {
        await page.setViewportSize(javaScriptEnabled ? VIEWPORT_DESKTOP : VIEWPORT_MOBILE);
        await open(page, from);
        const link = page.getByTestId('comparison-link').getByRole('link');
        await expect(link).toHaveCount(1);
        await expect(link).toContainText('比較大學部與碩士班');
        await expect(link.locator('[lang="en"]')).toContainText('Compare the BA and MA');
        await link.click();
        await expect(page).toHaveURL(urlEndingWith(paths.programmes));
        await expect(heading(page)).toContainText('大學部與碩士班比較');
      });
    }
  });
}

test('the application guide keeps its list under the link', async ({ page }) => {
  await page.goto(SCREENS.applicationGuide);
  const link = page.getByTestId('comparison-link');
  const card = page.locator('main a[href^="/news/"]').first();
  await expect(card).toBeVisible();
  expect((await link.boundingBox())!.y).toBeLessThan((await card.boundingBox())!.y);
});

test('its JSON-LD parses: two EducationalOccupationalProgram items with credits, length, degree, courses and provider', async ({
  request,
}) => {
  const html = await (await request.get(paths.programmes)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
  const items = blocks.flat() as Record<string, unknown>[];
  const programmes = items.filter((b) => b['@type'] === 'EducationalOccupationalProgram');
  expect(programmes).toHaveLength(2);
  for (const [i, { data, list, intro }] of PROGRAMMES.entries()) {
    const item = programmes[i]!;
    expect(item['@context']).toBe('https://schema.org');
    expect(item.url).toBe(`${SITE_URL}${intro}`);
    expect(item.numberOfCredits).toBe(data.credits.minimum);
    expect(item.timeToComplete).toBe(`P${data.years}Y`);
    expect(item.educationalCredentialAwarded).toEqual({
      '@type': 'EducationalOccupationalCredential',
      name: data.degree.title,
      alternateName: data.degree.subTitle,
      credentialCategory: 'degree',
    });
    const courses = item.hasCourse as Record<string, string>[];
    expect(courses.map((c) => [c['@type'], c.name, c.alternateName, c.url])).toEqual(
      data.requiredCoreCourses.flatMap((g) =>
        g.banner.map((c) => [
          'Course',
          c.title,
          c.subTitle,
          c.desc.trim() ? `${SITE_URL}${paths.course(list, g.id, c.id)}` : undefined,
        ]),
      ),
    );
    expect(item.provider).toMatchObject({
      '@type': 'CollegeOrUniversity',
      '@id': `${SITE_URL}/#department`,
      name: site.name,
    });
  }
  expect(programmes.map((p) => [p.numberOfCredits, p.timeToComplete])).toEqual([
    [128, 'P4Y'],
    [30, 'P2Y'],
  ]);
  const crumbs = items.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
  expect(crumbs.itemListElement.map((i) => i.item)).toEqual([`${SITE_URL}/`, `${SITE_URL}${paths.programmes}`]);
});

test('title, description, canonical address and share card', async ({ page, request }) => {
  const html = await (await request.get(paths.programmes)).text();
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(TITLE);
  expect(html).toMatch(
    /<meta name="description" content="大學部與碩士班比較：[^"]+ The BA and MA programmes side by side[^"]+"/,
  );
  expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${paths.programmes}"/>`);
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toBe(`${SITE_URL}${paths.share.programmes}`);
  const card = await request.get(image!.replace(SITE_URL, ''));
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  await page.goto(paths.programmes);
  await expect(page).toHaveTitle(TITLE);
});

test('the sitemap lists it and the search finds it', async ({ page, request }) => {
  const xml = await (await request.get(paths.sitemap)).text();
  expect(xml).toContain(`<loc>${SITE_URL}${paths.programmes}</loc>`);
  await page.goto(paths.search({ q: '大學部與碩士班比較' }));
  const result = page.getByTestId('search-result').filter({ has: page.locator(`a[href="${paths.programmes}"]`) });
  await expect(result).toHaveCount(1);
  await expect(result).toHaveAttribute('data-type', 'page');
});

test('on a phone: each fact across the row, the two programmes side by side under it, as a table still', async ({
  page,
}) => {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(paths.programmes);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const row of ['lengthOfStudy', 'creditSplit', 'requiredCourses', 'admissionRoutes']) {
      const header = (await table(page).locator(`tr[data-row="${row}"] th`).boundingBox())!;
      const [ba, ma] = [(await cell(page, row, 0).boundingBox())!, (await cell(page, row, 1).boundingBox())!];
      expect(ba.y, `${row}: under its header`).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(Math.abs(ba.y - ma.y), `${row}: side by side`).toBeLessThan(2);
      expect(ba.x + ba.width, `${row}: BA on the left`).toBeLessThanOrEqual(ma.x + 1);
      expect(ma.x + ma.width, `${row}: within the page`).toBeLessThanOrEqual(width);
    }
  }
  // the table's headers still name its cells for a screen reader
  await expect(page.getByRole('columnheader')).toHaveCount(2);
  await expect(page.getByRole('rowheader')).toHaveCount(6);
  await expect(page.getByRole('cell', { name: /設計學士/ })).toHaveCount(1);
});

test('the comparison has no WCAG 2.2 AA violations at 375, 768 and 1440 px', async ({ page }) => {
  expect((await page.goto(paths.programmes))?.status()).toBe(200);
  await expect(heading(page)).toBeVisible();
  await expectNoViolationsAtEachWidth(page, paths.programmes);
});
