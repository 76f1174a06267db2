import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { APP_VERSION, persistKey } from '@/config/appConfig';
import { scriptHash } from '@/config/headers';
import { paths, SCREENS } from '@/domain/paths';
import { HYDRATED_ATTR } from '@/lib/hydrationProtocol';
import { THEME_ATTR, THEME_SCRIPT, type ThemeChoice } from '@/lib/theme';
import { colors, colorsDark } from '@/styles/tokens';
import { expectNoViolations, gotoHydrated, VIEWPORT_DESKTOP, VIEWPORT_MOBILE, waitForStableBox } from './helpers';

/**
 * Dark mode: the device's setting (prefers-color-scheme) picks the palette until the visitor chooses light or
 * dark in the shell (the side bar from 992 px, the drawer below); the choice is kept in the persisted state and
 * shown from the first paint by the inline script of every page's head, under the page's CSP. Print is light.
 * axe runs over the shell's pages in the dark palette too (the `dark` project of playwright.config.ts).
 */

type Scheme = 'light' | 'dark';
const KEY = persistKey();
const PALETTE = { light: colors, dark: colorsDark } as const;

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

/**
 * What the page shows now: the attribute, the body's background and text colours, the root's color-scheme, and
 * the browser's bar (the first theme-color meta in <head> whose media query matches, as the HTML standard says).
 */
const shown = (page: Page) =>
  page.evaluate((attr) => {
    const body = getComputedStyle(document.body);
    const bar = [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
      (m) => !m.media || matchMedia(m.media).matches,
    );
    // as a computed colour: the metas write it as hex or rgb()
    const probe = document.createElement('i');
    probe.style.color = bar?.content ?? '';
    document.body.append(probe);
    const barColor = bar ? getComputedStyle(probe).color : null;
    probe.remove();
    return {
      attr: document.documentElement.getAttribute(attr),
      background: body.backgroundColor,
      color: body.color,
      scheme: getComputedStyle(document.documentElement).colorScheme,
      bar: barColor,
    };
  }, THEME_ATTR);

/** The palette a page shows, as `shown` reads it, with the attribute a choice sets. */
const palette = (scheme: Scheme, attr: string | null = null) => ({
  attr,
  background: rgb(PALETTE[scheme].paper),
  color: rgb(PALETTE[scheme].ink),
  scheme,
  bar: rgb(PALETTE[scheme].surface),
});

const storedTheme = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.state?.theme as unknown, KEY);

/** A returning visitor: the choice stored as the site stores it, before the page under test is loaded. */
async function storeChoice(page: Page, theme: ThemeChoice) {
  await page.goto('/robots.txt');
  const value = JSON.stringify({
    appVersion: APP_VERSION,
    state: { state: { autoplayPaused: false, theme }, version: 0 },
  });
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: KEY, value });
}

const toggleIn = (scope: Page | Locator) => scope.getByRole('group', { name: '外觀 Theme' });
const option = (toggle: Locator, zh: string) => toggle.getByRole('button', { name: new RegExp(`^${zh}`) });
const pressed = (toggle: Locator) => toggle.locator('button[aria-pressed="true"]');

/** The side bar's toggle (992 px and wider). */
const sidebarToggle = (page: Page) => toggleIn(page.getByRole('complementary', { name: '側欄 Sidebar' }));

/** Opens the drawer (below 1200 px) and returns its toggle. */
async function drawerToggle(page: Page): Promise<Locator> {
  await page.getByTestId('burger').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toHaveAttribute('data-open', 'true');
  await waitForStableBox(drawer);
  return toggleIn(drawer);
}

