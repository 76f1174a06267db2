import { expect, test, type ConsoleMessage } from '@playwright/test';
import { SCREENS } from '@/domain/paths';
import { ROUTES, entryForPath, heading, isStartupLog, site } from './helpers';

test.describe('route table', () => {
  test('the table has 26 routes', () => {
    expect(ROUTES).toHaveLength(26);
    expect(new Set(ROUTES).size).toBe(26);
  });

  test(`${SCREENS.home} answers 200 and its h1 names the department`, async ({ page }) => {
    const response = await page.goto(SCREENS.home);
    expect(response?.status()).toBe(200);
    await expect(heading(page)).toHaveCount(1);
    await expect(heading(page)).toContainText(site.shortName);
  });

  // each page is complete in its first HTML, so one request per route shows what a visitor
  // gets; csp.spec.ts loads every route in the browser and checks the visible h1 there
  test('every route answers 200 with its h1 "title subTitle" in the first HTML', async ({ request }) => {
    for (const path of ROUTES) {
      const entry = entryForPath(path);
      const res = await request.get(path);
      expect(res.status(), `HTTP status of ${path}`).toBe(200);
      const h1s = [...(await res.text()).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
        m[1]!
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      expect(h1s, `the h1 of ${path}`).toHaveLength(1);
      expect(h1s[0], `the h1 of ${path}`).toContain(entry.title);
      expect(h1s[0], `the h1 of ${path}`).toContain(entry.subTitle);
    }
  });

  test(`${SCREENS.awardNews} is named by the News entry 得獎消息 Award News`, async ({ page }) => {
    await page.goto(SCREENS.awardNews);
    await expect(heading(page)).toContainText('得獎消息');
    await expect(heading(page)).toContainText('Award News');
  });
});

test.describe('unknown paths', () => {
  for (const path of ['/no-such-page', '/industrial/nope']) {
    test(`${path} answers 404 and says the page could not be found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path}`).toBe(404);
      await expect(page.getByText('This page could not be found.')).toBeVisible();
    });
  }
});

test('start-up log: one console.info line with version, env, site, siteEnv, asset URL and language', async ({
  page,
}) => {
  const lines: ConsoleMessage[] = [];
  page.on('console', (m) => {
    if (isStartupLog(m.text())) lines.push(m);
  });
  await page.goto(SCREENS.home);
  await page.mouse.wheel(0, 0); // the app starts on the first interaction (serve/deferHydration.mjs)
  await expect.poll(() => lines.length, { message: 'the start-up log appears' }).toBeGreaterThan(0);
  // a little time for a possible second line
  await page.waitForLoadState('networkidle');
  expect(lines, 'exactly one start-up line').toHaveLength(1);
  const line = lines[0]!;
  expect(line.type()).toBe('info');
  const text = line.text();
  expect(text.startsWith('[scuid] version 1.0.5 | env ')).toBe(true);
  expect(text).toContain('site scuid');
  expect(text).toContain('siteEnv ');
  expect(text).toContain('assetUrl /static');
  expect(text).toContain('language ');
  // the browser language is reported
  const language = await page.evaluate(() => navigator.language);
  expect(text).toContain(`language ${language}`);
});
