/**
 * The photos part of `npm run bench`: what phone photographs cost a visitor and a publisher. The fixture is made
 * here, so that no multi-megabyte file is committed: ten phone photos (tests/support/phonePhoto.ts: 4032 × 3024
 * JPEGs of about 4 MB with GPS, camera, serial number and EXIF orientation, three of them stored turned) as the
 * banners of the ten newest items of /news, and one more as a figure in the newest item's body, in a copy of the
 * news folder (NEWS_DIR), the photos under public/static/news/_bench/. That copy is built into its own folder
 * (NEXT_DIST_DIR=.next-bench-photos: `node scripts/start.mjs --build`) and served by serve/server.mjs.
 *   page weight  /news at 375 px, device pixel ratio 2, scrolled slowly to its end (Playwright, Debian's
 *                Chromium): the bytes of every image transferred (budget <= 600 KiB), and for every raster
 *                image shown its decoded width against its displayed width x the pixel ratio (budget <= 2).
 *   Lighthouse   mobile, median of BENCH_RUNS, on /news and on the item whose banner and figure are photos:
 *                LCP <= 1.2 s, performance >= 98, and the image audits passing (score 1 or not applicable):
 *                unsized-images and image-delivery-insight, which in Lighthouse 13 replaces
 *                uses-responsive-images, modern-image-formats and uses-optimized-images (each read from the
 *                insight's findings: responsive size, modern format, compression).
 *                Then the same LCP through nginx with TLS and HTTP/2 in front (as docs/OPERATIONS.md serves the
 *                site; a self-signed certificate, BENCH_PORT + 13), where an image shares the page's connection:
 *                printed beside the plain HTTP/1.1 figure, which the budget is checked on.
 *   publishing   the real publisher (`node scripts/start.mjs` on the copy): a text-only item (a drawn banner)
 *                and an item with a new photo, BENCH_PUBLISH_RUNS times each, timed from the file written to
 *                the new build live. Budget: the photo's median at most 10 s over the text's.
 * Everything it made goes at the end, also on failure: the photos, the copy, the builds folder
 * (.next-bench-photos-builds) and the derivatives of its photos in public/static/_media.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { api, API_ROOTS, paths, SCREENS } from '../../src/domain/paths.ts';
import { NEWS_FAMILY } from '../../src/domain/newsCategories.ts';
import { isPublished } from '../../src/domain/schedule.ts';
import { MANIFEST_FILE, MEDIA_FOLDER } from '../../src/domain/media.ts';
import { readSettings } from '../../src/config/settings.ts';
import { buildsFolder, liveBuildEnv, readRecord } from '../../serve/builds.ts';
import { phonePhoto } from '../../tests/support/phonePhoto.ts';
import { CHROMIUM, lighthouseMedians } from './lighthouse.mjs';
import { nginxBinary, runNginx, selfSignedCertificate, wrapInHttp } from '../soak/nginx.mjs';

/** The fixture's build folder: `{DIST_DIR}-builds` holds its builds (serve/builds.ts). */
export const DIST_DIR = '.next-bench-photos';
/** Where the fixture's photos are written, under public/static (in .gitignore). */
const PHOTO_FOLDER = 'news/_bench';
/** JPEG quality of the fixture's photos: 98 makes about 4.0 MB of a 12-megapixel phonePhoto, 99 about 5.4 MB. */
const PHOTO_QUALITY = Number(process.env.BENCH_PHOTO_QUALITY || 98);
/** Orientations of the ten banners: three stored turned, as a phone held upright or upside down stores them. */
const ORIENTATIONS = [1, 6, 1, 1, 8, 1, 1, 3, 1, 1];
const FIGURE = { seed: 111, orientation: 8 };
const BUDGET = { imageKiB: 600, widthRatio: 2, lcpMs: 1200, perf: 98, publishExtraS: 10 };
/** The image audits: Lighthouse 13's own, and the three audits of Lighthouse 12 that its image insight replaced. */
const DELIVERY = 'image-delivery-insight';
const REPLACED = {
  'uses-responsive-images': /responsive images/i,
  'modern-image-formats': /modern image format/i,
  'uses-optimized-images': /compression factor/i,
};
const AUDITS = ['unsized-images', DELIVERY, ...Object.keys(REPLACED)];

