import { expect, test, type Page } from '@playwright/test';
import { inlineScriptHashes, scriptHash } from '@/config/headers';
import { paths, SCREENS } from '@/domain/paths';
import { THEME_SCRIPT } from '@/lib/theme';
import { COURSE_LISTS, coursesOf, courseHash, hasDetail } from './deptHelpers';
import { clickWhenSettled, entryForPath, gotoHydrated, isStartupLog, ROUTES } from './helpers';
import { expectOverlayOpen, fail500, globalDialog, isNewsDetailUrl, newsCards, screenWithPages } from './newsHelpers';

/**
 * A strict Content-Security-Policy on every page (inline scripts allowed only by their
 * hashes), and no violation anywhere: every route, every kind of overlay, the global dialog, client
 * navigation, paging, /news/{id}. The page records each `securitypolicyviolation` event from its start.
 */

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

function expectStrictPolicy(csp: string | undefined, path: string) {
  expect(csp, `${path} has a Content-Security-Policy`).toBeTruthy();
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp!)?.[1] ?? '';
  expect(scriptSrc, `${path}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
    expect(csp).toContain(d);
  expect(csp).not.toMatch(/style-src[^;]*unsafe-inline/);
}

test('every route loads, shows its h1 and hydrates under its CSP without a violation or an error', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  // a hydration mismatch (React error 418: the server HTML thrown away and rendered again) surfaces here
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const path of [
    SCREENS.home,
    ...ROUTES,
    paths.newsItem(101),
    paths.profile('fullTime', 1),
    paths.course('baElectiveCourses', 1, 111),
    paths.newsList('news', 2),
    // rendered when first asked for (past the end: the build prerenders no such page), finished as it is sent
    paths.newsList('news', 4321),
    paths.listPage('NEWS', 2), // the internal route asked for itself: a 404 rendered for it
    paths.accessibility,
    paths.programmes,
    '/does-not-exist',
  ]) {
    // the start-up log is written once the page's scripts have run (a blocked script never writes it)
    const started = page.waitForEvent('console', { predicate: (m) => isStartupLog(m.text()), timeout: 15_000 });
    const res = await page.goto(path);
    expectStrictPolicy(res?.headers()['content-security-policy'], path);
    await page.mouse.wheel(0, 0); // a prerendered page hydrates on the first interaction
    await started;
    // the route's own page, visible: its one h1 (the route table's entry, or the page's name)
    await expect(page.locator('main h1'), `the h1 of ${path}`).toHaveCount(1);
    await expect(page.locator('main h1')).toBeVisible();
    if ((ROUTES as readonly string[]).includes(path)) {
      const entry = entryForPath(path);
      await expect(page.locator('main h1'), `the h1 of ${path}`).toContainText(`${entry.title}`);
      await expect(page.locator('main h1'), `the h1 of ${path}`).toContainText(`${entry.subTitle}`);
    }
    expect(await violations(), `violations on ${path}`).toEqual([]);
    expect(errors, `errors on ${path}`).toEqual([]);
  }
});

test('overlays, the dialog, paging and client navigation raise no violation', async ({ page, request }) => {
  // eight screens in one journey: 7 s alone, once over 30 s while the other worker ran a full suite
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  // a news panel, then paging in place (the API through the lazily loaded data layer)
  const { screen } = await screenWithPages(request, 2);
  await gotoHydrated(page, screen.path);
  await newsCards(page).first().click();
  await expectOverlayOpen(page);
  await page.keyboard.press('Escape');
  await clickWhenSettled(page.getByTestId('pagination').getByRole('link', { name: '第 2', exact: true }));
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(newsCards(page).first()).toBeVisible();
  // the global dialog: a failing detail request
  const id = Number(await newsCards(page).first().getAttribute('data-news-id'));
  await page.route((url) => isNewsDetailUrl(url, id), fail500);
  await newsCards(page).first().click();
  await expect(globalDialog(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  // a profile panel and a course panel, reached by client navigation
  await page.getByTestId('side-menu').locator('a').first().click();
  await gotoHydrated(page, paths.profileOnList('fullTime', 1));
  await expectOverlayOpen(page);
  const list = COURSE_LISTS[1]!;
  const { group, course } = coursesOf(list).find(({ course: c }) => hasDetail(c))!;
  await gotoHydrated(page, `${list.listPath}${courseHash(list, group.id, course.id)}`);
  await expectOverlayOpen(page);
  await page.keyboard.press('Escape');
  // the drawer at phone width
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('burger').click();
  await expect(page.getByTestId('drawer')).toHaveAttribute('data-open', 'true');
  expect(await violations()).toEqual([]);
});

test('the search page, rendered per request, is sent as a prerendered page is: its scripts allowed by their hashes, the same page for the same address, and it hydrates', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const bodies: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await page.goto(paths.search({ q: '設計' }));
    const csp = res?.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    const html = (await res!.text()) ?? '';
    bodies.push(html);
    // every inline script of the page is listed by its hash
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc).toContain(hash);
    // the layout's theme script among them, the same text on every page
    expect(scriptSrc.split(' ')).toContain(scriptHash(THEME_SCRIPT));
    expect(html).not.toContain('self.__next_f.push([1');
  }
  expect(bodies[1]).toBe(bodies[0]);
  // hydrated: the drawer opens at phone width
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('burger').click();
  await expect(page.getByTestId('drawer')).toHaveAttribute('data-open', 'true');
  expect(await violations()).toEqual([]);
});
