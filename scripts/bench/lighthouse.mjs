/**
 * Lighthouse 13 (default config: mobile, simulated throttling) in Debian's Chromium through
 * chrome-launcher; nothing downloads a browser. One browser for every page, warmed up by one run that is not
 * counted; each page then runs `runs` times, and the median of each metric is reported.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const score = (lhr, category) => (lhr.categories[category] ? Math.round(lhr.categories[category].score * 100) : null);

function summarise(lhr) {
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  // A file's bytes, once, from whichever of its requests transferred them: a script prefetched and then run
  // comes in two requests, the second from the cache (0 bytes), and would otherwise count as not run.
  const bytesOf = new Map();
  for (const r of requests) bytesOf.set(r.url, Math.max(bytesOf.get(r.url) ?? 0, r.transferSize ?? 0));
  const bytes = (urls) => [...new Set(urls)].reduce((sum, url) => sum + bytesOf.get(url), 0);
  // run: the files loaded as scripts during the trace; fetched: every JavaScript file transferred, also the
  // ones only prefetched for later
  const js = bytes(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url));
  const jsFetched = bytes(
    requests
      .filter((r) => r.resourceType === 'Script' || /javascript/.test(r.mimeType ?? '') || /\.m?js(\?|$)/.test(r.url))
      .map((r) => r.url),
  );
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    seo: lhr.categories.seo ? Math.round(lhr.categories.seo.score * 100) : null,
    bp: score(lhr, 'best-practices'),
    a11y: score(lhr, 'accessibility'),
    // the audits that cost a point in best practices or accessibility, so a miss says why
    failed: ['best-practices', 'accessibility'].flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1)
        .map((ref) => ref.id),
    ),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    // Lighthouse's measure of this machine's speed (a mid-range phone is about 1,000; more is faster)
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    jsKiB: js / 1024,
    jsFetchedKiB: jsFetched / 1024,
    // what the blocking time is made of: Lighthouse's long tasks (simulated), by the URL they are attributed to
    longTasks: (a['long-tasks']?.details?.items ?? []).map(
      (t) => `${Math.round(t.duration)}@${Math.round(t.startTime)} ${String(t.url).replace(/^https?:\/\/[^/]+/, '')}`,
    ),
  };
}

/**
 * Runs Lighthouse on each URL `runs` times; returns one row of medians per URL. `extra(lhr)`: what else to keep
 * of each run, in the row's `extra` (one value per run); `chromeFlags`: the browser's, besides CHROME_FLAGS.
 */
export async function lighthouseMedians(
  urls,
  {
    runs = 3,
    categories = ['performance', 'seo', 'best-practices', 'accessibility'],
    warmUp = true,
    extra,
    chromeFlags = [],
  } = {},
) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, ...chromeFlags] });
  // BENCH_CPU_SLOWDOWN: a slower phone (or machine) than Lighthouse's default 4x, to see which tasks grow long
  const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN) || undefined;
  const audit = (url, onlyCategories) =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories,
      ...(slowdown ? { throttling: { cpuSlowdownMultiplier: slowdown } } : {}),
    });
  try {
    // One run first, not counted: in a fresh browser the first page's first layout waits while the font service
    // loads the system's CJK fonts (441 ms in Lighthouse's simulation, against 60-130 ms in the runs after it),
    // which a visitor's browser has long since done. Without it, whichever page comes first pays for that.
    if (warmUp && urls.length > 0) await audit(urls[0].url, ['performance']);
    const rows = [];
    const longTaskLines = [];
    for (const { name, url } of urls) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        // Lighthouse now and then loses a trace (NO_NAVSTART): that run is taken again, twice at most
        let r;
        for (let attempt = 0; attempt < 3 && (!r?.lhr || r.lhr.runtimeError); attempt += 1) {
          r = await audit(url, categories);
        }
        if (!r?.lhr || r.lhr.runtimeError)
          throw new Error(`lighthouse failed on ${url}: ${r?.lhr?.runtimeError?.message ?? 'no result'}`);
        results.push({ ...summarise(r.lhr), extra: extra?.(r.lhr) });
      }
      const m = (k) => median(results.map((x) => x[k]));
      rows.push({
        page: name,
        perf: m('perf'),
        'LCP ms': Math.round(m('lcp')),
        'TBT ms': Math.round(m('tbt')),
        CLS: Number(m('cls').toFixed(3)),
        'JS run KiB': Number(m('jsKiB').toFixed(1)),
        'JS fetched KiB': Number(m('jsFetchedKiB').toFixed(1)),
        'FCP ms': Math.round(m('fcp')),
        SEO: results[0].seo,
        BP: Math.min(...results.map((x) => x.bp)),
        A11y: Math.min(...results.map((x) => x.a11y)),
        failed: [...new Set(results.flatMap((x) => x.failed))].join(' ') || '-',
        runs: results.map((x) => x.perf).join('/'),
        'TBT runs': results.map((x) => Math.round(x.tbt)).join('/'),
        benchmarkIndex: Math.round(m('benchmarkIndex')),
        // the machine's load (1-minute average) when the page's runs ended
        load: Number(loadavg()[0].toFixed(2)),
        ...(extra ? { extra: results.map((x) => x.extra) } : {}),
      });
      // what the blocking time is made of: every run's long tasks with BENCH_LH_TASKS, else the worst run's
      const worst = results.reduce((a, b) => (b.tbt > a.tbt ? b : a));
      (process.env.BENCH_LH_TASKS ? results : worst.tbt > 0 ? [worst] : []).forEach((x) =>
        longTaskLines.push(
          `${name} run ${results.indexOf(x) + 1}: TBT ${Math.round(x.tbt)} ms; long tasks (ms@start url) ${x.longTasks.join(', ') || 'none'}`,
        ),
      );
    }
    if (longTaskLines.length) console.log(`\nLong tasks (simulated):\n${longTaskLines.join('\n')}`);
    return rows;
  } finally {
    await chrome.kill();
  }
}
