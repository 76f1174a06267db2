/**
 * Click-to-content on a throttled profile (Lighthouse's mobile numbers: 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, CPU slowed 4x): load `from`, wait until the page is idle, click the side-menu
 * entry `menuId`, and time until the new list shows its cards. Also reports whether the click loaded a
 * new document (it should not: client navigation).
 * A prerendered page hydrates on the visitor's first interaction (serve/deferHydration.mjs), so two
 * cases: `interacted: false`, the click is the first thing the visitor does (it is held while the
 * page hydrates, then given again); `interacted: true`, the pointer moved first and the page hydrated
 * and prefetched its links before the click (a visitor who reads or scrolls before choosing).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM } from './lighthouse.mjs';

export async function clickToContent(base, { from = '/news', menuId = 'awardNews', category = 'NEWS_AWARE', runs = 3, interacted = false } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
  const times = [];
  let documentLoads = 0;
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${base}${from}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      if (interacted) {
        await page.mouse.move(5, 700);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500); // the links' prefetches start when they are seen
        await page.waitForLoadState('networkidle');
      }
      await page.evaluate(() => (window.__mark = 1));
      const link = page.getByTestId('side-menu').locator(`[data-menu-id="${menuId}"]`);
      const start = await page.evaluate(() => performance.now());
      await link.click();
      await page.locator(`[data-testid="news-list"][data-category="${category}"] [data-testid="news-card"]`).first().waitFor();
      const end = await page.evaluate(() => performance.now());
      if ((await page.evaluate(() => window.__mark)) !== 1) documentLoads += 1;
      times.push(end - start);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  return { from, to: category, interacted, medianMs: Math.round(times[Math.floor(times.length / 2)]), runsMs: times.map(Math.round), documentLoads };
}
