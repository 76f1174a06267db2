import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';
import {
  EVERY_KIND_OF_PAGE,
  VIEWPORT_DESKTOP,
  VIEWPORT_MOBILE,
  expectNoViolationsAtEachWidth,
  gotoHydrated,
  heading,
  urlEndingWith,
} from './helpers';

/**
 * The accessibility statement (/accessibility): GOV.UK's model statement in both languages, linked from the
 * footer of every page, in the sitemap and the search. The expected words are written out here, not taken
 * from the labels under test.
 */

interface Statement {
  contact: { email: string; responseDays: number };
  limits: { title: string; subTitle: string; criteria: string[] }[];
  lastReviewed: string;
  prepared: string;
}
const statement = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'content', 'accessibility.json'), 'utf8'),
) as Statement;

const SITE_URL = 'http://localhost:3000';
const H1 = ['無障礙聲明', 'Accessibility statement'];
/** The headings in page order, [level, Chinese, English]. */
const HEADINGS: [number, string, string][] = [
  [1, '無障礙聲明', 'Accessibility statement'],
  [2, '本網站的無障礙程度', 'How accessible this website is'],
  [2, '意見回饋與聯絡方式', 'Feedback and contact information'],
  [2, '回報本網站的無障礙問題', 'Reporting accessibility problems with this website'],
  [2, '本網站無障礙的技術資訊', 'Technical information about this website’s accessibility'],
  [3, '符合狀態', 'Compliance status'],
  [3, '我們如何測試本網站', 'How we tested this website'],
  [2, '無法完全存取的內容', 'Non-accessible content'],
  [3, '不符合 WCAG 2.2 AA 的項目', 'Non-compliance with WCAG 2.2 AA'],
  [3, '不在本聲明範圍內的內容', 'Content that is not within the scope of this statement'],
  [2, '本聲明的製作', 'Preparation of this accessibility statement'],
];

const main = (page: Page) => page.locator('main');
const footerLink = (page: Page) => page.getByTestId('footer').getByRole('link', { name: /無障礙聲明/ });

/** Every heading of main: its level, its text, and the text of its English part. */
const headingsOf = (page: Page) =>
  main(page)
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) =>
      hs.map((h) => ({
        level: Number(h.tagName[1]),
        text: (h.textContent ?? '').replace(/\s+/g, ' ').trim(),
        letters: (h.textContent ?? '').replace(/\s+/g, ''),
        en: [...h.querySelectorAll('[lang="en"]')].map((e) => e.textContent?.trim()).join(' '),
      })),
    );

async function expectStatement(page: Page) {
  await expect(heading(page)).toHaveCount(1);
  for (const text of H1) await expect(heading(page)).toContainText(text);
  await expect(heading(page).locator('[lang="en"]')).toHaveText(H1[1]!);

  const found = await headingsOf(page);
  expect(
    found.map((h) => [h.level, h.letters, h.en]),
    'the headings, in order, each with its English part marked',
  ).toEqual(HEADINGS.map(([level, zh, en]) => [level, `${zh}${en}`.replace(/\s+/g, ''), en]));
  // one h1, and no level skipped on the way down
  found.forEach((h, i) => {
    if (i > 0) expect(h.level, `${h.text} after ${found[i - 1]!.text}`).toBeLessThanOrEqual(found[i - 1]!.level + 1);
  });

  // the target and the status
  await expect(page.getByTestId('statement-compliance')).toContainText('部分符合 WCAG 2.2 AA');
  await expect(page.getByTestId('statement-compliance').locator('[lang="en"]')).toContainText(
    'partially compliant with the WCAG version 2.2 AA standard',
  );
  // each known limit by name in both languages, with the criteria it fails
  for (const limit of statement.limits) {
    await expect(main(page).getByText(limit.title).first()).toBeVisible();
    await expect(main(page).locator('[lang="en"]', { hasText: limit.subTitle }).first()).toBeVisible();
    for (const c of limit.criteria) await expect(main(page)).toContainText(`WCAG ${c}`);
  }
  // the contact: a mailto link, and the time to a reply in both languages
  const mail = main(page).locator(`a[href="mailto:${statement.contact.email}"]`);
  await expect(mail.first()).toBeVisible();
  await expect(mail.first()).toHaveText(statement.contact.email);
  await expect(page.getByTestId('statement-response')).toContainText(
    `${statement.contact.responseDays} 個工作天內回覆`,
  );
  await expect(page.getByTestId('statement-response').locator('[lang="en"]')).toHaveText(
    `We will reply within ${statement.contact.responseDays} working days.`,
  );
  // the dates: machine-readable, written out in each language
  const reviewed = page.getByTestId('statement-reviewed');
  await expect(reviewed).toHaveAttribute('datetime', '2026-11-26');
  await expect(reviewed).toHaveText('2026 年 11 月 26 日');
  await expect(main(page).locator('[lang="en"] time[datetime="2026-11-26"]').last()).toHaveText('26 November 2026');
  // prepared, then last reviewed, in each language
  await expect
    .poll(() =>
      page
        .getByTestId('statement-dates')
        .locator('time')
        .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime'))),
    )
    .toEqual([statement.prepared, statement.lastReviewed, statement.prepared, statement.lastReviewed]);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the statement: one h1, its sections in both languages, the contact and the review date', async ({ page }) => {
      if (javaScriptEnabled) await gotoHydrated(page, paths.accessibility);
      else expect((await page.goto(paths.accessibility))?.status()).toBe(200);
      await expectStatement(page);
    });

    test('the footer link leads to it', async ({ page }) => {
      await page.setViewportSize(javaScriptEnabled ? VIEWPORT_DESKTOP : VIEWPORT_MOBILE);
      if (javaScriptEnabled) await gotoHydrated(page, paths.newsItem(201));
      else await page.goto(SCREENS.home);
      await footerLink(page).click();
      await expect(page).toHaveURL(urlEndingWith(paths.accessibility));
      await expect(heading(page)).toContainText('無障礙聲明');
      await expect(footerLink(page)).toBeVisible();
    });
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every kind of page has the footer link, in both languages, to the statement', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of EVERY_KIND_OF_PAGE) {
      await page.goto(path);
      const link = footerLink(page);
      await expect(link, path).toHaveCount(1);
      await expect(link, path).toHaveAttribute('href', paths.accessibility);
      await expect(link.locator('[lang="en"]'), path).toHaveText('Accessibility statement');
    }
  });
});

