/**
 * The first tap on a phone: load a page on a throttled phone profile (375 px, touch, 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x), wait 3 s after `load` with no input, tap once, and
 * time in the page, as the visitor sees it:
 *   shown:    from the tap's pointerdown to the first frame that has the new content (the panel's text,
 *             the open drawer, the next page's heading);
 *   duration: the tap's Event Timing duration (the longest entry of its interaction, what INP reads):
 *             from the input to the next paint after its handlers.
 * `busy`: a second process keeps one core busy meanwhile (a phone that is doing something else).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import { SCREENS } from '../../src/domain/paths.ts';
import { CHROMIUM } from './lighthouse.mjs';

/** The taps: where, what to tap, and the new content that must show (a selector, or the page's h1 text). */
export const TAPS = [
  {
    name: 'a news card on /news',
    from: SCREENS.news,
    target: '[data-testid="news-card"]',
    shown: {
      selector:
        '[data-testid="overlay"] [data-testid="news-detail"] h2, [data-testid="overlay"] [data-testid="news-detail"] h1',
    },
  },
  {
    name: 'the drawer button',
    from: SCREENS.aboutUs,
    target: '[data-testid="burger"]',
    shown: { selector: '[data-testid="drawer"][data-open="true"] nav a' },
  },
  {
    name: 'a menu-strip link',
    from: SCREENS.aboutUs,
    // the first entry of the strip that is not the page itself and is wholly in view (no scroll first)
    target: '[data-testid="menu-strip"] a:not([aria-current])',
    shown: { newHeading: true },
  },
];

/*
 * The control: the same tap on a plain page without a framework, whose drawer slides in as ours does (forty
 * bilingual links, a transform transition), served by this process. What it costs with a busy core is what the
 * machine and the browser cost, beside which our figures are read (as TBT is read beside the bare Next.js page).
 */
const CONTROL_LINKS = Array.from(
  { length: 40 },
  (_, i) => `<li><a href="/x${i}">系所介紹 第${i + 1}項 <span lang="en">Department, item ${i + 1}</span></a></li>`,
).join('');
const CONTROL_PAGE = `<!doctype html><html lang="zh-Hant"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>控制組 Control</title>
<style>
.layer{position:fixed;inset:0;overflow:hidden;pointer-events:none;z-index:9}
.d{position:absolute;inset:0 0 0 auto;width:320px;overflow-y:auto;background:#fff;pointer-events:auto;
  transform:translateX(calc(100% + 40px));transition:transform .25s ease;box-shadow:-16px 0 40px -20px #0008}
.d[data-open=true]{transform:none}
li{padding:12px 20px;border-bottom:1px solid #ddd}
#b{position:fixed;top:16px;right:16px;width:48px;height:48px}
</style>
<h1>工業產品設計學系 <span lang="en">Industrial Product Design</span></h1><p>${'設計系所介紹。'.repeat(300)}</p>
<button id="b" aria-expanded="false">選單</button>
<div class="layer"><nav class="d" id="d" data-open="false" inert><ul>${CONTROL_LINKS}</ul></nav></div>
<script>b.onclick=()=>{d.dataset.open='true';b.ariaExpanded='true';requestIdleCallback(()=>{d.inert=false})}</script>`;
/** The control tap; `base` is the control server's. */
const CONTROL_TAP = {
  name: 'control: a plain drawer, no framework',
  from: '/',
  target: '#b',
  shown: { selector: '#d[data-open="true"] a' },
};

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const median = (xs) => (xs.length ? Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]) : null);

/** A process that keeps one core busy until killed. */
const busyCore = () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

