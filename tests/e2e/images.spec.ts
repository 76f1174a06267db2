import { expect, test, type Page } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';

/*
 * Photographs reach a browser at the size they are shown: every slot's `sizes` says its real width at each
 * breakpoint, the derivative chosen is at least that many device pixels (or the widest there is) and at most
 * twice as many, in AVIF; width and height keep the place; JavaScript off shows the same pictures; the
 * placeholder colour is a class, so the CSP holds; originals are never sent; no SVG can run a script.
 */

/** Pages with photographs in the demo, and the slot on each. */
const SLOTS: { name: string; path: string; selector: string; panel?: boolean }[] = [
  { name: 'home banner', path: SCREENS.home, selector: '[data-testid=home-banner] picture img' },
  { name: 'news cards', path: SCREENS.news, selector: '[data-testid=news-card] picture img' },
  { name: 'news banner', path: paths.newsItem(213), selector: '[data-testid=news-detail] > picture img' },
  { name: 'news figure', path: paths.newsItem(914), selector: '[data-testid=news-detail] figure picture img' },
  { name: 'portrait cards', path: SCREENS.fullTimeProfessors, selector: 'main li picture img' },
  { name: 'profile', path: paths.profile('fullTime', 2), selector: '[data-testid=profile] picture img' },
  { name: 'course cards', path: SCREENS.baElectiveCourses, selector: 'main picture img' },
  { name: 'course page', path: paths.course('baElectiveCourses', 1, 111), selector: 'article picture img' },
  { name: 'About carousel', path: SCREENS.aboutUs, selector: 'figure picture img' },
  {
    name: 'news panel banner',
    path: `${SCREENS.news}${paths.newsOverlay(213)}`,
    selector: '[role=dialog] [data-testid=news-detail] > picture img',
    panel: true,
  },
  {
    name: 'news panel figure',
    path: `${SCREENS.news}${paths.newsOverlay(914)}`,
    selector: '[role=dialog] [data-testid=news-detail] figure picture img',
    panel: true,
  },
  {
    name: 'profile panel',
    path: `${SCREENS.fullTimeProfessors}${paths.profileOverlay('fullTime', 2)}`,
    selector: '[role=dialog] [data-testid=profile] picture img',
    panel: true,
  },
];

interface Shown {
  /** laid out width, CSS px */
  width: number;
  /** what its `sizes` says for this viewport (the first entry whose media matches; `auto` skipped) */
  sizes: number;
  /** the width of the derivative chosen, from its name */
  chosen: number;
  /** the widest derivative there is */
  widest: number;
  /** the widest slot of the page showing the same derivative (a browser reuses one it has for a smaller slot) */
  sharedWidth: number;
  format: string;
  complete: boolean;
}

/** Each photograph of the slot, scrolled into view and loaded, as the browser shows it. */
async function shown(page: Page, selector: string): Promise<Shown[]> {
  const images = page.locator(selector);
  const n = await images.count();
  const out: Shown[] = [];
  for (let i = 0; i < n; i += 1) {
    const image = images.nth(i);
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    out.push(
      await image.evaluate((img: HTMLImageElement) => {
        // `sizes`, read as the browser does: entries split at top-level commas, the first whose media matches
        const entries: string[] = [];
        let depth = 0;
        let start = 0;
        const text = img.sizes;
        for (let k = 0; k < text.length; k += 1) {
          if (text[k] === '(') depth += 1;
          else if (text[k] === ')') depth -= 1;
          else if (text[k] === ',' && depth === 0) {
            entries.push(text.slice(start, k).trim());
            start = k + 1;
          }
        }
        entries.push(text.slice(start).trim());
        const probe = document.createElement('div');
        document.body.append(probe);
        let sizes = NaN;
        for (const entry of entries) {
          if (entry === 'auto') continue;
          const m = /^(\(.*?\))\s+(.+)$/.exec(entry);
          if (m && !matchMedia(m[1]!).matches) continue;
          probe.style.width = m ? m[2]! : entry;
          sizes = probe.getBoundingClientRect().width;
          break;
        }
        probe.remove();
        const widthOf = (url: string) => Number(/-(\d+)\.(?:avif|jpg|png)$/.exec(url)?.[1] ?? NaN);
        const candidates = img.srcset.split(',').map((c) => widthOf(c.trim().split(' ')[0]!));
        const same = [...document.images].filter((other) => other.currentSrc === img.currentSrc);
        return {
          width: img.getBoundingClientRect().width,
          sharedWidth: Math.max(...same.map((other) => other.getBoundingClientRect().width)),
          sizes,
          chosen: widthOf(img.currentSrc),
          widest: Math.max(...candidates),
          format: /\.(\w+)$/.exec(img.currentSrc)?.[1] ?? '',
          complete: img.complete,
        };
      }),
    );
  }
  return out;
}

