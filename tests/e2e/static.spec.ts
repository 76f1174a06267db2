import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { brotliCompressSync, constants } from 'node:zlib';
import { api, paths, SCREENS } from '@/domain/paths';
import { COURSE_LISTS, coursePath, coursesOf, hasDetail } from './deptHelpers';
import { clickWhenSettled, restUrl, ROUTES, urlEndingWith } from './helpers';
import { apiNewsDetail, apiNewsList, categoryIdOf, NEWS_SCREEN_TABLE, screenWithPages } from './newsHelpers';

/**
 * Every page is complete in its first HTML. What a visitor gets without JavaScript (crawlers,
 * reader modes, a failed bundle) is the page itself, not a streamed copy revealed by a script; and
 * nothing moves while a page loads.
 */

/** A pending Suspense boundary at shell flush: content hidden until a script reveals it. */
const PENDING = /<!--\$\?-->|<div hidden id="S:/;

async function firstResponse(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), `status of ${path}`).toBe(200);
  return res.text();
}

test.describe('no first response holds a pending boundary', () => {
  test('every route of the route table, the home page, list pages, news details, course pages, the statement and the comparison', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const pages: string[] = [SCREENS.home, ...ROUTES, paths.accessibility, paths.programmes];
    for (const screen of NEWS_SCREEN_TABLE) {
      const first = await apiNewsList(request, categoryIdOf(screen.category));
      for (let p = 2; p <= first.page.total_page; p += 1) pages.push(paths.newsList(screen.name, p));
      pages.push(paths.newsList(screen.name, first.page.total_page + 5));
      for (const item of first.datas.slice(0, 3)) pages.push(paths.newsItem(item.newsId));
    }
    for (const list of COURSE_LISTS) {
      const { group, course } = coursesOf(list).find(({ course: c }) => hasDetail(c))!;
      pages.push(coursePath(list, group.id, course.id));
    }
    for (const path of pages) {
      const html = await firstResponse(request, path);
      expect(html, `${path}: no streamed, hidden copy of the content`).not.toMatch(PENDING);
    }
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  const cardsOf = (page: Page) => page.getByTestId('news-list').getByTestId('news-card');

  for (const screen of NEWS_SCREEN_TABLE) {
    test(`${screen.path}: the cards of page 1 are visible`, async ({ page, request }) => {
      const first = await apiNewsList(request, categoryIdOf(screen.category));
      await page.goto(screen.path);
      await expect(cardsOf(page)).toHaveCount(first.datas.length);
      for (const [i, item] of first.datas.entries()) {
        const card = cardsOf(page).nth(i);
        await expect(card).toBeVisible();
        await expect(card).toContainText(item.title);
      }
      await expect(page.getByTestId('spinner')).toHaveCount(0);
    });
  }

  test('?page=2 shows the cards of page 2, and the paginator links work without scripts', async ({ page, request }) => {
    const { screen, first } = await screenWithPages(request, 2);
    const second = await apiNewsList(request, categoryIdOf(screen.category), 2);
    await page.goto(paths.newsList(screen.name, 2));
    await expect(page).toHaveURL(urlEndingWith(paths.newsList(screen.name, 2)));
    await expect(cardsOf(page)).toHaveCount(second.datas.length);
    await expect(cardsOf(page).first()).toContainText(second.datas[0]!.title);
    await expect(page.getByTestId('page-current')).toHaveText('2');
    // a plain link back to page 1 (a full page load: no script runs here)
    await clickWhenSettled(page.getByTestId('page-previous'));
    await expect(page).toHaveURL(urlEndingWith(paths.newsPage(screen.name, 1)));
    await expect(cardsOf(page)).toHaveCount(first.datas.length);
    await expect(cardsOf(page).first()).toContainText(first.datas[0]!.title);
  });

  test('the page picker works without scripts (a GET form)', async ({ page, request }) => {
    const { screen, first } = await screenWithPages(request, 2);
    const last = await apiNewsList(request, categoryIdOf(screen.category), first.page.total_page);
    await page.goto(screen.path);
    await page.getByTestId('page-picker').selectOption(String(first.page.total_page));
    await clickWhenSettled(page.getByTestId('pagination').getByRole('button', { name: /前往/ }));
    await expect(page).toHaveURL(urlEndingWith(paths.newsList(screen.name, first.page.total_page)));
    await expect(cardsOf(page).first()).toContainText(last.datas[0]!.title);
  });

  test('a news detail page shows the whole item', async ({ page, request }) => {
    const first = await apiNewsList(request, categoryIdOf('NEWS'));
    const detail = await apiNewsDetail(request, first.datas[0]!.newsId);
    await page.goto(paths.newsItem(detail.newsId));
    const view = page.getByTestId('news-detail');
    await expect(view).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(detail.title);
    await expect(view).toContainText(detail.subTitle);
    await expect(view).toContainText(detail.description);
    // the rich body is there too: the start of its first paragraph
    const firstParagraph = /<p>([^<]{1,20})/.exec(detail.content)?.[1];
    expect(firstParagraph, 'the item has a paragraph').toBeTruthy();
    await expect(view).toContainText(firstParagraph!);
  });

  test('the shell: menus, side menu and footer are in the page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(SCREENS.baElectiveCourses);
    await expect(page.getByTestId('top-menu')).toBeVisible();
    await expect(page.getByTestId('side-menu').locator('[aria-current="page"]')).toHaveAttribute(
      'data-menu-id',
      'baElectiveCourses',
    );
    await expect(page.getByTestId('footer')).toBeVisible();
    await expect(page.getByTestId('course-card').first()).toBeVisible();
  });
});