test.describe('the device setting, when the visitor has chosen nothing', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${scheme}: the ${scheme} palette, with no attribute`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(SCREENS.news);
      expect(await shown(page)).toEqual(palette(scheme));
      // a card is a surface on the paper, its date in primary
      const card = page.getByTestId('news-card').first();
      expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(PALETTE[scheme].surface));
      // the device changes its setting while the page is open
      const other = scheme === 'light' ? 'dark' : 'light';
      await page.emulateMedia({ colorScheme: other });
      expect(await shown(page)).toEqual(palette(other));
    });
  }

  test("the browser's bar takes the surface colour of each scheme", async ({ page }) => {
    await page.goto(SCREENS.news);
    const themeColors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((m) => [m.getAttribute('media'), m.getAttribute('content')]));
    expect(themeColors).toEqual([
      ['(prefers-color-scheme: light)', colors.surface],
      ['(prefers-color-scheme: dark)', colorsDark.surface],
    ]);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false, colorScheme: 'dark', viewport: VIEWPORT_DESKTOP });

    test('the device setting still applies, and there is no toggle to use nor room kept for it', async ({ page }) => {
      await page.goto(SCREENS.news);
      expect(await shown(page)).toEqual(palette('dark'));
      await expect(page.getByTestId('theme-toggle')).toHaveCount(0);
      // the side bar holds its menu, then the brand block: nothing shown between them
      const shownInSidebar = await page
        .getByRole('complementary', { name: '側欄 Sidebar' })
        .evaluate((aside) => [...aside.children].filter((el) => getComputedStyle(el).display !== 'none').length);
      expect(shownInSidebar).toBe(2);
    });
  });
});

test.describe('the toggle', () => {
  test('at 1440 px in the side bar: dark, light and system, kept across a reload and a client navigation', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORT_DESKTOP);
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, SCREENS.news);
    const toggle = sidebarToggle(page);
    await expect(toggle).toBeVisible();
    await expect(pressed(toggle)).toHaveAttribute('data-choice', 'system');
    await expect(toggle.getByRole('button')).toHaveText(['淺色 Light', '深色 Dark', '跟隨系統 System']);

    await option(toggle, '深色').click();
    expect(await shown(page)).toEqual(palette('dark', 'dark'));
    await expect(pressed(toggle)).toHaveAttribute('data-choice', 'dark');
    expect(await storedTheme(page)).toBe('dark');

    await page.reload();
    expect(await shown(page), 'dark after a reload, before React').toEqual(palette('dark', 'dark'));
    await page.mouse.wheel(0, 0);
    await expect(page.locator(`html[${HYDRATED_ATTR}]`)).toHaveCount(1);
    await expect(pressed(sidebarToggle(page))).toHaveAttribute('data-choice', 'dark');

    // a client navigation keeps the document, and the attribute
    await page
      .getByTestId('side-menu')
      .getByRole('link', { name: /得獎消息/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${SCREENS.awardNews}$`));
    expect(await shown(page)).toEqual(palette('dark', 'dark'));

    // light wins over a dark device; system follows the device again, as it changes
    await page.emulateMedia({ colorScheme: 'dark' });
    await option(sidebarToggle(page), '淺色').click();
    expect(await shown(page)).toEqual(palette('light', 'light'));
    await option(sidebarToggle(page), '跟隨系統').click();
    expect(await shown(page)).toEqual(palette('dark'));
    expect(await storedTheme(page)).toBe('system');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await shown(page)).toEqual(palette('light'));
  });

  test('at 375 px in the drawer: the choice shows at once and after a reload', async ({ page }) => {
    await page.setViewportSize(VIEWPORT_MOBILE);
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, SCREENS.home);
    await expect(sidebarToggle(page)).toBeHidden();
    const toggle = await drawerToggle(page);
    await expect(pressed(toggle)).toHaveAttribute('data-choice', 'system');
    await option(toggle, '深色').click();
    expect(await shown(page)).toEqual(palette('dark', 'dark'));
    // the drawer stays open: choosing is not navigating
    await expect(page.getByTestId('drawer')).toHaveAttribute('data-open', 'true');

    await page.reload();
    expect(await shown(page)).toEqual(palette('dark', 'dark'));
    await page.mouse.wheel(0, 0);
    await expect(page.locator(`html[${HYDRATED_ATTR}]`)).toHaveCount(1);
    await expect(pressed(await drawerToggle(page))).toHaveAttribute('data-choice', 'dark');
  });

  test('a stored choice from another app version, or a corrupt one, is the device setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/robots.txt');
    for (const entry of [
      JSON.stringify({ appVersion: '0.0.1', state: { state: { theme: 'dark' }, version: 0 } }),
      '{"appVersion":',
    ]) {
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: KEY, value: entry });
      await gotoHydrated(page, SCREENS.contactUs);
      expect(await shown(page), entry).toEqual(palette('light'));
      await expect(pressed(sidebarToggle(page))).toHaveAttribute('data-choice', 'system');
    }
  });

  test('appears at 1440 px without moving anything in the side bar, from the first paint through hydration', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORT_DESKTOP);
    // every layout shift that moved something in the side bar (the cards of a list have shifts of their own,
    // with or without script: not the toggle's)
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: { value: number; moved: string[] }[] };
      w.__shifts = [];
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[]) {
          const moved = (e.sources ?? [])
            .map((s) => s.node)
            .filter((n): n is Element => n instanceof Element && n.closest('aside') !== null);
          if (!e.hadRecentInput && moved.length > 0)
            w.__shifts.push({ value: e.value, moved: moved.map((n) => n.className) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const brandBlock = () =>
      page.getByRole('complementary', { name: '側欄 Sidebar' }).getByTestId('brand-block').boundingBox();
    // a short side menu (the brand block at the bottom, room to spare), a longer one, one that overflows
    for (const path of [SCREENS.contactUs, SCREENS.news, SCREENS.aboutUs]) {
      await page.goto(path, { waitUntil: 'load' });
      const brand = await brandBlock();
      // React starts when the browser is idle after load: the toggle's controls come then, into their box
      await expect(sidebarToggle(page)).toBeVisible({ timeout: 15_000 });
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
      expect(shifts, `layout shifts in the side bar of ${path}`).toEqual([]);
      expect(await brandBlock()).toEqual(brand);
    }
  });
});