for (const { width, dpr } of [
  { width: 375, dpr: 2 },
  { width: 768, dpr: 2 },
  { width: 1440, dpr: 1 },
  { width: 1440, dpr: 2 },
]) {
  test.describe(`photographs at ${width} px, ${dpr}×`, () => {
    test.use({ viewport: { width, height: 900 }, deviceScaleFactor: dpr });

    for (const slot of SLOTS) {
      test(`${slot.name}: sizes says the slot's width; the derivative is enough pixels and not twice too many`, async ({
        page,
      }) => {
        await page.goto(slot.path);
        if (slot.panel) await expect(page.locator(slot.selector).first()).toBeVisible({ timeout: 15_000 });
        const images = await shown(page, slot.selector);
        expect(images.length, `photographs of ${slot.name}`).toBeGreaterThan(0);
        for (const image of images) {
          const at = `${slot.name} ${JSON.stringify(image)}`;
          // the slot's `sizes` is its real width, give or take (a course gallery's columns stretch: 35 %)
          expect(image.sizes, at).toBeGreaterThanOrEqual(image.width * 0.97);
          expect(image.sizes, at).toBeLessThanOrEqual(image.width * 1.35 + 1);
          expect(image.format, at).toBe('avif');
          const needed = image.width * dpr;
          expect(image.chosen >= needed - 1 || image.chosen === image.widest, at).toBe(true);
          expect(image.chosen, at).toBeLessThanOrEqual(2 * image.sharedWidth * dpr);
        }
      });
    }
  });
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, deviceScaleFactor: 2 });

  test('the same pictures: each photograph a <picture> of its derivatives, loaded', async ({ page, browser }) => {
    for (const slot of SLOTS.slice(0, 4)) {
      await page.goto(slot.path);
      const off = await shown(page, slot.selector);
      const context = await browser.newContext({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2 });
      const on = await context.newPage();
      await on.goto(slot.path);
      expect(off, slot.name).toEqual(await shown(on, slot.selector));
      await context.close();
    }
  });
});

test.describe('every photograph keeps its place and its colour until it comes', () => {
  test.use({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2 });

  test('width and height from the file, a placeholder class, and no CSP violation', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('__violation', (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __violation: (v: string) => void }).__violation(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      ),
    );
    // images held back: what the page shows before they come
    await page.route(
      '**/static/_media/**',
      (route) => new Promise((done) => setTimeout(() => done(route.abort()), 60_000)),
    );
    for (const slot of SLOTS.filter((s) => !s.panel)) {
      await page.goto(slot.path, { waitUntil: 'domcontentloaded' });
      const images = page.locator(slot.selector);
      await expect(images.first()).toBeAttached();
      const facts = await images.evaluateAll((imgs: HTMLImageElement[]) =>
        imgs.map((img) => ({
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          placeholder: [...img.classList].find((c) => /^ph-[0-3]{3}$/.test(c)),
          background: getComputedStyle(img).backgroundColor,
          box: img.getBoundingClientRect().height,
        })),
      );
      for (const f of facts) {
        expect(Number(f.width), slot.name).toBeGreaterThan(0);
        expect(Number(f.height), slot.name).toBeGreaterThan(0);
        expect(f.placeholder, slot.name).toBeTruthy();
        expect(f.background, slot.name).not.toBe('rgba(0, 0, 0, 0)');
      }
      // the first one on the screen holds its place though nothing has come
      if (facts[0]!.box > 0) expect(facts[0]!.box).toBeGreaterThan(40);
    }
    expect(violations).toEqual([]);
  });
});

test.describe('what is never sent, and what cannot run', () => {
  test('an original photograph answers 404; its derivatives are AVIF and JPEG, kept a year', async ({
    request,
    page,
  }) => {
    for (const original of ['/static/news/213.jpg', '/static/people/full-1.jpg', '/static/home/banner-1.jpg']) {
      expect((await request.get(original)).status(), original).toBe(404);
    }
    await page.goto(paths.newsItem(213));
    const src = await page.locator('[data-testid=news-detail] > picture img').getAttribute('src');
    const jpg = await request.get(src!);
    expect(jpg.status()).toBe(200);
    expect(jpg.headers()['content-type']).toBe('image/jpeg');
    expect(jpg.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const avif = await request.get(src!.replace(/\.jpg$/, '.avif'));
    expect(avif.headers()['content-type']).toBe('image/avif');
  });

  test('every SVG is sent with a policy under which a script in it cannot run', async ({ page, request }) => {
    for (const svg of ['/static/news/101.svg', paths.qr('fullTime', 1), '/icon.svg']) {
      const res = await request.get(svg);
      expect(res.status(), svg).toBe(200);
      expect(res.headers()['content-security-policy'], svg).toMatch(/default-src 'none'.*sandbox/);
    }
    // what a hostile upload would be, answered with the headers the server sends for an SVG of the site
    await page.route('**/static/news/101.svg', async (route) => {
      const real = await route.fetch();
      await route.fulfill({
        response: real,
        body: '<svg xmlns="http://www.w3.org/2000/svg" onload="document.title=\'ran\'"><script>document.title="ran"</script><rect width="9" height="9"/></svg>',
      });
    });
    await page.goto('/static/news/101.svg');
    await page.waitForTimeout(300);
    expect(await page.title()).not.toBe('ran');
  });
});