test('the footer keeps its height with the fourth link: one row at 1440 px, every link in view at 375 px', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await page.goto(paths.accessibility);
  const footer = page.getByTestId('footer');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await footer.boundingBox())?.height).toBeCloseTo(115, 0);
  const tops = await footer
    .locator('nav a, p')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops.slice(0, 4)).size, 'the four links side by side').toBe(1);

  await page.setViewportSize(VIEWPORT_MOBILE);
  await footer.scrollIntoViewIfNeeded();
  for (const link of await footer.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT_MOBILE.width);
    expect(box.height, 'a target at least 44 px high').toBeGreaterThanOrEqual(44);
  }
});

test('title, description, canonical address, share card and breadcrumb data', async ({ page, request }) => {
  const res = await request.get(paths.accessibility);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('無障礙聲明 Accessibility statement | 工業產品設計學系');
  expect(html).toMatch(/<meta name="description" content="無障礙聲明：[^"]+ Accessibility statement: [^"]+"/);
  expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${paths.accessibility}"/>`);
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toBe(`${SITE_URL}${paths.share.accessibility}`);
  const card = await request.get(image!.replace(SITE_URL, ''));
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: { item: string }[] },
  );
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
  expect(crumbs.itemListElement!.map((i) => i.item)).toEqual([`${SITE_URL}/`, `${SITE_URL}${paths.accessibility}`]);
  await page.goto(paths.accessibility);
  await expect(page).toHaveTitle('無障礙聲明 Accessibility statement | 工業產品設計學系');
});

test('the sitemap lists it, last modified on its last review', async ({ request }) => {
  const xml = await (await request.get(paths.sitemap)).text();
  const entry = new RegExp(`<url>\\s*<loc>${SITE_URL}${paths.accessibility}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(
    xml,
  );
  expect(entry, 'the statement in the sitemap').not.toBeNull();
  // the day in Taipei, as the site dates everything
  expect(Date.parse(entry![1]!)).toBe(Date.parse(`${statement.lastReviewed}T00:00:00+08:00`));
});

for (const q of ['無障礙', 'accessibility']) {
  test(`${paths.search({ q })} finds it`, async ({ page }) => {
    await page.goto(paths.search({ q }));
    const result = page.getByTestId('search-result').filter({ has: page.locator(`a[href="${paths.accessibility}"]`) });
    await expect(result).toHaveCount(1);
    await expect(result).toHaveAttribute('data-type', 'page');
    await expect(result).toContainText('無障礙聲明');
    await expect(result).toContainText('Accessibility statement');
  });
}

test('the statement has no WCAG 2.2 AA violations at 375, 768 and 1440 px', async ({ page }) => {
  expect((await page.goto(paths.accessibility))?.status()).toBe(200);
  await expect(heading(page)).toBeVisible();
  await expectNoViolationsAtEachWidth(page, paths.accessibility);
});