const ALT = {
  imgAlt: '藍紫漸層天空前的一個大圓與一塊深色方塊，上緣橫過一道紅色色帶',
  subImgAlt: 'A large disc and a dark block before a gradient sky, under a red band along the top edge',
};
const FIGURE_ALT = '直拿手機拍下的漸層天空、大圓與深色方塊';
const FIGURE_CAPTION = '以手機直拿拍攝的照片：網站依其方向資訊轉正，並去除定位與相機資訊。';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n) => new Intl.NumberFormat('en-US').format(n);
const ok = (cond) => (cond ? 'ok' : 'MISS');
const mb = (bytes) => (bytes / 1e6).toFixed(1);
/** Today in Asia/Taipei (UTC+8 all year), YYYY-MM-DD. */
const todayInTaipei = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);

function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The news files of a folder, with their front matter (the files the news reader reads: `{id}-{slug}.md`). */
function newsFiles(dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/^\d+-[a-z0-9-]+\.md$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        const yaml = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text)?.[1];
        if (yaml) found.push({ path, text, fm: parseYaml(yaml) });
      }
    }
  };
  walk(dir);
  return found;
}

/** `text` with these front-matter fields set (the lines of their old values, folded ones too, taken out). */
function withFields(text, fields) {
  const m = /^(\uFEFF?---\r?\n)([\s\S]*?)(\r?\n---\r?\n)/.exec(text);
  if (!m) throw new Error('no front matter');
  const kept = [];
  let skipping = false;
  for (const line of m[2].split(/\r?\n/)) {
    const key = /^([A-Za-z]\w*)\s*:/.exec(line)?.[1];
    if (key) skipping = Object.hasOwn(fields, key);
    else if (line !== '' && !/^\s/.test(line)) skipping = false;
    if (!skipping) kept.push(line);
  }
  // a JSON string is a YAML double-quoted string
  for (const [key, value] of Object.entries(fields)) kept.push(`${key}: ${JSON.stringify(value)}`);
  return `${m[1]}${kept.join('\n')}${m[3]}${text.slice(m[0].length)}`;
}

/** `text` with a figure paragraph at the end of its Chinese part (before the English section). */
function withFigure(text, ref) {
  const figure = `![${FIGURE_ALT}](${ref} "${FIGURE_CAPTION}")`;
  const at = text.indexOf('<section lang="en">');
  return at < 0
    ? `${text.trimEnd()}\n\n${figure}\n`
    : `${text.slice(0, at).trimEnd()}\n\n${figure}\n\n${text.slice(at)}`;
}