/** Records every layout shift from the start of the document, with what moved (so a failure says where to look). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; at: number; moved: string[] }[] };
    w.__shifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
    const name = (node?: Node) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (!e.hadRecentInput)
          w.__shifts.push({
            value: e.value,
            at: Math.round(e.startTime),
            moved: (e.sources ?? []).map((s) => name(s.node)),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; at: number }[] }).__shifts);

/** Loads a page and waits for what could move it late (hydration, images). */
async function loadSettled(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

test.describe('no layout shift while a page loads (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of [SCREENS.home, SCREENS.news, SCREENS.fullTimeProfessors, paths.search({ q: '設計' })]) {
    test(`${path}: cumulative layout shift 0`, async ({ page }) => {
      await recordShifts(page);
      await loadSettled(page, path);
      expect(await shiftsOf(page), `layout shifts on ${path}`).toEqual([]);

      // cards and the footer are rendered only when near the viewport (content-visibility): scrolling
      // down to the end and back up shows nothing moving (the pointer stays off the cards)
      await page.mouse.move(2, 2);
      for (const dy of [...Array<number>(30).fill(400), ...Array<number>(30).fill(-400)]) {
        await page.mouse.wheel(0, dy);
        await page.waitForTimeout(30);
      }
      await page.waitForTimeout(300);
      expect(await shiftsOf(page), `layout shifts while scrolling ${path}`).toEqual([]);
    });
  }
});

// A card rendered only when near the viewport shows its placeholder size in the first frame, and that size is
// its height at some widths only: the grids' first rows are laid out at once. The screen's bottom edge cuts
// the second row of cards at these sizes, where it moved by 8-18 px as the first rendered.
test.describe('no layout shift while a page loads, wider screens', () => {
  for (const viewport of [
    { width: 992, height: 900 },
    { width: 1440, height: 900 },
  ]) {
    for (const path of [
      SCREENS.news,
      SCREENS.baElectiveCourses,
      SCREENS.fullTimeProfessors,
      paths.search({ q: '設計' }),
    ]) {
      test(`${path} at ${viewport.width} x ${viewport.height}: cumulative layout shift 0`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await recordShifts(page);
        await loadSettled(page, path);
        expect(await shiftsOf(page), `layout shifts on ${path}`).toEqual([]);
      });
    }
  }
});

test.describe('rendering work waits for the viewport (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const [path, card] of [
    [SCREENS.news, 'news-card'],
    [SCREENS.fullTimeProfessors, 'person-card'],
    [SCREENS.baElectiveCourses, 'course-card'],
    [paths.search({ q: '設計' }), 'search-result'],
  ] as const) {
    test(`${path}: cards far below the fold and the footer are laid out only when scrolled near`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'load' });
      // checkVisibility with contentVisibilityAuto: false for content the browser skips (content-visibility: auto)
      // (a photograph's <picture> has no box of its own: its <img> stands for it)
      const rendered = (selector: string) =>
        page.locator(selector).evaluate((el) => {
          const first = el.firstElementChild;
          const shown = first instanceof HTMLPictureElement ? first.querySelector('img') : first;
          return (shown ?? el).checkVisibility({ contentVisibilityAuto: true });
        });
      expect(await rendered(`[data-testid="${card}"] >> nth=0`), 'the first card').toBe(true);
      expect(await rendered(`[data-testid="${card}"] >> nth=-1`), 'the last card, before scrolling').toBe(false);
      expect(await rendered('[data-testid="footer"]'), 'the footer, before scrolling').toBe(false);
      // still in the page: for find-in-page, links and assistive technology
      await expect(page.getByTestId(card).last()).toBeAttached();
      await expect(page.getByTestId('footer').getByRole('link').first()).toBeAttached();
      await page.getByTestId('footer').scrollIntoViewIfNeeded();
      await expect.poll(() => rendered('[data-testid="footer"]')).toBe(true);
      await page.getByTestId(card).last().scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(`[data-testid="${card}"] >> nth=-1`)).toBe(true);
    });
  }

  test('printed, every card is laid out', async ({ page }) => {
    await page.goto(SCREENS.news, { waitUntil: 'load' });
    await page.emulateMedia({ media: 'print' });
    const last = page.getByTestId('news-card').last();
    expect(await last.evaluate((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))).toBe(
      true,
    );
  });
});

