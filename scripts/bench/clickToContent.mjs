/**
 * Click-to-content on a throttled profile (Lighthouse's mobile numbers: 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, CPU slowed 4x): load `from`, wait until the page is idle, click the side-menu
 * entry `menuId`, and time until the new list shows its cards. Also reports whether the click loaded a
 * new document (it should not: client navigation).
 * A prerendered page hydrates on the visitor's first interaction (serve/deferHydration.mjs), so two
 * cases: `interacted: false`, the click is the first thing the visitor does (it is held while the
 * page hydrates, then given again); `interacted: true`, the pointer moved first and the page hydrated
 * and prefetched its links before the click (a visitor who reads or scrolls before choosing).
 *
 * Times are taken in the page, as the visitor sees them: from the click's pointerdown to the first
 * frame that has the new cards (`shown`), and to the first frame with the clicked link marked pending,
 * its moving line (`feedback`; none when the page comes at once). Playwright's own wait for the cards
 * is reported too (`detected`): on a CPU slowed 4x its polling answers 250-700 ms after that frame.
 */
import { chromium } from '@playwright/test';
import { HYDRATED_ATTR, PENDING_ATTR } from '../../src/lib/hydrationProtocol.ts';
import { NEWS_SCREENS, SCREENS } from '../../src/domain/paths.ts';
import { CHROMIUM } from './lighthouse.mjs';

export async function clickToContent(
  base,
  { from = SCREENS.news, menuId = 'awardNews', category = NEWS_SCREENS.awardNews, runs = 3, interacted = false } = {},
) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const times = [];
  const shown = [];
  const feedback = [];
  let documentLoads = 0;
  const cards = `[data-testid="news-list"][data-category="${category}"] [data-testid="news-card"]`;
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${base}${from}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      if (interacted) {
        await page.mouse.move(5, 700);
        await page.locator(`html[${HYDRATED_ATTR}]`).waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500); // the links' prefetches start when they are seen
        await page.waitForLoadState('networkidle');
      }
      await page.evaluate(
        ({ selector, pending }) => {
          window.__mark = 1;
          const t = (window.__ctc = {});
          // the frame after a change: rAF runs before it is painted, a task queued from there after
          const nextFrame = (key) => requestAnimationFrame(() => setTimeout(() => (t[key] ??= performance.now())));
          addEventListener('pointerdown', (e) => (t.start ??= e.timeStamp), { capture: true, once: true });
          new MutationObserver((_, observer) => {
            if (!t.marked && document.querySelector(`[${pending}]`)) {
              t.marked = true;
              nextFrame('feedback');
            }
            if (document.querySelector(selector)) {
              observer.disconnect();
              nextFrame('shown');
            }
          }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: [pending] });
        },
        { selector: cards, pending: PENDING_ATTR },
      );
      const link = page.getByTestId('side-menu').locator(`[data-menu-id="${menuId}"]`);
      const start = await page.evaluate(() => performance.now());
      await link.click();
      await page.locator(cards).first().waitFor();
      const end = await page.evaluate(() => performance.now());
      if ((await page.evaluate(() => window.__mark)) !== 1) documentLoads += 1;
      times.push(end - start);
      const inPage = await page.waitForFunction(() => window.__ctc.shown && window.__ctc).then((h) => h.jsonValue());
      shown.push(inPage.shown - inPage.start);
      if (inPage.feedback) feedback.push(inPage.feedback - inPage.start);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (xs) => (xs.length ? Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]) : null);
  return {
    from,
    to: category,
    interacted,
    medianMs: median(shown),
    runsMs: shown.map(Math.round),
    feedbackMs: median(feedback),
    feedbackRuns: feedback.length,
    detectedMs: median(times),
    documentLoads,
  };
}
