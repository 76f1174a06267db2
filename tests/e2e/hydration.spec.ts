import { expect, test, type Page } from '@playwright/test';
import { HYDRATED_ATTR, PENDING_ATTR } from '../../src/lib/hydrationProtocol.ts';
import { expectOverlayOpen } from './deptHelpers';
import { paths, SCREENS } from '@/domain/paths';
import { carouselDefaults } from '@/lib/carousel';
import { motion } from '@/styles/tokens';
import { holdHydration, VIEWPORT_DESKTOP, VIEWPORT_MOBILE, urlEndingWith } from './helpers';

// A prerendered page is whole as HTML and runs none of Next's scripts while it loads: React starts once the
// page has loaded and the browser is idle (or at once on an interaction before that), with its flight data
// fetched from a file of its own (serve/deferHydration.mjs). Nothing done before hydration is lost.

const hydrated = (page: Page) => page.locator(`html[${HYDRATED_ATTR}]`);
/** Script elements that load a file of the build (inserted by the boot script, or Next's own). */
const chunkScripts = (page: Page) => page.locator('script[src*="/_next/static/chunks/"]:not([nomodule])');
/** Marks the window, so a full document load (which starts a new window) can be told apart. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** The build's scripts never come (the page stays as its HTML made it). Set before `goto`. */
const blockBuildScripts = (page: Page) =>
  page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );

test("a page's HTML has no flight data; no script of the build runs while it loads; once idle it hydrates by itself", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  const hydration = await holdHydration(page);
  const flight = page.waitForRequest((r) => r.url().includes('/_next/static/flight/'));
  const response = await page.goto(SCREENS.news);
  const html = (await response!.text()) ?? '';
  expect(html).not.toContain('self.__next_f.push([1');
  expect(html.length).toBeLessThan(45_000);
  // with no interaction at all, the boot script asks for the flight data once the page has loaded
  await flight;
  await expect(chunkScripts(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => typeof (window as unknown as { next?: unknown }).next),
    "Next's runtime did not start",
  ).toBe('undefined');
  await expect(hydrated(page)).toHaveCount(0);
  // the scripts download meanwhile, and run once the data is there
  const deferred = await page.locator('script[data-next-src]').count();
  expect(deferred).toBeGreaterThan(2);
  await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(deferred);
  hydration.release();
  await expect(hydrated(page)).toHaveCount(1);
  expect(await chunkScripts(page).count()).toBeGreaterThan(2);
});

test('an interaction before the page has loaded starts React at once', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  // the page's images never finish: no load event, so no idle start
  await page.route(
    (url) => url.pathname.startsWith('/static/'),
    () => new Promise(() => {}),
  );
  await page.goto(SCREENS.news, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(1000);
  await expect(chunkScripts(page)).toHaveCount(0);
  await page.mouse.move(5, 400);
  await expect(hydrated(page)).toHaveCount(1);
});

test('a click on a link before hydration is a client navigation once the page has hydrated', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  const hydration = await holdHydration(page);
  await page.goto(SCREENS.news);
  await expect(hydrated(page)).toHaveCount(0);
  await markWindow(page);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.getByTestId('side-menu').locator(`a[href="${SCREENS.awardNews}"]`).click();
  hydration.release();
  await expect(page).toHaveURL(urlEndingWith(SCREENS.awardNews));
  await expect(page.locator('main h1')).toContainText('得獎消息');
  expect(documents, 'no document load').toEqual([]);
  expect(await sameWindow(page)).toBe(true);
});