/**
 * A browser may paint before it has parsed the whole page (under load, 1 load in 20-60 here). This plays the
 * parse of a part of the page node by node: with only the nodes up to each one in place, nothing on screen may be
 * anywhere but where it ends up (what is not parsed yet is not shown, and shows up later: that is no shift).
 * Returns each thing found out of place, with the node the parse had reached.
 */
async function partParsedMoves(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const nodes: Node[] = [];
      const walk = (n: Node) => {
        nodes.push(n);
        n.childNodes.forEach(walk);
      };
      walk(root);
      const order = new Map(nodes.map((n, i) => [n, i]));
      const elements = nodes.filter((n): n is Element => n instanceof Element);
      const name = (n: Node) =>
        n instanceof Element
          ? `${n.tagName.toLowerCase()}.${String(n.getAttribute('class'))}`
          : JSON.stringify(n.textContent);
      // its part on screen: not hidden, and not cut off by a box that clips it (a marquee's later item)
      const onScreen = (el: Element) => {
        if (!el.checkVisibility({ visibilityProperty: true })) return null;
        let r = el.getBoundingClientRect();
        for (let a = el.parentElement; a; a = a.parentElement) {
          if (getComputedStyle(a).overflow === 'visible') continue;
          const c = a.getBoundingClientRect();
          const [top, bottom] = [Math.max(r.top, c.top), Math.min(r.bottom, c.bottom)];
          const [left, right] = [Math.max(r.left, c.left), Math.min(r.right, c.right)];
          if (bottom <= top || right <= left) return null;
          r = new DOMRect(left, top, right - left, bottom - top);
        }
        return r.width > 0 && r.height > 0 ? r : null;
      };
      const final = new Map(elements.map((el) => [el, onScreen(el)]));
      const moves: string[] = [];
      for (let i = 1; i < nodes.length; i++) {
        // the parse at node i: the nodes after it taken out, last first, and put back after
        const out: [Node, Node][] = [];
        for (let j = nodes.length - 1; j > i; j--) {
          const n = nodes[j]!;
          if (n.parentNode && order.get(n.parentNode)! <= i) {
            out.push([n, n.parentNode]);
            n.parentNode.removeChild(n);
          }
        }
        for (const el of elements) {
          const end = final.get(el);
          const now = order.get(el)! <= i && end ? onScreen(el) : null;
          if (now && end && (Math.abs(now.top - end.top) > 0.5 || Math.abs(now.left - end.left) > 0.5))
            moves.push(
              `parsed to ${name(nodes[i]!)}: ${name(el)} at ${now.left},${now.top}, then ${end.left},${end.top}`,
            );
        }
        for (const [n, parent] of out.reverse()) parent.appendChild(n);
      }
      return moves;
    });
}

test.describe("nothing moves as a page's header, side menu and footer are parsed", () => {
  test.use({ javaScriptEnabled: false });
  for (const [width, selector] of [
    [375, 'header'],
    [768, 'header'],
    [1440, 'header'],
    [1440, 'aside [data-testid="brand-block"]'],
    [1440, 'aside nav'],
    [375, 'footer'],
    [768, 'footer'],
    [1100, 'footer'],
    [1440, 'footer'],
  ] as const) {
    test(`at ${width} px: ${selector}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(SCREENS.baElectiveCourses, { waitUntil: 'load' });
      // the footer in view with the page at its top, as on a short page or a tall screen
      if (selector === 'footer')
        await page.setViewportSize({ width, height: await page.evaluate(() => document.body.scrollHeight + 100) });
      expect(await partParsedMoves(page, selector)).toEqual([]);
    });
  }
});

test.describe("the footer's placeholder", () => {
  // Scrolled to the page's end, a footer taller or shorter than its placeholder moves the page as it renders
  // (a click aimed at the pager then misses it)
  for (const width of [375, 768, 1024, 1280, 1440]) {
    test(`at ${width} px the footer's placeholder is its height`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(SCREENS.news, { waitUntil: 'load' });
      const footer = page.getByTestId('footer');
      const rendered = () =>
        footer.evaluate((el) => el.querySelector('nav')!.checkVisibility({ contentVisibilityAuto: true }));
      expect(await rendered(), 'the footer, before scrolling').toBe(false);
      const skipped = (await footer.boundingBox())!.height;
      await footer.scrollIntoViewIfNeeded();
      await expect.poll(rendered).toBe(true);
      expect(Math.abs((await footer.boundingBox())!.height - skipped), `placeholder ${skipped} px`).toBeLessThanOrEqual(
        1,
      );
    });
  }
});