async function once(browser, base, tap) {
  const context = await browser.newContext(PHONE);
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
  try {
    await page.goto(`${tap.base ?? base}${tap.from}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const target = page.locator(tap.target).first();
    // a tap lands on the target's centre: it must be in view, or the tap would scroll first
    const point = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const [x, y] = [(r.left + Math.min(r.right, innerWidth)) / 2, (r.top + Math.min(r.bottom, innerHeight)) / 2];
      return x >= 0 &&
        y >= 0 &&
        x < innerWidth &&
        y < innerHeight &&
        document.elementFromPoint(x, y)?.closest('a, button') === el
        ? { x, y }
        : null;
    });
    if (!point) throw new Error(`${tap.name}: the target is not in view at 375 px without scrolling`);
    await page.evaluate(
      ({ shown }) => {
        window.__mark = 1;
        const t = (window.__tap = { events: [] });
        const heading = document.querySelector('h1')?.textContent;
        // the frame after a change: rAF runs before it is painted, a task queued from there after
        const nextFrame = () => requestAnimationFrame(() => setTimeout(() => (t.shown ??= performance.now())));
        const isShown = () =>
          shown.selector
            ? [...document.querySelectorAll(shown.selector)].some((el) => el.getClientRects().length > 0)
            : (document.querySelector('h1')?.textContent ?? heading) !== heading;
        addEventListener('pointerdown', (e) => (t.start ??= e.timeStamp), { capture: true, once: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            if (e.interactionId)
              t.events.push({ name: e.name, id: e.interactionId, start: e.startTime, duration: e.duration });
        }).observe({ type: 'event', durationThreshold: 16, buffered: true });
        new MutationObserver((_, observer) => {
          if (t.start !== undefined && isShown()) {
            observer.disconnect();
            nextFrame();
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      },
      { shown: tap.shown },
    );
    // at its visible part's centre, as a thumb would (locator.tap would scroll it wholly into view first)
    await page.touchscreen.tap(point.x, point.y);
    const result = await page
      .waitForFunction(() => window.__tap?.shown !== undefined && window.__tap, undefined, { timeout: 15_000 })
      .then((h) => h.jsonValue())
      .catch(() => null);
    // the Event Timing entries of the tap come after its next paint
    await page.waitForTimeout(500);
    const documentLoads = (await page.evaluate(() => window.__mark).catch(() => undefined)) === 1 ? 0 : 1;
    const events = (await page.evaluate(() => window.__tap?.events ?? []).catch(() => [])) ?? [];
    const first = events.filter((e) => result && e.start >= result.start - 1).sort((a, b) => a.start - b.start)[0];
    const duration = first ? Math.max(...events.filter((e) => e.id === first.id).map((e) => e.duration)) : null;
    return { shown: result ? result.shown - result.start : null, duration, documentLoads };
  } finally {
    await context.close();
  }
}

/** Each tap `runs` times, quiet and with one core busy, then the control's; medians and runs. */
export async function firstTaps(base, { runs = 5, busy = [false, true], taps = TAPS, control = true } = {}) {
  const controlServer = control
    ? createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CONTROL_PAGE))
    : null;
  if (controlServer) {
    await new Promise((resolve) => controlServer.listen(0, '127.0.0.1', resolve));
    taps = [...taps, { ...CONTROL_TAP, base: `http://127.0.0.1:${controlServer.address().port}` }];
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const rows = [];
  try {
    for (const tap of taps) {
      for (const withBusyCore of busy) {
        const shown = [];
        const durations = [];
        let documentLoads = 0;
        let missed = 0;
        for (let i = 0; i < runs; i += 1) {
          const load = withBusyCore ? busyCore() : null;
          try {
            const r = await once(browser, base, tap);
            if (r.shown === null) missed += 1;
            else shown.push(r.shown);
            if (r.duration !== null) durations.push(r.duration);
            documentLoads += r.documentLoads;
          } finally {
            load?.kill();
          }
        }
        rows.push({
          tap: tap.name,
          'one core busy': withBusyCore ? 'yes' : 'no',
          'shown ms (median)': median(shown),
          'shown runs': shown.map(Math.round).join(', '),
          'Event Timing ms (median)': median(durations),
          'Event Timing max': durations.length ? Math.max(...durations) : null,
          'not shown': missed,
          'document loads': documentLoads,
        });
      }
    }
  } finally {
    await browser.close();
    controlServer?.close();
  }
  return rows;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3300';
  const runs = Number(process.env.BENCH_TAP_RUNS || 5);
  console.table(await firstTaps(base, { runs }));
}