// Next's metadata is a Suspense boundary, hydrated in a pass after the shell's. A held click given back
// before that pass replaced it unhydrated: the last page's tags, put in <head> by the server and never
// claimed by React, stayed beside the new page's (in 4 of 10 clicks at load; here in the first round of each).
for (const [from, to, where] of [
  [SCREENS.home, paths.accessibility, '[data-testid="footer"]'],
  [SCREENS.news, SCREENS.awardNews, '[data-testid="side-menu"]'],
  [SCREENS.fullTimeProfessors, SCREENS.home, 'header'],
] as const) {
  test(`after a click held before hydration from ${from} to ${to}, <head> has the new page's title, description and canonical link, once each`, async ({
    context,
  }) => {
    const served = await (await context.request.get(to)).text();
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(served)?.[1];
    expect(canonical, 'the page names its canonical address').toBeTruthy();
    for (let round = 0; round < 2; round++) {
      const page = await context.newPage();
      await page.setViewportSize(VIEWPORT_DESKTOP);
      const hydration = await holdHydration(page);
      await page.goto(from);
      await page.locator(where).locator(`a[href="${to}"]`).first().click();
      hydration.release();
      await expect(page).toHaveURL(urlEndingWith(to));
      const head = page.locator('head');
      await expect(head.locator(`link[rel="canonical"][href="${canonical}"]`)).toHaveCount(1);
      await expect(head.locator('link[rel="canonical"]'), `round ${round}`).toHaveCount(1);
      await expect(head.locator('title'), `round ${round}`).toHaveCount(1);
      await expect(head.locator('meta[name="description"]'), `round ${round}`).toHaveCount(1);
      await expect(head.locator('meta[property="og:url"]'), `round ${round}`).toHaveCount(1);
      await page.close();
    }
  });
}

test('a click on a button before hydration does what it says once the page has hydrated (the burger opens the drawer)', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  const hydration = await holdHydration(page);
  await page.goto(SCREENS.fullTimeProfessors);
  await expect(hydrated(page)).toHaveCount(0);
  await page.getByTestId('burger').click();
  await expect(page.getByTestId('burger')).toHaveAttribute(PENDING_ATTR, '');
  hydration.release();
  await expect(page.getByTestId('drawer')).toHaveAttribute('data-open', 'true');
});

test('a menu panel hovered before hydration opens once the page has hydrated', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  const hydration = await holdHydration(page);
  await page.goto(SCREENS.contactUs);
  await expect(hydrated(page)).toHaveCount(0);
  await page.getByTestId('top-menu').locator(':scope > ul > li > [data-menu-id="admissions"]').hover();
  hydration.release();
  await expect(page.getByTestId('top-panel-admissions')).toBeVisible();
});

test('if the scripts never come, a held link click is followed as a plain link', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await blockBuildScripts(page);
  await page.goto(SCREENS.news);
  await page.waitForLoadState('networkidle');
  await markWindow(page);
  const started = Date.now();
  await page.getByTestId('side-menu').locator(`a[href="${SCREENS.awardNews}"]`).click();
  await expect(page).toHaveURL(urlEndingWith(SCREENS.awardNews), { timeout: 10_000 });
  await expect(page.locator('main h1')).toContainText('得獎消息');
  expect(await sameWindow(page), 'a document load').toBe(false);
  expect(Date.now() - started, 'after the 5 s limit').toBeGreaterThan(4_500);
});

test('if the flight data cannot be had, a held link click is followed as a plain link at once', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  const hydration = await holdHydration(page);
  await page.goto(SCREENS.news);
  await markWindow(page);
  await page.getByTestId('side-menu').locator(`a[href="${SCREENS.awardNews}"]`).click();
  const started = Date.now();
  hydration.fail();
  await expect(page).toHaveURL(urlEndingWith(SCREENS.awardNews));
  await expect(page.locator('main h1')).toContainText('得獎消息');
  expect(await sameWindow(page), 'a document load').toBe(false);
  expect(Date.now() - started, 'not the 5 s limit').toBeLessThan(4_000);
});

/** The side menu's link to the award news, and the moving line it shows while its page is on its way. */
const awardLink = (page: Page) => page.getByTestId('side-menu').locator(`a[href="${SCREENS.awardNews}"]`);
const lineShown = async (page: Page) => {
  const hint = awardLink(page).getByTestId('link-pending-hint');
  await expect(hint).toHaveCSS('opacity', '1');
  return hint;
};
/** Afterwards, no link is marked and no line is drawn anywhere on the new page. */
const noLineLeft = async (page: Page) => {
  await expect(page.locator(`[${PENDING_ATTR}]`)).toHaveCount(0);
  for (const hint of await page.getByTestId('link-pending-hint').all()) await expect(hint).toHaveCSS('opacity', '0');
};

