import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';
import { HYDRATED_ATTR } from '../../src/lib/hydrationProtocol.ts';
import {
  VIEWPORT_DESKTOP,
  VIEWPORT_MOBILE,
  gotoHydrated,
  heading,
  menuById,
  menus,
  menusWithChildren,
  scrollTo,
  scrollY,
  urlEndingWith,
  holdHydration,
  waitForStableBox,
} from './helpers';

const topMenu = (page: Page) => page.getByTestId('top-menu');
/** The top-level `li` of the top menu that holds the menu `id`. */
const topItem = (page: Page, id: string) =>
  topMenu(page).locator(`:scope > ul > li > [data-menu-id="${id}"]`).locator('..');
const topPanel = (page: Page, id: string) => page.getByTestId(`top-panel-${id}`);
const drawer = (page: Page) => page.getByTestId('drawer');
/** A closed drawer waits off-screen and inert: out of sight, of the tab order and of the accessibility tree. */
async function expectDrawerAway(page: Page) {
  await expect(drawer(page)).not.toBeInViewport();
  await expect(drawer(page)).toHaveAttribute('inert');
}
const burger = (page: Page) => page.getByTestId('burger');
const drawerSection = (page: Page, id: string) => drawer(page).locator(`li[data-section="${id}"]`);
const sectionButton = (page: Page, id: string) => drawerSection(page, id).locator(':scope > button[aria-expanded]');
const sectionList = (page: Page, id: string) => drawerSection(page, id).locator(':scope > ul');
const expandedButtons = (page: Page) => drawer(page).locator('li[data-section] > button[aria-expanded="true"]');
const footer = (page: Page) => page.locator('footer');