/** A new news item (the same fields npm run news:new writes), in `dir`'s folder of its year. */
export function writeNewsItem(dir, { id, slug, imgUrl, alt, title }) {
  const date = todayInTaipei();
  const folder = join(dir, date.slice(0, 4));
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${id}-${slug}.md`);
  const fm = {
    newsId: id,
    category: 'NEWS',
    displayDate: date,
    title: `效能測試消息 ${id}：${title.zh}`,
    subTitle: `Benchmark item ${id}: ${title.en}`,
    description: '這則消息由效能測試寫入，用來量測一次發布所需的時間。',
    subDescription: 'This item was written by the benchmark to time one publication.',
    imgUrl,
    ...alt,
  };
  const yaml = Object.entries(fm)
    .map(([k, v]) => `${k}: ${typeof v === 'number' ? v : JSON.stringify(v)}`)
    .join('\n');
  writeFileSync(
    file,
    `---\n${yaml}\n---\n\n本文只有一段文字，讓發布的時間只看橫幅的差別。\n\n<section lang="en">\n\nThe body is one paragraph, so that the two kinds of publication differ by their banner only.\n\n</section>\n`,
  );
  return file;
}

/**
 * Adds to `keys` the derivatives' keys of the fixture's photos that the manifests under `folders` name: the
 * content check writes one into a build's inputs, the post-build step copies it into the build. A failed build's
 * inputs are removed at once, so the part reads them every few seconds while it runs.
 */
function collectKeys(keys, folders) {
  const walk = (folder, depth) => {
    let entries = [];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && depth > 0 && !['cache', 'server', 'static', 'news'].includes(entry.name))
        walk(path, depth - 1);
      else if (entry.name === MANIFEST_FILE) {
        try {
          const manifest = JSON.parse(readFileSync(path, 'utf8'));
          for (const [use, media] of Object.entries(manifest.media ?? {}))
            if (use.slice(use.indexOf(':') + 1).startsWith(`${PHOTO_FOLDER}/`)) keys.add(media.key);
        } catch {
          /* unreadable: its derivatives stay */
        }
      }
    }
  };
  for (const folder of folders) walk(folder, 3);
}

/** The derivatives (public/static/_media) of these keys: `{key}-{width}.{ext}` and the descriptor `{key}.json`. */
function derivativesOf(root, keys) {
  const mediaDir = join(root, 'public', 'static', MEDIA_FOLDER);
  if (!existsSync(mediaDir)) return [];
  return readdirSync(mediaDir)
    .filter((name) => /^[0-9a-f]{12}(?:-\d+\.(?:avif|jpg|png)|\.json)$/.test(name) && keys.has(name.slice(0, 12)))
    .map((name) => join(mediaDir, name));
}

export function stopChild(child, waitMs) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, waitMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function waitUntil(what, test, { timeoutMs, everyMs = 500, child }) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${what}: the process exited (${child.exitCode ?? child.signalCode})`);
    try {
      const value = await test();
      if (value) return value;
    } catch (error) {
      if (error.fatal) throw error;
      /* not yet */
    }
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

/** /news on a phone, scrolled slowly to its end: every image transferred, and every raster image shown. */
async function listPageImages(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const transfers = [];
    const failed = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image')
        transfers.push(
          Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
            url: request.url(),
            type: response?.headers()['content-type'] ?? '?',
            status: response?.status(),
            bytes: sizes.responseBodySize,
          })),
        );
    });
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'image') failed.push(`${request.url()} (${request.failure()?.errorText})`);
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // slowly, as a reader scrolls: each lazy image is asked for as it comes near
    for (let step = 0; step < 400; step += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, 240);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(120);
      if (atEnd) break;
    }
    // the end again, should the page have grown as its cards were laid out
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(1000);
    await page
      .waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 30_000 })
      .catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    // what the page fetched, before the probes below ask for the same files again
    const fetched = await Promise.all([...transfers]);
    // An image chosen from a srcset by width reports as naturalWidth its file's width divided by its density
    // (the chosen width over the slot's `sizes`), about the slot's width in CSS pixels whatever file came. The
    // pixels decoded are the file's: the same address in an image without srcset has density 1.
    const images = await page.evaluate(() =>
      Promise.all(
        [...document.images].map(async (img) => {
          const box = img.getBoundingClientRect();
          const style = getComputedStyle(img);
          const src = img.currentSrc || img.src;
          let filePx = null;
          if (img.complete && img.naturalWidth > 0) {
            const probe = new Image();
            probe.src = src;
            filePx = await probe.decode().then(
              () => probe.naturalWidth,
              () => null,
            );
          }
          return {
            src,
            complete: img.complete,
            naturalWidth: img.naturalWidth,
            filePx,
            width: box.width,
            height: box.height,
            shown: box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none',
          };
        }),
      ),
    );
    const dpr = await page.evaluate(() => window.devicePixelRatio);
    return { transfers: fetched, failed, images, dpr };
  } finally {
    await browser.close();
  }
}