test('a link clicked before hydration shows at once that its page is on its way, until the page has come', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  const hydration = await holdHydration(page);
  await page.goto(SCREENS.news);
  await markWindow(page);
  const started = Date.now();
  await awardLink(page).click();
  // React comes 2 s later
  setTimeout(hydration.release, 2000);
  await expect(awardLink(page)).toHaveAttribute(PENDING_ATTR, '');
  const hint = await lineShown(page);
  expect(Date.now() - started, 'shown well before the scripts came').toBeLessThan(1500);
  expect(await hint.evaluate((el) => getComputedStyle(el, '::after').animationName)).not.toBe('none'); // it moves
  await expect(page).toHaveURL(urlEndingWith(SCREENS.news)); // still the list the visitor was on
  await expect(page.locator('main h1')).toContainText('得獎消息');
  await expect(page).toHaveURL(urlEndingWith(SCREENS.awardNews));
  await noLineLeft(page);
  expect(await sameWindow(page), 'no document load').toBe(true);
});

test('under reduced motion the line stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await holdHydration(page);
  await page.goto(SCREENS.news);
  await awardLink(page).click();
  const hint = await lineShown(page);
  const line = await hint.evaluate((el) => {
    const after = getComputedStyle(el, '::after');
    return { animation: after.animationName, width: after.width, hint: getComputedStyle(el).width };
  });
  expect(line.animation).toBe('none');
  expect(line.width).toBe(line.hint); // the whole width, not a moving piece of it
});

test('after hydration, a link whose page is not fetched yet shows the line until the page comes', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  // the award news page's data (prefetch and navigation alike) takes 4 s
  await page.route(
    (url) => url.pathname === SCREENS.awardNews && url.searchParams.has('_rsc'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    },
  );
  await page.goto(SCREENS.news);
  await expect(hydrated(page)).toHaveCount(1);
  await markWindow(page);
  await awardLink(page).click();
  const hint = await lineShown(page);
  await expect(hint).toHaveAttribute(PENDING_ATTR, ''); // React's pending state, not the boot script's
  // it stands still for the first half second, the time a prefetched page takes on a phone: a moving line is
  // restyled in every frame, work that competed with that page's rendering
  const after = await hint.evaluate((el) => getComputedStyle(el, '::after'));
  expect(after.animationName).not.toBe('none');
  expect(parseFloat(after.animationDelay)).toBeGreaterThanOrEqual(0.4);
  await expect(awardLink(page)).not.toHaveAttribute(PENDING_ATTR, '');
  await expect(page.locator('main h1')).toContainText('得獎消息');
  await noLineLeft(page);
  expect(await sameWindow(page), 'no document load').toBe(true);
});

/** The About carousel as the visitor sees it: the slide the track shows (its offset in slides) and the dot drawn as current. */
const carouselSeen = (page: Page) =>
  page.getByTestId('carousel').evaluate((c) => {
    const track = c.querySelector('[id$="-track"]')!;
    const offset =
      new DOMMatrix(getComputedStyle(track).transform).m41 / (track.parentElement as HTMLElement).clientWidth;
    // the current dot is the one drawn unlike the others
    const colours = [...c.querySelectorAll('[data-testid="carousel-dot"]')].map(
      (d) => getComputedStyle(d, '::before').backgroundColor,
    );
    const unique = colours.filter((x) => colours.indexOf(x) === colours.lastIndexOf(x));
    const dot = unique.length === 1 ? colours.indexOf(unique[0]!) : -1;
    return { slide: Math.round(-offset * 100) / 100 + 0, dot, animations: track.getAnimations().length };
  });

