import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { API_ROOTS, paths, SCREENS } from '@/domain/paths';
import { HYDRATED_ATTR } from '../../src/lib/hydrationProtocol.ts';
import { ROUTES } from '../support/routeTable';

/** One entry of content/menus.json. */
export interface MenuEntry {
  id: string;
  title: string;
  subTitle: string;
  to?: string;
  type?: 'a';
  children?: MenuEntry[];
}

const root = join(import.meta.dirname, '..', '..');

export const menus: MenuEntry[] = (
  JSON.parse(readFileSync(join(root, 'content', 'menus.json'), 'utf8')) as { menus: MenuEntry[] }
).menus;

export const site = JSON.parse(readFileSync(join(root, 'content', 'site.json'), 'utf8')) as {
  name: string;
  shortName: string;
  subShortName: string;
};

export { ROUTES };

/** Every menu entry with its depth (0 = one of the five top-level menus), in menu order. */
export function allEntries(entries: MenuEntry[] = menus, depth = 0): { entry: MenuEntry; depth: number }[] {
  return entries.flatMap((entry) => [{ entry, depth }, ...allEntries(entry.children ?? [], depth + 1)]);
}

/** A menu entry by id. */
export function menuById(id: string): MenuEntry {
  const found = allEntries().find(({ entry }) => entry.id === id)?.entry;
  if (!found) throw new Error(`no menu entry with id ${id}`);
  return found;
}

/**
 * The menu entry that names the page at `path`: an internal entry whose `to` equals the path. Several
 * entries can share a path (a menu and its first child, e.g. 系所介紹 and 關於我們 both go to
 * /industrial/aboutUs); the page is named by the most specific (deepest) one, and between entries of the
 * same depth by the first in menu order (so /news/awardNews is News > 得獎消息 Award News, not
 * Achievements > 獲獎 Awards).
 */
export function entryForPath(path: string): MenuEntry {
  const matches = allEntries().filter(({ entry }) => entry.type !== 'a' && entry.to === path);
  if (matches.length === 0) throw new Error(`no menu entry goes to ${path}`);
  const deepest = Math.max(...matches.map((m) => m.depth));
  return matches.find((m) => m.depth === deepest)!.entry;
}

/** The top-level menus that have a panel / accordion section. */
export const menusWithChildren = menus.filter((m) => m.children && m.children.length > 0);

/**
 * Every kind of page: the home page, the route table, an item of each kind, search, and the two pages outside the
 * menus (the accessibility statement, the programme comparison).
 */
export const EVERY_KIND_OF_PAGE = [
  SCREENS.home,
  ...ROUTES,
  paths.newsItem(201),
  paths.profile('fullTime', 1),
  paths.course('baElectiveCourses', 1, 111),
  '/search?q=設計',
  paths.accessibility,
  paths.programmes,
];

/** Each kind of overlay (news, profile, course), opened by its address over its list. */
export const EACH_KIND_OF_OVERLAY = [
  `${SCREENS.news}${paths.newsOverlay(101)}`,
  `${SCREENS.fullTimeProfessors}${paths.profileOverlay('fullTime', 1)}`,
  `${SCREENS.baElectiveCourses}${paths.courseOverlay('baElectiveCourses', 1, 111)}`,
];

export const VIEWPORT_DESKTOP = { width: 1440, height: 900 };
export const VIEWPORT_MOBILE = { width: 375, height: 800 };
export const VIEWPORT_TABLET = { width: 768, height: 1024 };

// ---- axe ----

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The widths every screen is checked with axe at: a phone, a tablet and a desktop. */
export const A11Y_VIEWPORTS = [VIEWPORT_MOBILE, VIEWPORT_TABLET, VIEWPORT_DESKTOP] as const;

/** The axe rules whose outcome depends on the palette (text and link contrast). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core itself, put into the page once per document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe's violations on the page as it is now, one line per rule and its targets; empty when none. axe runs in the
 * page directly: the pages have no frames, and @axe-core/playwright's frame-by-frame run (a blank page opened to
 * merge the results) took three to four times as long (1.5-2 s against 0.35-0.65 s a page).
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // the dark project's pages are the same documents in the other palette: only the rules that read colours
  const runOnly =
    test.info().project.use.colorScheme === 'dark'
      ? { type: 'rule', values: COLOUR_RULES }
      : { type: 'tag', values: AXE_TAGS };
  const violations = await page.evaluate(async (runOnly) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run(document, { runOnly, resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target.map(String) })),
    }));
  }, runOnly);
  return violations.map(
    (v) =>
      `- ${label}: ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
}

/** Runs axe on the page and fails with the violations (rule id, impact, help, targets) in the message. */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  const found = await axeViolations(page, label);
  expect(found.length, `axe violations on ${label}:\n${found.join('\n')}`).toBe(0);
}