/** The image audits of one Lighthouse run: each audit's score (null: not applicable), the insight's findings. */
function imageAudits(lhr) {
  const delivery = lhr.audits[DELIVERY];
  const findings = (delivery?.details?.items ?? []).flatMap((item) =>
    (item.subItems?.items ?? []).map((sub) => ({
      url: String(item.url ?? ''),
      reason: String(sub.reason ?? ''),
      kib: Math.round((sub.wastedBytes ?? 0) / 1024),
    })),
  );
  const scores = { 'unsized-images': lhr.audits['unsized-images']?.score ?? null, [DELIVERY]: delivery?.score ?? null };
  for (const [id, reason] of Object.entries(REPLACED))
    scores[id] = delivery?.score == null ? null : findings.some((f) => reason.test(f.reason)) ? 0 : 1;
  return { scores, findings };
}

/**
 * Runs the part; prints its tables and Summary lines. `port`: the fixture's server; the publisher's supervisor
 * takes the next two (its site and its control port).
 */
export async function benchPhotos(root, { port, runs = 3, publishRuns = 3 }) {
  const settings = readSettings(process.env, root);
  const buildsDir = buildsFolder(root, DIST_DIR);
  const photoDir = join(root, 'public', 'static', PHOTO_FOLDER);
  const work = mkdtempSync(join(tmpdir(), 'scuid-bench-photos-'));
  const newsCopy = join(work, 'news');
  const base = `http://127.0.0.1:${port}`;
  const supervisorPort = port + 1;
  const controlPort = port + 2;
  const tlsPort = port + 3;
  let server;
  let supervisor;
  let cleaned = false;
  const keys = new Set();
  const collecting = setInterval(() => collectKeys(keys, [buildsDir, work]), 2000);

  // the end, in order: the processes, then what they read; `sync` when the process is exiting
  const cleanupSync = () => {
    if (cleaned) return;
    cleaned = true;
    for (const child of [server, supervisor])
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    clearInterval(collecting);
    collectKeys(keys, [buildsDir, work]);
    for (const file of derivativesOf(root, keys)) rmSync(file, { force: true });
    for (const folder of [photoDir, buildsDir, join(root, DIST_DIR), work])
      rmSync(folder, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    console.error(`\nphotos: ${signal}: cleaning up`);
    process.exit(130);
  };
  process.on('exit', cleanupSync);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    for (const p of [port, supervisorPort, controlPort, tlsPort])
      if (!(await portFree(p))) throw new Error(`port ${p} is in use: set BENCH_PORT to a free range`);
    if (existsSync(photoDir)) throw new Error(`${relative(root, photoDir)} exists: another bench is running?`);
    // a builds folder left by a stopped run would be taken as the live build
    rmSync(buildsDir, { recursive: true, force: true });

    // 1. the fixture: a copy of the news, the ten newest items of /news with phone photos as banners
    cpSync(settings.newsDir, newsCopy, { recursive: true });
    const now = Date.now();
    const items = newsFiles(newsCopy);
    const newest = items
      .filter(({ fm }) => NEWS_FAMILY.includes(fm.category) && isPublished(fm, now))
      .sort((a, b) => String(b.fm.displayDate).localeCompare(String(a.fm.displayDate)) || b.fm.newsId - a.fm.newsId)
      .slice(0, 10);
    if (newest.length < 10) throw new Error(`the news folder has ${newest.length} items on /news, not 10`);
    mkdirSync(photoDir, { recursive: true });
    console.log(
      `\nPhotos: making the fixture (11 phone photos, 4032 × 3024, JPEG quality ${PHOTO_QUALITY}; about 4 s each)`,
    );
    const sizes = [];
    const photo = async (name, options) => {
      const bytes = await phonePhoto({ ...options, quality: PHOTO_QUALITY });
      writeFileSync(join(photoDir, name), bytes);
      sizes.push(bytes.length);
      return `${PHOTO_FOLDER}/${name}`;
    };
    for (const [i, item] of newest.entries()) {
      const ref = await photo(`banner-${i + 1}.jpg`, { seed: 101 + i, orientation: ORIENTATIONS[i] });
      let text = withFields(item.text, { imgUrl: ref, ...ALT });
      if (i === 0) text = withFigure(text, await photo('figure.jpg', FIGURE));
      writeFileSync(item.path, text);
    }
    const ids = newest.map(({ fm }) => fm.newsId);
    const detailId = ids[0];
    console.log(
      `Fixture: ${sizes.length} photos of ${mb(Math.min(...sizes))}-${mb(Math.max(...sizes))} MB (mean ${mb(sizes.reduce((s, b) => s + b, 0) / sizes.length)} MB; ` +
        `GPS, make, model, serial number; orientations ${[...ORIENTATIONS, FIGURE.orientation].join(' ')}), banners of items ${ids.join(', ')}, the figure in item ${detailId}`,
    );

    // 2. its build, in its own folder
    const dataDir = join(work, 'data');
    mkdirSync(dataDir);
    const env = { ...process.env, NEWS_DIR: newsCopy, NEXT_DIST_DIR: DIST_DIR, DATA_DIR: dataDir };
    // a build fails when a source file changes under it (another person at work on the checkout): tried 3 times
    for (let attempt = 1; ; attempt += 1) {
      const buildStarted = Date.now();
      const build = spawn(process.execPath, ['scripts/start.mjs', '--build'], { cwd: root, env, stdio: 'inherit' });
      const code = await new Promise((resolve) => build.once('exit', (c, signal) => resolve(c ?? signal)));
      if (code === 0) {
        console.log(`Photos: the fixture's build took ${Math.round((Date.now() - buildStarted) / 1000)} s`);
        break;
      }
      if (attempt === 3) throw new Error(`the fixture's build failed 3 times (${code}): the reasons are printed above`);
      console.log(`Photos: the fixture's build failed (${code}; the reason is printed above): building again`);
    }

    // 3. served as bench.mjs serves the live build
    mkdirSync(join(work, 'serve-data'));
    server = spawn(process.execPath, ['serve/server.mjs'], {
      cwd: root,
      env: { ...env, ...liveBuildEnv(root, DIST_DIR), PORT: String(port), DATA_DIR: join(work, 'serve-data') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const listed = await waitUntil(
      'the fixture server',
      async () => {
        const res = await fetch(`${base}${API_ROOTS.rest}${api.newsList}?categoryId=1&pageSize=10`);
        return res.ok && (await res.json());
      },
      { timeoutMs: 120_000, child: server },
    );
    const listedIds = (listed.datas ?? listed.data?.datas ?? []).map((d) => d.newsId);
    if (listedIds.join() !== ids.join())
      throw new Error(`/news lists ${listedIds.join(', ')}, not the items given photos (${ids.join(', ')})`);
    const original = await fetch(`${base}/static/${PHOTO_FOLDER}/banner-1.jpg`);
    for (const p of [SCREENS.news, paths.newsItem(detailId)]) await fetch(`${base}${p}`); // warm

    // 4. /news on a phone
    const list = await listPageImages(`${base}${SCREENS.news}`);
    const imageBytes = list.transfers.reduce((sum, t) => sum + t.bytes, 0);
    const raster = list.images
      .filter((img) => img.shown && /\.(?:avif|jpe?g|png|webp)(?:[?#]|$)/i.test(img.src))
      .map((img) => ({
        image: img.src.replace(/^https?:\/\/[^/]+/, ''),
        'decoded px': img.filePx,
        naturalWidth: img.naturalWidth,
        'shown CSS px': Math.round(img.width * 10) / 10,
        'decoded / needed': img.filePx ? Number((img.filePx / (img.width * list.dpr)).toFixed(2)) : null,
        loaded: img.complete && img.naturalWidth > 0 ? 'yes' : 'NO',
      }));
    const path = (url) => url.replace(/^https?:\/\/[^/]+/, '');
    const shownSrcs = new Set(list.images.filter((img) => img.shown).map((img) => path(img.src)));
    console.log(
      `\n${SCREENS.news} at 375 px, device pixel ratio ${list.dpr}, scrolled slowly to its end: images transferred (response bodies):`,
    );
    console.table(
      list.transfers.map((t) => ({
        image: path(t.url),
        type: t.type.split(';')[0],
        status: t.status,
        KiB: Number((t.bytes / 1024).toFixed(1)),
        shown: shownSrcs.has(path(t.url)) ? 'yes' : 'no',
      })),
    );
    console.log(
      "Raster images shown (decoded: the file's width; naturalWidth: the same over its srcset density; needed: the displayed width x the pixel ratio):",
    );
    console.table(raster);
    const kib = Number((imageBytes / 1024).toFixed(1));
    const worst = raster.length ? Math.max(...raster.map((r) => r['decoded / needed'] ?? Infinity)) : null;
    const unloaded = raster.filter((r) => r.loaded !== 'yes' || r['decoded px'] === null).length;
    console.log(
      `Summary: images transferred ${fmt(kib)} KiB in ${list.transfers.length} responses (<= ${BUDGET.imageKiB} KiB: ${ok(kib <= BUDGET.imageKiB)}), ` +
        `worst decoded / needed width ${worst ?? '-'} over ${raster.length} raster images (<= ${BUDGET.widthRatio}: ${ok(worst !== null && worst <= BUDGET.widthRatio)})` +
        `${unloaded ? `, ${unloaded} not loaded` : ''}${list.failed.length ? `, failed requests: ${list.failed.join(' ')}` : ''}; ` +
        `an original (/static/${PHOTO_FOLDER}/banner-1.jpg) answers ${original.status} (404: ${ok(original.status === 404)})`,
    );

    // 5. Lighthouse, mobile
    const lhRows = await lighthouseMedians(
      [
        { name: SCREENS.news, url: `${base}${SCREENS.news}` },
        { name: `${paths.newsItem(detailId)} (banner and figure)`, url: `${base}${paths.newsItem(detailId)}` },
      ],
      { runs, categories: ['performance'], extra: imageAudits },
    );
    const lhTable = lhRows.map((r) => {
      const row = { page: r.page, perf: r.perf, 'perf runs': r.runs, 'LCP ms': r['LCP ms'], 'FCP ms': r['FCP ms'] };
      row['TBT ms'] = r['TBT ms'];
      row.CLS = r.CLS;
      for (const id of AUDITS) row[id] = r.extra.map((x) => x.scores[id] ?? 'n/a').join('/');
      return row;
    });
    console.log(`\nLighthouse 13, default mobile config, Debian's Chromium, median of ${runs} (audit scores per run):`);
    console.table(lhTable);
    const findings = new Map();
    for (const r of lhRows)
      for (const f of r.extra.flatMap((x) => x.findings))
        findings.set(
          `${r.page} ${f.url} ${f.reason}`,
          `${r.page}: ${f.url.replace(/^https?:\/\/[^/]+/, '')}: ${f.reason}`,
        );
    if (findings.size) console.log(`Image delivery findings:\n  ${[...findings.values()].join('\n  ')}`);
    const lcp = Math.max(...lhRows.map((r) => r['LCP ms']));
    const perf = Math.min(...lhRows.map((r) => r.perf));
    const audits = AUDITS.map((id) => {
      const pass = lhRows.every((r) => r.extra.every((x) => x.scores[id] === null || x.scores[id] === 1));
      return `${id} ${ok(pass)}`;
    });
    console.log(
      `Summary: LCP max ${fmt(lcp)} ms (<= ${fmt(BUDGET.lcpMs)}: ${ok(lcp <= BUDGET.lcpMs)}), performance min ${perf} (>= ${BUDGET.perf}: ${ok(perf >= BUDGET.perf)}), ` +
        `image audits in every run (score 1 or not applicable): ${audits.join(', ')}`,
    );
    // 5b. the LCP behind TLS and HTTP/2, as a visitor of the production setup gets it
    const tls = await behindTls(work, port, tlsPort);
    try {
      const tlsRows = await lighthouseMedians(
        [
          { name: SCREENS.news, url: `${tls.url}${SCREENS.news}` },
          { name: `${paths.newsItem(detailId)} (banner and figure)`, url: `${tls.url}${paths.newsItem(detailId)}` },
        ],
        { runs, categories: ['performance'], chromeFlags: ['--ignore-certificate-errors'] },
      );
      console.log(`\nThe same through ${tls.version} with TLS and HTTP/2 in front (median of ${runs}):`);
      console.table(
        tlsRows.map((r) => ({
          page: r.page,
          perf: r.perf,
          'perf runs': r.runs,
          'LCP ms': r['LCP ms'],
          'FCP ms': r['FCP ms'],
          'TBT ms': r['TBT ms'],
          CLS: r.CLS,
        })),
      );
      const tlsLcp = Math.max(...tlsRows.map((r) => r['LCP ms']));
      console.log(
        `Behind TLS and HTTP/2: LCP max ${fmt(tlsLcp)} ms (the budget, ${fmt(BUDGET.lcpMs)} ms, is checked on plain HTTP/1.1 above)`,
      );
    } finally {
      await tls.stop();
    }
    await stopChild(server, 15_000);

    // 6. publishing: the supervisor on the copy, from the live build made above
    const logFile = join(work, 'supervisor.log');
    const log = openSync(logFile, 'a');
    supervisor = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...env, PORT: String(supervisorPort), CONTROL_PORT: String(controlPort) },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    const logTail = () => readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
    const status = async () =>
      (await fetch(`http://127.0.0.1:${controlPort}/status`, { signal: AbortSignal.timeout(5000) })).json();
    const settled = () =>
      waitUntil(
        'the publisher to be idle',
        async () => {
          const s = await status();
          if (s.state !== 'idle' || s.publishing || !s.last) return false;
          // a file event may still be in its one-second debounce: idle twice, 1.5 s apart
          await sleep(1500);
          const again = await status();
          return again.state === 'idle' && !again.publishing && again.last.at === s.last.at && again;
        },
        { timeoutMs: 15 * 60_000, child: supervisor },
      );
    await settled().catch((error) => {
      throw new Error(`${error.message}\n${logTail()}`);
    });
    let nextId = Math.max(...items.map(({ fm }) => fm.newsId)) + 1;
    const linked = items.find(({ fm }) => fm.newsId === 101);
    const drawnAlt = linked ? { imgAlt: linked.fm.imgAlt, subImgAlt: linked.fm.subImgAlt } : ALT;
    const publishRows = [];
    const times = { text: [], photo: [] };
    const publishedPhotos = [];
    // the publication photos are new each time: their seed comes from the clock
    const seedBase = 1000 + (Date.now() % 1_000_000);
    const publish = async (kind, run) => {
      const id = nextId++;
      const bytes =
        kind === 'photo'
          ? await phonePhoto({ seed: seedBase + run, orientation: run % 2 ? 6 : 1, quality: PHOTO_QUALITY })
          : null;
      if (bytes) publishedPhotos.push(bytes.length);
      const before = await status();
      const code = before.live && readRecord(buildsDir, before.live.name)?.code;
      const started = performance.now();
      let imgUrl = 'news/101.svg';
      if (bytes) {
        imgUrl = `${PHOTO_FOLDER}/publish-${run + 1}.jpg`;
        writeFileSync(join(root, 'public', 'static', imgUrl), bytes);
      }
      writeNewsItem(newsCopy, {
        id,
        slug: `bench-${kind}-${run + 1}`,
        imgUrl,
        alt: bytes ? ALT : drawnAlt,
        title: bytes ? { zh: '新照片橫幅', en: 'a new photo as its banner' } : { zh: '只有文字', en: 'text only' },
      });
      const live = await waitUntil(
        `the ${kind} item ${id} to go live`,
        async () => {
          const s = await status();
          if (s.last && s.last.at !== before.last?.at && s.last.outcome === 'failed')
            throw Object.assign(
              new Error(
                `publication failed (${s.last.stage}): ${s.last.message}${(s.last.problems ?? []).map((p) => `\n  ${p.file ?? ''} ${p.field ?? ''} ${p.message}`).join('')}`,
              ),
              { fatal: true },
            );
          return s.live?.name !== before.live?.name && s.live;
        },
        { timeoutMs: 15 * 60_000, everyMs: 100, child: supervisor },
      );
      const seconds = (performance.now() - started) / 1000;
      const page = await fetch(`http://127.0.0.1:${supervisorPort}${paths.newsItem(id)}`);
      if (!page.ok) throw new Error(`${paths.newsItem(id)} answered ${page.status} once ${live.name} was live`);
      if (bytes) {
        // the photo was processed: the item's banner comes with its derivatives
        const detail = await (
          await fetch(`http://127.0.0.1:${supervisorPort}${API_ROOTS.rest}${api.newsItem(id)}`)
        ).json();
        if (!Object.keys(detail.data?.media ?? {}).length)
          throw new Error(`item ${id} is live without its photo's derivatives (no media in its REST answer)`);
      }
      const after = await settled();
      const outcome = after.history.find((o) => o.build === live.name && o.outcome === 'published') ?? after.last;
      // a source file changed meanwhile: this build also compiled and type-checked code, and is not compared
      const codeChanged = code !== readRecord(buildsDir, live.name)?.code;
      if (!codeChanged) times[kind].push(seconds);
      publishRows.push({
        item: `${kind} ${id}`,
        'banner MB': bytes ? Number(mb(bytes.length)) : '(drawn)',
        'file to live s': Number(seconds.toFixed(1)),
        "the server's publication s": Number((outcome.durationMs / 1000).toFixed(1)),
        'news files': outcome.news ? `+${outcome.news.added} ~${outcome.news.changed} -${outcome.news.removed}` : '-',
        build: live.name,
        compared: codeChanged ? 'no: the code changed' : 'yes',
      });
    };
    console.log(
      `\nPhotos: publishing on the fixture (node scripts/start.mjs on port ${supervisorPort}), ${publishRuns} runs of each kind`,
    );
    // alternately, until each kind has publishRuns comparable runs (twice as many attempts at most)
    for (let run = 0; run < 2 * publishRuns; run += 1) {
      for (const kind of ['text', 'photo'])
        if (times[kind].length < publishRuns)
          await publish(kind, run).catch((error) => {
            throw new Error(`${error.message}\n${logTail()}`);
          });
      if (times.text.length >= publishRuns && times.photo.length >= publishRuns) break;
    }
    if (!times.text.length || !times.photo.length) throw new Error('no comparable publication: the code kept changing');
    console.log(
      '\nPublishing one item (file written to the new build live; the server counts from after its 1 s debounce):',
    );
    console.table(publishRows);
    const text = median(times.text);
    const withPhoto = median(times.photo);
    const extra = withPhoto - text;
    console.log(
      `Summary: a text-only item live after median ${text.toFixed(1)} s, one with a new photo (${mb(median(publishedPhotos))} MB) after ${withPhoto.toFixed(1)} s: ` +
        `${extra.toFixed(1)} s more (<= ${BUDGET.publishExtraS} s: ${ok(extra <= BUDGET.publishExtraS)})`,
    );
  } finally {
    // the supervisor's stop ends a build in progress and drains its workers
    await stopChild(supervisor, 60_000);
    await stopChild(server, 15_000);
    cleanupSync();
    process.off('exit', cleanupSync);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * nginx in front of the fixture server on 127.0.0.1:`port`, with TLS (a self-signed certificate) and HTTP/2 on
 * 127.0.0.1:`tlsPort`: a plain proxy, as the production example of docs/OPERATIONS.md is, without its cache.
 */
async function behindTls(work, port, tlsPort) {
  const dir = join(work, 'nginx-tls');
  mkdirSync(dir);
  const { cert, key } = selfSignedCertificate(dir);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    wrapInHttp(
      `  server {
    # nginx 1.25.1 and later: "listen ... ssl;" and "http2 on;"
    listen 127.0.0.1:${tlsPort} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://127.0.0.1:${port};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Connection "";
    }
  }`,
      dir,
    ),
  );
  const nginx = await runNginx({ conf, dir, port: tlsPort });
  const version = /nginx\/[\d.]+/.exec(spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' }).stderr)?.[0] ?? 'nginx';
  return { url: `https://127.0.0.1:${tlsPort}`, version, stop: nginx.stop };
}