test.describe('no flash of the other theme', () => {
  /**
   * Records, from the document's start, when data-theme is set and to what, and the first paint's time: the
   * stored choice must be on <html> before the browser paints anything.
   */
  async function watchFirstPaint(page: Page) {
    await page.addInitScript((attr) => {
      const w = window as unknown as { __theme: { setAt: number | null; value: string | null } };
      w.__theme = { setAt: null, value: null };
      new MutationObserver(() => {
        if (w.__theme.setAt !== null) return;
        w.__theme.setAt = performance.now();
        w.__theme.value = document.documentElement.getAttribute(attr);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: [attr] });
    }, THEME_ATTR);
    const read = () =>
      page.evaluate(() => ({
        ...(window as unknown as { __theme: { setAt: number | null; value: string | null } }).__theme,
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      }));
    // the paint's entry is queued once the frame is presented, a moment after load
    return async () => {
      await expect.poll(async () => (await read()).firstPaint, { message: 'a first paint is recorded' }).not.toBeNull();
      return read();
    };
  }

  /** The colour of one pixel of a screenshot. */
  async function pixel(png: Buffer, x: number, y: number): Promise<string> {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const i = (y * info.width + x) * info.channels;
    return `rgb(${data[i]}, ${data[i + 1]}, ${data[i + 2]})`;
  }

  for (const [device, chosen] of [
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const) {
    for (const viewport of [VIEWPORT_MOBILE, VIEWPORT_DESKTOP]) {
      test(`a stored ${chosen} choice on a ${device} device is the first paint at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: device });
        await storeChoice(page, chosen);
        const firstPaint = await watchFirstPaint(page);
        // none of the build's scripts run: what shows is the HTML, its stylesheets and the head's inline script
        await page.route(/\/_next\/static\/.+\.js(\?|$)/, (route) => route.abort());
        await page.goto(SCREENS.news, { waitUntil: 'load' });

        const t = await firstPaint();
        expect(t.value, 'the attribute the inline script set').toBe(chosen);
        expect(t.setAt!, 'data-theme set before the first paint').toBeLessThanOrEqual(t.firstPaint!);
        await expect(page.locator(`html[${HYDRATED_ATTR}]`), 'React never ran').toHaveCount(0);
        await expect(page.getByTestId('theme-toggle'), 'the toggle is not in the HTML').toHaveCount(0);
        expect(await shown(page)).toEqual(palette(chosen, chosen));

        // the screenshot: the paper just inside main's padding, where nothing is drawn
        const main = (await page.locator('main').boundingBox())!;
        const png = await page.screenshot();
        expect(await pixel(png, Math.round(main.x) + 4, Math.round(main.y) + 4)).toBe(rgb(PALETTE[chosen].paper));
      });
    }
  }
});

test.describe('print', () => {
  for (const [label, setUp] of [
    ['a dark device', async (page: Page) => page.emulateMedia({ colorScheme: 'dark' })],
    ['a stored dark choice', (page: Page) => storeChoice(page, 'dark')],
  ] as const) {
    test(`is light with ${label}`, async ({ page }) => {
      await setUp(page);
      await page.goto(SCREENS.news);
      expect((await shown(page)).background).toBe(rgb(colorsDark.paper));
      await page.emulateMedia({ media: 'print' });
      const printed = await page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        const card = document.querySelector('[data-testid="news-card"]')!;
        return {
          scheme: root.colorScheme,
          paper: root.getPropertyValue('--colors-paper').trim(),
          ink: root.getPropertyValue('--colors-ink').trim(),
          body: getComputedStyle(document.body).backgroundColor,
          text: getComputedStyle(document.body).color,
          card: getComputedStyle(card).backgroundColor,
        };
      });
      expect(printed).toEqual({
        scheme: 'light',
        paper: colors.paper,
        ink: colors.ink,
        body: 'rgb(255, 255, 255)',
        text: 'rgb(0, 0, 0)',
        card: rgb(colors.surface),
      });
    });
  }
});

test.describe('axe in both themes, with the toggle in each state', () => {
  // explicit choices, and system on a dark device: each state of the toggle in each palette
  const STATES: { device: Scheme; choice: ThemeChoice }[] = [
    { device: 'light', choice: 'light' },
    { device: 'light', choice: 'dark' },
    { device: 'dark', choice: 'system' },
  ];
  for (const { device, choice } of STATES) {
    test(`${choice} chosen on a ${device} device: no violations at 1440 px (side bar) and 375 px (drawer)`, async ({
      page,
    }) => {
      test.slow();
      const scheme = choice === 'system' ? device : choice;
      await page.emulateMedia({ colorScheme: device });
      await storeChoice(page, choice);
      await page.setViewportSize(VIEWPORT_DESKTOP);
      await gotoHydrated(page, SCREENS.news);
      expect(await shown(page)).toEqual(palette(scheme, choice === 'system' ? null : choice));
      await expect(pressed(sidebarToggle(page))).toHaveAttribute('data-choice', choice);
      await expectNoViolations(page, `${choice} on a ${device} device at 1440 px`);

      await page.setViewportSize(VIEWPORT_MOBILE);
      await gotoHydrated(page, SCREENS.home);
      await expect(pressed(await drawerToggle(page))).toHaveAttribute('data-choice', choice);
      await expect
        .poll(() => page.getByTestId('drawer-backdrop').evaluate((el) => getComputedStyle(el).opacity))
        .toBe('1');
      await expectNoViolations(page, `${choice} on a ${device} device at 375 px, the drawer open`);
    });
  }
});

test('the search page, rendered per request, runs the theme script under its nonce CSP', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __v: string[] };
    w.__v = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__v.push(`${e.violatedDirective} ${e.sample}`));
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await storeChoice(page, 'dark');
  const response = await page.goto(paths.search({ q: '設計' }));
  const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scriptSrc.split(' ')).toContain(scriptHash(THEME_SCRIPT));
  expect(await shown(page)).toEqual(palette('dark', 'dark'));
  expect(await page.evaluate(() => (window as unknown as { __v: string[] }).__v)).toEqual([]);
});