/**
 * Runs axe on the page as it is laid out at each width of A11Y_VIEWPORTS in turn, resizing the one page
 * (the layout is CSS, so this is what a load at that width shows) once no transition is running. Every
 * width is checked; the violations of all of them are reported together.
 */
export async function expectNoViolationsAtEachWidth(page: Page, label: string): Promise<void> {
  test.slow(); // three analyses: three times a test's usual time
  const found: string[] = [];
  for (const viewport of A11Y_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            document
              .getAnimations()
              .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
          ),
        { message: `transitions settled at ${viewport.width} px` },
      )
      .toBe(true);
    found.push(...(await axeViolations(page, `${viewport.width} px`)));
  }
  expect(found.length, `axe violations on ${label}:\n${found.join('\n')}`).toBe(0);
}

// ---- addresses (every one from src/domain/paths.ts) ----

/** `text` as the source of a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A URL that ends with `path` (for toHaveURL and toMatch). */
export const urlEndingWith = (path: string): RegExp => new RegExp(`${escapeRegExp(path)}$`);

/** An id that stands for any number in pathPattern. */
export const ANY_ID = 987_654_321;

/** The paths of one form, as a pattern: `pathPattern(paths.newsItem(ANY_ID))` is /^\/news\/\d+$/. */
export const pathPattern = (path: string): RegExp =>
  new RegExp(`^${escapeRegExp(path).replaceAll(String(ANY_ID), '\\d+')}$`);

/** A REST API address with its query, in the query's order: `restUrl(api.newsList, { categoryId: 8 })`. */
export function restUrl(path: string, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  return `${API_ROOTS.rest}${path}${search ? `?${search}` : ''}`;
}

/**
 * A path relative to the baseURL ('/news' -> 'news', '/' -> './'): the base-path project's baseURL ends
 * with /dept/, so a relative path resolves under it (an absolute one at the port's root).
 */
export const rel = (path: string): string => (path === SCREENS.home ? './' : path.slice(1));

export const isStartupLog = (text: string) => text.startsWith('[scuid] version ');

/**
 * Goes to `path`, shows the first sign of a visitor (a wheel event that scrolls nothing: a prerendered
 * page hydrates on the first interaction, serve/deferHydration.mjs) and waits until the app has
 * hydrated: the start-up log is written from an effect, so it only appears once React runs in the page
 * (client navigation works from then on).
 */
/**
 * Holds a page's hydration: the boot script fetches the page's flight data before React starts, and that
 * request waits until `release()` (or fails at `fail()`). Set it before `goto`.
 */
export async function holdHydration(page: Page): Promise<{ release: () => void; fail: () => void }> {
  let open!: () => void;
  let failing = false;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(
    (url) => url.pathname.includes('/_next/static/flight/'),
    async (route) => {
      await gate;
      await (failing ? route.abort() : route.continue());
    },
  );
  return {
    release: () => open(),
    fail: () => {
      failing = true;
      open();
    },
  };
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  const logged = page.waitForEvent('console', {
    predicate: (m: ConsoleMessage) => isStartupLog(m.text()),
    timeout: 15_000,
  });
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await page.mouse.wheel(0, 0);
  await logged;
  await expect(page.locator(`html[${HYDRATED_ATTR}]`)).toHaveCount(1);
}

/** The page heading: `main h1`. */
export const heading = (page: Page): Locator => page.locator('main h1');

/** Current vertical scroll position of the window. */
export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Scrolls the window instantly to `y` and returns the position reached. */
export async function scrollTo(page: Page, y: number): Promise<number> {
  return page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' });
    return window.scrollY;
  }, y);
}

/** Waits until a CSS transition on the element has settled: its bounding box stops moving. */
export async function waitForStableBox(locator: Locator): Promise<void> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        const stable = box === previous;
        previous = box;
        return stable;
      },
      { intervals: [100], timeout: 5_000 },
    )
    .toBe(true);
}

/**
 * Clicks an element below the cards once it is in view and no longer moving. Cards are laid out only
 * when they come near the viewport (content-visibility), so a jump to the bottom of a list moves what is
 * below them by a few pixels a frame later, and a click aimed before that can land beside its target.
 */
export async function clickWhenSettled(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await waitForStableBox(locator);
  await locator.click();
}