test.describe('the largest image of the first screen is fetched first', () => {
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });
      for (const path of [
        SCREENS.home,
        SCREENS.news,
        paths.newsItem(101),
        SCREENS.fullTimeProfessors,
        SCREENS.baElectiveCourses,
        SCREENS.aboutUs,
        paths.profile('fullTime', 1),
      ]) {
        test(`${path}: the largest image on the first screen is preloaded with high priority, not lazy`, async ({
          page,
        }) => {
          await page.goto(path, { waitUntil: 'load' });
          const largest = await page.evaluate(() => {
            let best: {
              src: string | null;
              avif: string | null;
              loading: string | null;
              priority: string | null;
              area: number;
            } | null = null;
            for (const img of document.querySelectorAll('img')) {
              const r = img.getBoundingClientRect();
              const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
              const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
              if (w * h > (best?.area ?? 0)) {
                best = {
                  src: img.getAttribute('src'),
                  // a photograph: its AVIF derivatives are what a browser fetches
                  avif: img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? null,
                  loading: img.getAttribute('loading'),
                  priority: img.getAttribute('fetchpriority'),
                  area: w * h,
                };
              }
            }
            return best;
          });
          expect(largest, `an image on the first screen of ${path}`).not.toBeNull();
          expect(largest!.loading, largest!.src ?? '').not.toBe('lazy');
          expect(largest!.priority, largest!.src ?? '').toBe('high');
          // in the HTML a browser parses first, once (React may add its own after hydration: the same fetch)
          const html = await (await page.request.get(path)).text();
          const target = largest!.avif ? `imagesrcset="${largest!.avif}"` : `href="${largest!.src}"`;
          const preloads = (html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).filter((l) =>
            l.includes(target),
          );
          expect(preloads, `the preload of ${largest!.src}`).toHaveLength(1);
          expect(preloads[0]).toMatch(/fetchpriority="high"/i);
        });
      }
    });
  }
});

test.describe('what a visitor downloads', () => {
  const BROTLI = { 'Accept-Encoding': 'gzip, deflate, br' };
  const bestQuality = (body: Buffer) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length;

  test('a prerendered page comes Brotli-compressed, at the best quality once it has been asked for', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    for (const path of [
      SCREENS.news,
      paths.newsList('news', 2),
      paths.newsItem(101),
      SCREENS.aboutUs,
      SCREENS.contactUs,
    ]) {
      await expect
        .poll(
          async () => {
            const res = await request.get(path, { headers: BROTLI });
            const headers = res.headers();
            const best = bestQuality(await res.body());
            return `${headers['content-encoding']} ${Number(headers['content-length']) === best ? 'best' : `${headers['content-length']} bytes, best ${best}`}`;
          },
          // the best copy is made in the background, in a queue the other browser tests' pages share
          { message: path, timeout: 30_000 },
        )
        .toBe('br best');
    }
  });

  test('no stylesheet is preloaded that the page does not apply (it would compete with the LCP image)', async ({
    request,
  }) => {
    for (const path of [
      SCREENS.home,
      SCREENS.news,
      paths.newsList('news', 2),
      paths.newsItem(101),
      SCREENS.aboutUs,
      SCREENS.contactUs,
    ]) {
      const html = await firstResponse(request, path);
      const head = html.slice(0, html.indexOf('</head>'));
      const hrefs = (rel: RegExp) =>
        [...head.matchAll(/<link [^>]*>/g)]
          .map(([tag]) => tag)
          .filter((tag) => rel.test(tag))
          .map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);
      const applied = hrefs(/rel="stylesheet"/);
      expect(applied.length, `${path}: stylesheets`).toBeGreaterThan(0);
      for (const href of hrefs(/rel="preload"[^>]* as="style"|as="style"[^>]* rel="preload"/))
        expect(applied, `${path}: preloaded ${href}`).toContain(href);
    }
  });

  test('the API, feeds, calendars, the search page and the not-found page are compressed too', async ({ request }) => {
    for (const path of [
      restUrl(api.newsList, { categoryId: 1 }),
      paths.feed('awardNews', 'rss'),
      paths.calendar('exhibitions'),
      paths.sitemap,
      paths.search({ q: '設計' }),
      '/no-such-page',
    ]) {
      const res = await request.get(path, { headers: BROTLI });
      expect(res.headers()['content-encoding'], path).toBe('br');
      expect((await res.body()).length, path).toBeGreaterThan(1000);
    }
    const gzip = await request.get(SCREENS.news, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toContain('<h1');
  });
});