/** The two external entries (GDI Alliance, Thesis) inside `scope`: links opening a new tab safely. */
async function expectExternalEntries(scope: Locator) {
  for (const id of ['gdiAlliance', 'thesis']) {
    const link = scope.locator(`[data-menu-id="${id}"]`);
    await expect(link).toBeVisible();
    expect(await link.evaluate((el) => el.tagName)).toBe('A');
    await expect(link).toHaveAttribute('href', menuById(id).to!);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

/** A point of the page away from every menu and from the brand block (for hover-sensitive checks). */
const neutralPoint = { x: 900, y: 850 };

async function openDrawer(page: Page) {
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
  await burger(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page)).toHaveAttribute('data-open', 'true');
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
  await waitForStableBox(drawer(page));
}

async function expectDrawerClosed(page: Page) {
  await expectDrawerAway(page);
  await expect(drawer(page)).toHaveAttribute('data-open', 'false');
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
}

async function expectScrollLocked(page: Page, locked: boolean) {
  const body = page.locator('body');
  if (locked) {
    await expect(body).toHaveAttribute('data-scroll-locked', 'true');
    expect(await body.evaluate((b) => b.style.overflow)).toBe('hidden');
  } else {
    await expect(body).not.toHaveAttribute('data-scroll-locked');
    expect(await body.evaluate((b) => b.style.overflow)).toBe('');
  }
}

test.describe('breakpoints', () => {
  const cases = [
    { width: 375, side: false, top: false },
    { width: 991, side: false, top: false },
    { width: 992, side: true, top: false },
    { width: 1199, side: true, top: false },
    { width: 1200, side: true, top: true },
    { width: 1440, side: true, top: true },
  ];
  for (const c of cases) {
    test(`${c.width} px: side menu ${c.side ? 'shown' : 'hidden'}, ${c.top ? 'top menu' : 'burger'}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: c.width, height: 800 });
      await page.goto(SCREENS.baElectiveCourses);
      const visibleIf = async (locator: Locator, visible: boolean) =>
        visible ? expect(locator).toBeVisible() : expect(locator).toBeHidden();
      await visibleIf(page.getByTestId('side-menu'), c.side);
      await visibleIf(page.getByTestId('menu-strip'), !c.side);
      await visibleIf(topMenu(page), c.top);
      await visibleIf(burger(page), !c.top);
    });
  }
});

test.describe('at 1440 x 900', () => {
  test.use({ viewport: VIEWPORT_DESKTOP });

  test('hovering a top-level menu shows its panel; moving away hides it', async ({ page }) => {
    await gotoHydrated(page, SCREENS.aboutUs);
    for (const menu of menusWithChildren) {
      await topItem(page, menu.id).hover();
      await expect(topItem(page, menu.id)).toHaveAttribute('data-open', 'true');
      await expect(topPanel(page, menu.id)).toBeVisible();
      // the panel lists the menu's entries
      await expect(topPanel(page, menu.id).locator('[data-menu-id]')).toHaveCount(menu.children!.length);
      // only this panel is open
      for (const other of menusWithChildren.filter((m) => m.id !== menu.id)) {
        await expect(topPanel(page, other.id)).toBeHidden();
      }
      await page.mouse.move(neutralPoint.x, neutralPoint.y);
      await expect(topItem(page, menu.id)).toHaveAttribute('data-open', 'false');
      await expect(topPanel(page, menu.id)).toBeHidden();
    }
  });

  test('under reduced motion a closed panel is hidden at once, not kept for the fade it no longer has', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, SCREENS.aboutUs);
    const menu = menusWithChildren[0]!;
    await topItem(page, menu.id).hover();
    await expect(topPanel(page, menu.id)).toBeVisible();
    // how long the panel stays visible after it closes, read every frame (without the fix, a delay keeps it
    // visible for 300 ms; a transition of 0.01 ms may still start a frame late)
    await topPanel(page, menu.id).evaluate((panel) => {
      const item = panel.closest('[data-open]')!;
      (window as unknown as { afterClosing: Promise<number> }).afterClosing = new Promise<number>((resolve) => {
        new MutationObserver((_, observer) => {
          if (item.getAttribute('data-open') !== 'false') return;
          observer.disconnect();
          const closed = performance.now();
          const read = () =>
            getComputedStyle(panel).visibility === 'hidden' || performance.now() - closed > 1000
              ? resolve(performance.now() - closed)
              : requestAnimationFrame(read);
          requestAnimationFrame(read);
        }).observe(item, { attributes: true, attributeFilter: ['data-open'] });
      });
    });
    await page.mouse.move(neutralPoint.x, neutralPoint.y);
    expect(
      await page.evaluate(() => (window as unknown as { afterClosing: Promise<number> }).afterClosing),
    ).toBeLessThan(150);
  });

  test("the panels' pages are prefetched on intent, not on load; the current page never", async ({ page }) => {
    // Next fetches a page's RSC payload (?_rsc=) when it prefetches a link
    const prefetched: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
    });
    await gotoHydrated(page, SCREENS.aboutUs);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // a panel entry not shown anywhere else on this page, and the page itself
    expect(prefetched).not.toContain(SCREENS.summerWorkshop);
    expect(prefetched).not.toContain(SCREENS.aboutUs);
    // the visible side menu's links still are (instant navigation between a section's pages)
    expect(prefetched).toContain(SCREENS.milestone);
    await topItem(page, 'admissions').hover();
    await topPanel(page, 'admissions').locator('[data-menu-id="summerWorkshop"]').hover();
    await expect.poll(() => prefetched.includes(SCREENS.summerWorkshop)).toBe(true);
  });

  test('keyboard: Tab onto a top-level link opens its panel, Escape closes it', async ({ page }) => {
    await gotoHydrated(page, SCREENS.aboutUs);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /跳到主要內容/ });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main');
    await page.keyboard.press('Tab'); // the wordmark (home link)
    const search = page.locator('header').getByRole('search');
    await page.keyboard.press('Tab');
    await expect(search.getByRole('searchbox'), 'then the search field').toBeFocused();
    await page.keyboard.press('Tab');
    await expect(search.getByRole('button', { name: '搜尋 Search' }), 'and its button').toBeFocused();
    for (const menu of menus) {
      await page.keyboard.press('Tab');
      const link = topItem(page, menu.id).locator(`:scope > [data-menu-id="${menu.id}"]`);
      await expect(link, `Tab reaches the top-level link ${menu.id}`).toBeFocused();
      await expect(topItem(page, menu.id)).toHaveAttribute('data-open', 'true');
      if (!menu.children) continue;
      await expect(topPanel(page, menu.id)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(topPanel(page, menu.id)).toBeHidden();
      await expect(topItem(page, menu.id)).toHaveAttribute('data-open', 'false');
      await expect(link, 'focus stays on the top-level link after Escape').toBeFocused();
    }
  });

  test('side menu shown, strip hidden; the active entry is marked in the side menu', async ({ page }) => {
    await page.goto(SCREENS.baElectiveCourses);
    const side = page.getByTestId('side-menu');
    await expect(side).toBeVisible();
    await expect(page.getByTestId('menu-strip')).toBeHidden();
    const current = side.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-menu-id', 'baElectiveCourses');
    await expect(current).toBeVisible();
    await expect(current).toContainText('選修課程');
    // the section's other entries are listed but not current
    await expect(side.locator('[data-menu-id="baIntroduce"]')).not.toHaveAttribute('aria-current', /.*/);
    await expect(side.locator('[data-menu-id="baRequiredCoreCourses"]')).not.toHaveAttribute('aria-current', /.*/);
  });

  test('Coming Soon entry (alumni) in the side menu is not a link', async ({ page }) => {
    await page.goto(SCREENS.aboutUs);
    const side = page.getByTestId('side-menu');
    const alumni = side.locator('[data-menu-id="alumni"]');
    await expect(alumni).toBeVisible();
    await expect(alumni).toContainText('Coming Soon');
    await expect(alumni).toHaveAttribute('aria-disabled', 'true');
    await expect(alumni).not.toHaveAttribute('href', /.*/);
    expect(await alumni.evaluate((el) => el.tagName)).toBe('SPAN');
    await expect(side.getByRole('link', { name: /系友/ })).toHaveCount(0);
  });

  test('external entries in the achievements panel open a new tab with rel noopener noreferrer', async ({ page }) => {
    await gotoHydrated(page, SCREENS.home);
    await topItem(page, 'achievements').hover();
    const panel = topPanel(page, 'achievements');
    await expect(panel).toBeVisible();
    await expectExternalEntries(panel);
  });

  test(`footer: exactly four links, two to ${SCREENS.home}, one to ${SCREENS.contactUs} and one to ${paths.accessibility}`, async ({
    page,
  }) => {
    await page.goto(SCREENS.aboutUs);
    // at this width the footer's brand block is hidden: every visible footer link is one of the four
    const links = footer(page).getByRole('link');
    await expect(links).toHaveCount(4);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual([paths.accessibility, SCREENS.home, SCREENS.home, SCREENS.contactUs].sort());
    await expect(links.nth(0)).toContainText('社群專頁');
    await expect(links.nth(1)).toContainText('學校網站');
    await expect(links.nth(2)).toContainText('聯絡我們');
    await expect(links.nth(2)).toHaveAttribute('href', SCREENS.contactUs);
    await expect(links.nth(3)).toContainText('無障礙聲明');
    await expect(links.nth(3).locator('[lang="en"]')).toHaveText('Accessibility statement');
    await expect(links.nth(3)).toHaveAttribute('href', paths.accessibility);
  });

  test('route change scrolls to the top (side-menu link)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 450 }); // short enough for the page to scroll
    await gotoHydrated(page, SCREENS.baElectiveCourses);
    expect(await scrollTo(page, 10_000), 'the page can scroll').toBeGreaterThan(100);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByTestId('side-menu').locator('[data-menu-id="baIntroduce"]').click();
    await expect(page).toHaveURL(urlEndingWith(SCREENS.baIntroduce));
    await expect(heading(page)).toContainText('課程介紹');
    // client-side navigation (no new page load), and back at the top
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('at 375 x 800', () => {
  test.use({ viewport: VIEWPORT_MOBILE });

  test('side menu hidden, strip shown; the active entry is marked in the strip', async ({ page }) => {
    await page.goto(SCREENS.baElectiveCourses);
    await expect(page.getByTestId('side-menu')).toBeHidden();
    const strip = page.getByTestId('menu-strip');
    await expect(strip).toBeVisible();
    const current = strip.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-menu-id', 'baElectiveCourses');
    await expect(current).toContainText('選修課程');
    await expect(strip.locator('[data-menu-id]')).toHaveCount(3);
  });

  test('burger opens the drawer; focus moves into it; the close button closes it', async ({ page }) => {
    await gotoHydrated(page, SCREENS.home);
    await expectDrawerAway(page);
    await openDrawer(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    const close = drawer(page).getByRole('button', { name: '關閉選單 Close menu' });
    await expect(close).toBeFocused();
    await close.click();
    await expectDrawerClosed(page);
    await expect(burger(page)).toBeFocused();
  });

  test('accordion: one section open at a time', async ({ page }) => {
    await gotoHydrated(page, SCREENS.home);
    await openDrawer(page);
    // on the home page no section is open
    await expect(expandedButtons(page)).toHaveCount(0);
    for (const menu of menusWithChildren) {
      await sectionButton(page, menu.id).click();
      await expect(sectionButton(page, menu.id)).toHaveAttribute('aria-expanded', 'true');
      await expect(sectionList(page, menu.id)).not.toHaveAttribute('hidden', /.*/);
      await expect(sectionList(page, menu.id)).toBeVisible();
      await expect(expandedButtons(page)).toHaveCount(1);
      for (const other of menusWithChildren.filter((m) => m.id !== menu.id)) {
        await expect(sectionButton(page, other.id)).toHaveAttribute('aria-expanded', 'false');
        await expect(sectionList(page, other.id)).toHaveAttribute('hidden', '');
        await expect(sectionList(page, other.id)).toBeHidden();
      }
    }
    // a second click collapses the open section
    const last = menusWithChildren[menusWithChildren.length - 1]!;
    await sectionButton(page, last.id).click();
    await expect(expandedButtons(page)).toHaveCount(0);
    await expect(sectionList(page, last.id)).toHaveAttribute('hidden', '');
  });

  test("opening the drawer expands the current page's section", async ({ page }) => {
    await gotoHydrated(page, SCREENS.baElectiveCourses);
    await openDrawer(page);
    await expect(expandedButtons(page)).toHaveCount(1);
    await expect(sectionButton(page, 'department')).toHaveAttribute('aria-expanded', 'true');
    const current = drawer(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-menu-id', 'baElectiveCourses');
    await page.keyboard.press('Escape');
    await expectDrawerClosed(page);

    await gotoHydrated(page, SCREENS.awardNews);
    await openDrawer(page);
    await expect(expandedButtons(page)).toHaveCount(1);
    await expect(sectionButton(page, 'news')).toHaveAttribute('aria-expanded', 'true');
  });

  test('Escape closes the drawer and focus returns to the burger', async ({ page }) => {
    await gotoHydrated(page, SCREENS.aboutUs);
    await openDrawer(page);
    await page.keyboard.press('Escape');
    await expectDrawerClosed(page);
    await expect(burger(page)).toBeFocused();
    await expectScrollLocked(page, false);
  });

  test('page scroll is locked while the drawer is open', async ({ page }) => {
    await gotoHydrated(page, SCREENS.aboutUs);
    await expectScrollLocked(page, false);
    await openDrawer(page);
    await expectScrollLocked(page, true);
    await drawer(page).getByRole('button', { name: '關閉選單 Close menu' }).click();
    await expectDrawerClosed(page);
    await expectScrollLocked(page, false);
  });

  // Guards against the drawer and backdrop being clipped to the navbar: until commit 32bde31 the header's
  // `backdrop-filter` made it the containing block of these `position: fixed` layers (99 px high).
  test('the backdrop and drawer cover the viewport height; a click on the backdrop closes the drawer', async ({
    page,
  }) => {
    await gotoHydrated(page, SCREENS.aboutUs);
    await openDrawer(page);
    await expectScrollLocked(page, true);
    const viewport = page.viewportSize()!;
    const backdrop = page.getByTestId('drawer-backdrop');
    await expect(backdrop).toBeVisible();
    expect(await backdrop.boundingBox(), 'the backdrop covers the viewport').toEqual({ x: 0, y: 0, ...viewport });
    expect((await drawer(page).boundingBox())?.height, 'the drawer is as tall as the viewport').toBe(viewport.height);
    // a point of the backdrop left of the 280 px drawer, half-way down
    await page.mouse.click(20, 400);
    await expectDrawerClosed(page);
    await expectScrollLocked(page, false);
  });

  test('drawer is 280 px wide at the right edge, rows are 60 px high', async ({ page }) => {
    await gotoHydrated(page, SCREENS.home);
    await openDrawer(page);
    const box = (await drawer(page).boundingBox())!;
    expect(box.width).toBe(280);
    expect(box.x + box.width).toBe(VIEWPORT_MOBILE.width);
    // the top-level rows: four section buttons and Contact Us
    const topRows = drawer(page).locator('nav > ul > li > :is(button, a, span)');
    await expect(topRows).toHaveCount(menus.length);
    for (const row of await topRows.all()) {
      const rowBox = (await row.boundingBox())!;
      expect(rowBox.height, `height of row ${await row.textContent()}`).toBe(60);
      expect(rowBox.width).toBe(280);
    }
    // every row of each section (entries, group labels and their links)
    for (const menu of menusWithChildren) {
      await sectionButton(page, menu.id).click();
      await expect(sectionList(page, menu.id)).toBeVisible();
      const rows = sectionList(page, menu.id).locator('li > :is(a, span)');
      expect(await rows.count()).toBeGreaterThanOrEqual(menu.children!.length);
      for (const row of await rows.all()) {
        const rowBox = (await row.boundingBox())!;
        expect(rowBox.height, `height of row ${await row.textContent()}`).toBe(60);
        expect(rowBox.width).toBe(280);
      }
    }
  });

  test('Coming Soon entry (alumni) in the drawer is not a link', async ({ page }) => {
    await gotoHydrated(page, SCREENS.aboutUs);
    await openDrawer(page);
    await expect(sectionButton(page, 'department')).toHaveAttribute('aria-expanded', 'true');
    const alumni = drawer(page).locator('[data-menu-id="alumni"]');
    await expect(alumni).toBeVisible();
    await expect(alumni).toContainText('Coming Soon');
    await expect(alumni).toHaveAttribute('aria-disabled', 'true');
    await expect(alumni).not.toHaveAttribute('href', /.*/);
    expect(await alumni.evaluate((el) => el.tagName)).toBe('SPAN');
    await expect(drawer(page).getByRole('link', { name: /系友/ })).toHaveCount(0);
  });

  test('external entries in the drawer open a new tab with rel noopener noreferrer', async ({ page }) => {
    await gotoHydrated(page, SCREENS.home);
    await openDrawer(page);
    await sectionButton(page, 'achievements').click();
    await expectExternalEntries(sectionList(page, 'achievements'));
  });

  test('footer: exactly four links at 375 too (the brand block in it has no link)', async ({ page }) => {
    await page.goto(SCREENS.home);
    await expect(footer(page).getByTestId('brand-block')).toBeVisible();
    const links = footer(page).getByRole('link');
    await expect(links).toHaveCount(4);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([SCREENS.home, SCREENS.home, SCREENS.contactUs, paths.accessibility]);
  });

  test('route change scrolls to the top (footer link 聯絡我們)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 400 }); // short enough for the page to scroll far
    await gotoHydrated(page, SCREENS.baElectiveCourses);
    expect(await scrollTo(page, 10_000), 'the page can scroll').toBeGreaterThan(200);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await footer(page)
      .getByRole('link', { name: /聯絡我們/ })
      .click();
    await expect(page).toHaveURL(urlEndingWith(SCREENS.contactUs));
    await expect(heading(page)).toContainText('聯絡我們');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('back to top: appears after scrolling 200 px and scrolls smoothly to the top', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 400 });
    await gotoHydrated(page, SCREENS.baElectiveCourses);
    const button = page.getByTestId('back-to-top');
    await expect(button).toHaveAttribute('data-visible', 'false');
    await expect(button).toBeHidden();
    await scrollTo(page, 150);
    await expect.poll(() => scrollY(page)).toBe(150);
    await expect(button).toHaveAttribute('data-visible', 'false');
    await scrollTo(page, 400);
    await expect(button).toHaveAttribute('data-visible', 'true');
    await expect(button).toBeVisible();
    await expect(button).toContainText('回頂部');
    await expect(button).toContainText('Back to Top');
    await expect(page.getByRole('button', { name: /回頂部/ })).toBeVisible();
    // smooth: right after the click the page has not jumped yet
    const yAfterClick = await button.evaluate((b) => {
      (b as HTMLButtonElement).click();
      return window.scrollY;
    });
    expect(yAfterClick, 'scrolling is smooth, not a jump').toBeGreaterThan(0);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toHaveAttribute('data-visible', 'false');
    await expect(button).toBeHidden();
  });
});

test.describe('brand block', () => {
  const visibleBrand = (page: Page) => page.getByTestId('brand-block').filter({ visible: true });

  test('one brand block in the sidebar at 1440, one in the footer at 375', async ({ page }) => {
    await page.setViewportSize(VIEWPORT_DESKTOP);
    await page.goto(SCREENS.home);
    await expect(page.getByTestId('brand-block')).toHaveCount(2);
    await expect(visibleBrand(page)).toHaveCount(1);
    await expect(page.locator('aside [data-testid="brand-block"]')).toBeVisible();
    await expect(footer(page).getByTestId('brand-block')).toBeHidden();
    await page.setViewportSize(VIEWPORT_MOBILE);
    await expect(visibleBrand(page)).toHaveCount(1);
    await expect(footer(page).getByTestId('brand-block')).toBeVisible();
    await expect(page.locator('aside [data-testid="brand-block"]')).toBeHidden();
  });

  test('the marquee rotates every 2 s: 0 -> 1 -> 0, from the first paint, with no script run', async ({ page }) => {
    await page.setViewportSize(VIEWPORT_DESKTOP);
    // React held back: the rotation is CSS
    await holdHydration(page);
    await page.goto(SCREENS.home);
    const marquee = visibleBrand(page).getByTestId('marquee');
    await expect(marquee).toHaveCount(1);
    // record when the track settles on one item or the other (the item height is --marquee-height)
    const result = await marquee.evaluate(
      (el) =>
        new Promise<{ initial: number; changes: { value: number; at: number }[] }>((resolve) => {
          const track = el.querySelector('ul')!;
          const height = el.querySelector('li')!.getBoundingClientRect().height;
          const settled = () => {
            const y = new DOMMatrix(getComputedStyle(track).transform).m42;
            if (Math.abs(y) < 0.5) return 0;
            if (Math.abs(y + height) < 0.5) return 1;
            return -1;
          };
          const start = performance.now();
          let last = settled();
          const initial = last;
          const changes: { value: number; at: number }[] = [];
          const sample = () => {
            const now = settled();
            if (now !== -1 && now !== last) {
              changes.push({ value: now, at: performance.now() - start });
              last = now;
            }
            if (changes.length === 2 || performance.now() - start > 6_000) resolve({ initial, changes });
            else requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
    );
    expect([0, 1]).toContain(result.initial);
    const other = 1 - result.initial;
    expect(
      result.changes.map((c) => c.value),
      'two changes, there and back',
    ).toEqual([other, result.initial]);
    expect(result.changes[0]!.at, 'first change within ~2.6 s').toBeLessThan(2_600);
    const gap = result.changes[1]!.at - result.changes[0]!.at;
    expect(gap, 'about 2000 ms between changes').toBeGreaterThan(1_700);
    expect(gap).toBeLessThan(2_600);
    await expect(page.locator(`html[${HYDRATED_ATTR}]`), 'no script of the build ran').toHaveCount(0);
  });

  test('the marquee pauses while hovered', async ({ page }) => {
    await page.setViewportSize(VIEWPORT_DESKTOP);
    await gotoHydrated(page, SCREENS.home);
    const marquee = visibleBrand(page).getByTestId('marquee');
    const position = () => marquee.locator('ul').evaluate((track) => getComputedStyle(track).transform);
    const state = () => marquee.locator('ul').evaluate((track) => track.getAnimations()[0]?.playState);
    await marquee.hover();
    await expect.poll(state).toBe('paused');
    const before = await position();
    await page.waitForTimeout(2_600); // longer than one interval
    expect(await position()).toBe(before);
    await page.mouse.move(neutralPoint.x, 400);
    await expect.poll(state).toBe('running');
    await expect.poll(position, { timeout: 2_600 }).not.toBe(before);
  });

  test('under reduced motion the marquee stands still and shows both lines', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(VIEWPORT_DESKTOP);
    await page.goto(SCREENS.home);
    const marquee = visibleBrand(page).getByTestId('marquee');
    expect(await marquee.locator('ul').evaluate((track) => track.getAnimations().length)).toBe(0);
    for (const item of await marquee.locator('li').all()) await expect(item).toBeInViewport({ ratio: 1 });
  });

  test('the second marquee item is the copyright line with the current year', async ({ page }) => {
    const year = String(new Date().getFullYear());
    for (const viewport of [VIEWPORT_DESKTOP, VIEWPORT_MOBILE]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, SCREENS.home);
      const items = visibleBrand(page).getByTestId('marquee').locator('li');
      await expect(items).toHaveCount(2);
      const copyright = items.nth(1).getByTestId('copyright');
      await expect(copyright).toHaveCount(1);
      await expect(copyright).toContainText('©');
      await expect(copyright).toContainText(year);
      await expect(items.nth(1)).toContainText(`© ${year}`);
      await expect(items.nth(0)).not.toContainText('©');
    }
  });
});
