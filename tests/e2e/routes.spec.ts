import { expect, test, type ConsoleMessage } from '@playwright/test';
import { ROUTES, entryForPath, heading, isStartupLog, site } from './helpers';

test.describe('route table (spec section 2)', () => {
  test('the table has the 26 routes of the spec', () => {
    expect(ROUTES).toHaveLength(26);
    expect(new Set(ROUTES).size).toBe(26);
  });

  test('/ answers 200 and its h1 names the department', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(heading(page)).toHaveCount(1);
    await expect(heading(page)).toContainText(site.shortName);
  });

  for (const path of ROUTES) {
    const entry = entryForPath(path);
    test(`${path} answers 200 with the h1 "${entry.title} ${entry.subTitle}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      const h1 = heading(page);
      await expect(h1).toHaveCount(1);
      await expect(h1).toContainText(entry.title);
      await expect(h1).toContainText(entry.subTitle);
    });
  }

  test('/news/awardNews is named by the News entry 得獎消息 Award News', async ({ page }) => {
    await page.goto('/news/awardNews');
    await expect(heading(page)).toContainText('得獎消息');
    await expect(heading(page)).toContainText('Award News');
  });
});

test.describe('unknown paths (spec section 8)', () => {
  for (const path of ['/no-such-page', '/industrial/nope']) {
    test(`${path} answers 404 and says the page could not be found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path}`).toBe(404);
      await expect(page.getByText('This page could not be found.')).toBeVisible();
    });
  }
});

test('start-up log: one console.info line with version, env, site, siteEnv, asset URL and language', async ({ page }) => {
  const lines: ConsoleMessage[] = [];
  page.on('console', (m) => {
    if (isStartupLog(m.text())) lines.push(m);
  });
  await page.goto('/');
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