test('the About carousel autoplays before hydration (CSS), and React takes over at the slide shown, on the same rhythm', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  const hydration = await holdHydration(page);
  await page.goto(SCREENS.aboutUs);
  expect(await carouselSeen(page)).toEqual({ slide: 0, dot: 0, animations: 1 });
  // the first move 1.5 s + 3 s after the carousel appears, with no script of the build run
  await expect.poll(async () => (await carouselSeen(page)).slide, { timeout: 7_000, intervals: [100] }).toBe(1);
  expect((await carouselSeen(page)).dot).toBe(1);
  await expect(hydrated(page)).toHaveCount(0);
  await expect(chunkScripts(page)).toHaveCount(0);
  const c = page.getByTestId('carousel');
  // when the CSS autoplay started, and from now on every slide React shows, on the document's timeline
  const { start, count } = await c.evaluate((el) => {
    const w = window as unknown as { moves: { index: number; at: number }[] };
    w.moves = [];
    new MutationObserver(() =>
      w.moves.push({ index: Number(el.getAttribute('data-index')), at: Number(document.timeline.currentTime) }),
    ).observe(el, { attributes: true, attributeFilter: ['data-index'] });
    const track = el.querySelector('[id$="-track"]')!;
    return { start: Number(track.getAnimations()[0]!.startTime), count: track.children.length };
  });
  const { startDelay, move } = carouselDefaults;
  const interval = motion.aboutAutoplay;
  /** the slide the CSS autoplay shows (or moves to) at `t` */
  const cssSlide = (t: number) =>
    t - start < startDelay + interval ? 0 : (Math.floor((t - start - startDelay - interval) / interval) + 1) % count;
  const moves = () => page.evaluate(() => (window as unknown as { moves: { index: number; at: number }[] }).moves);

  // React starts, however long it takes on a busy machine
  hydration.release();
  await expect(hydrated(page)).toHaveCount(1);
  // its first slide is the one the CSS showed when it took over (its render is a transition: up to a second
  // later on a busy machine), and its next move keeps the CSS rhythm: not a new start delay after hydration
  await expect.poll(async () => (await moves()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const [takeover, next] = await moves();
  expect([cssSlide(takeover!.at), cssSlide(takeover!.at - 1_000)]).toContain(takeover!.index);
  expect(next!.index).toBe((takeover!.index + 1) % count);
  const phase = (((next!.at - start - startDelay - interval) % interval) + interval) % interval;
  const late = phase > interval - 200 ? phase - interval : phase;
  expect(late, "ms after the CSS rhythm's move").toBeGreaterThan(-200);
  expect(late, "ms after the CSS rhythm's move").toBeLessThan(move + 400);
  expect(next!.at - takeover!.at, 'not a new start delay').toBeLessThan(interval + move + 400);
  // at rest, the track and the dots show React's slide
  await expect
    .poll(
      async () => {
        const seen = await carouselSeen(page);
        const index = Number(await c.getAttribute('data-index'));
        return seen.animations === 0 && seen.slide === index && seen.dot === index;
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  const index = Number(await c.getAttribute('data-index'));
  await expect(c.locator('[aria-roledescription="slide"]').nth(index)).toHaveAttribute('aria-hidden', 'false');
  await expect(c.getByTestId('carousel-dot').nth(index)).toHaveAttribute('aria-current', 'true');
});

test('the CSS autoplay stands still under reduced motion, and while hovered', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(SCREENS.aboutUs);
  expect(await carouselSeen(page)).toEqual({ slide: 0, dot: 0, animations: 0 });

  // hovering starts the scripts; keep them away to see what the CSS does on its own
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );
  await page.goto(`${SCREENS.aboutUs}?blocked`);
  await page.getByTestId('carousel').hover();
  await page.waitForTimeout(5_500); // longer than the first move would take
  expect(await carouselSeen(page)).toEqual({ slide: 0, dot: 0, animations: 1 });
  await page.mouse.move(5, 5);
  await expect.poll(async () => (await carouselSeen(page)).slide, { timeout: 7_000, intervals: [100] }).toBe(1);
  await expect(hydrated(page)).toHaveCount(0);
});

test('a visitor who paused the carousels gets About hydrated as it loads, and it stays paused', async ({ page }) => {
  await page.setViewportSize(VIEWPORT_DESKTOP);
  await page.goto(SCREENS.aboutUs);
  await page.mouse.move(5, 5);
  await expect(hydrated(page)).toHaveCount(1);
  await page.getByTestId('carousel-pause').click();
  await expect(page.getByTestId('carousel-pause')).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(5, 5);
  await page.reload();
  await expect(hydrated(page)).toHaveCount(1); // with no interaction
  await expect(page.getByTestId('carousel-pause')).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(5_500); // longer than the first move would take
  expect(await carouselSeen(page)).toEqual({ slide: 0, dot: 0, animations: 0 });
  await expect(page.getByTestId('carousel')).toHaveAttribute('data-index', '0');
});

test('a page opened at an overlay address hydrates at load and shows the overlay', async ({ page }) => {
  await page.goto(paths.profileOnList('fullTime', 1));
  await expect(hydrated(page)).toHaveCount(1);
  await expectOverlayOpen(page);
});

/** Records the text of every script file of the build the page fetches (to run, or prefetched), by path. */
const recordChunks = (page: Page) => {
  const texts = new Map<string, string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\/_next\/static\/chunks\/.+\.js$/.test(path))
      response.text().then(
        (text) => texts.set(path, text),
        () => {},
      );
  });
  return texts;
};
/** Whether a script the page has run (a script element of the document) is one `is` recognises. */
const ranScript = async (page: Page, texts: Map<string, string>, is: (text: string) => boolean) =>
  (
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname),
    )
  ).some((path) => is(texts.get(path) ?? ''));
// axios's own error code names, in no code of ours
const isHttpLibrary = (text: string) => text.includes('ERR_BAD_OPTION_VALUE');
// the news panel's code: its feature's client
const isNewsPanelCode = (text: string) => text.includes('cachedNewsDetail');

test("a list's panel code runs when the browser is idle after hydration; the HTTP library only after the visitor's first interaction", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT_MOBILE);
  const texts = recordChunks(page);
  await page.goto(SCREENS.news);
  await expect(hydrated(page)).toHaveCount(1);
  await expect.poll(() => ranScript(page, texts, isNewsPanelCode)).toBe(true);
  // the page left alone, as by a visitor who only reads: the library may be fetched ahead, but it is not run
  await page.waitForTimeout(2_000);
  expect(await ranScript(page, texts, isHttpLibrary)).toBe(false);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => ranScript(page, texts, isHttpLibrary)).toBe(true);
  // a panel then opens as before: its answer read ahead, validated by the panel's code
  await page.getByTestId('news-list').locator('a[data-overlay]').first().click();
  await expectOverlayOpen(page);
});

/**
 * React's commits as the page hydrates, seen through the hook React reports them to (React DevTools'), with
 * whether each came in the same run of script as the one before: before the microtask queued at that one ran.
 * Set before `goto`.
 */
const recordCommits = (page: Page) =>
  page.addInitScript(() => {
    const commits: { cascaded: boolean }[] = [];
    let settled = true;
    (window as unknown as { commits: typeof commits }).commits = commits;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onCommitFiberRoot: () => {
        commits.push({ cascaded: !settled });
        settled = false;
        queueMicrotask(() => (settled = true));
      },
    };
  });

test("About (a carousel, the theme toggle, the drawer): what changes after hydration comes in renders of its own, not in a synchronous one right after hydration's commit", async ({
  page,
}) => {
  // such a render would run the page's effects in hydration's last task too: one long task
  await page.setViewportSize(VIEWPORT_MOBILE);
  await recordCommits(page);
  await page.goto(SCREENS.aboutUs);
  await expect(hydrated(page)).toHaveCount(1);
  // the drawer's parts, the theme toggle's controls, the carousel taking over
  await expect(page.getByTestId('drawer').getByTestId('theme-toggle')).toBeAttached();
  await expect(page.getByTestId('carousel')).toHaveAttribute('data-index', /\d/);
  const commits = await page.evaluate(() => (window as unknown as { commits: { cascaded: boolean }[] }).commits);
  expect(commits.length).toBeGreaterThan(3);
  expect(commits.map((c) => c.cascaded)).not.toContain(true);
});
