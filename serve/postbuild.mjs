#!/usr/bin/env node
/**
 * After `next build` (npm's postbuild, and scripts/start.mjs): check the build against what serve/ assumes
 * of Next's output (serve/nextOutput.ts), move each prerendered page's flight data (React's payload for
 * hydration, half the page) into a static file, preload its largest image, defer the page's hydration, write its CSP with the
 * hashes of its inline scripts into the headers Next sends with it (pages stay static, no 'unsafe-inline'),
 * and precompress the static assets.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_FILE } from '../src/domain/media.ts';
import { ANY, NEWS_SCREEN_NAMES, NEWS_SCREENS, paths } from '../src/domain/paths.ts';
import { deferHydration, isDeferred } from './deferHydration.mjs';
import { contentSecurityPolicy, headerSettings, inlineScriptHashes } from '../src/config/headers.ts';
import {
  checkNextOutput,
  distFolder,
  extractFlight,
  lazyChunks,
  nextScripts,
  NextOutputError,
  prerenderedFolder,
  prerenderedPages,
  readBuildEnv,
  setPageHeaders,
  writeFlightFile,
} from './nextOutput.ts';
import { hintEagerCompile } from './compileHints.mjs';
import { preloadPriorityImage } from './preloadImage.mjs';
import { precompress } from './precompress.mjs';
import { BAKED_NAMES, bakedSettings, exitOnConfigError, readSettings } from '../src/config/settings.ts';
import { addressOf } from './changedPaths.ts';
import { writeTwins } from './markdownTwin.ts';

/**
 * Where the list rewrites (src/features/news/listRewrites.ts) must send requests, for every list:
 * `{screen}?page=2` to its second page (prerendered or not), and a direct request of it to a 404.
 */
export function listRouteExpectations() {
  return NEWS_SCREEN_NAMES.flatMap((screen) => {
    const second = paths.listPage(NEWS_SCREENS[screen], 2);
    return [
      { url: paths.newsList(screen, 2), to: second },
      { url: second, toMissingPage: true },
    ];
  });
}

/**
 * Where the directory's rewrites (src/features/people/directoryRewrites.ts) must send its filtered addresses:
 * a rank, a field and both to their prerendered views, a keyword (alone or with them) to the keyword route, an
 * unknown rank or a rank on the part-time list nowhere (the list itself), and a direct request to a 404.
 */
export function directoryRouteExpectations() {
  const view = paths.directoryPage('fullTime', 'professor', 'materials');
  return [
    { url: paths.directory('fullTime', { rank: 'professor' }), to: paths.directoryPage('fullTime', 'professor', ANY) },
    { url: paths.directory('fullTime', { field: 'materials' }), to: paths.directoryPage('fullTime', ANY, 'materials') },
    { url: paths.directory('fullTime', { rank: 'professor', field: 'materials' }), to: view },
    {
      url: paths.directory('fullTime', { rank: 'professor', field: 'materials', q: 'wood' }),
      to: paths.directoryPage('fullTime', 'professor', 'materials', 'wood'),
    },
    { url: paths.directory('fullTime', { q: 'wood' }), to: paths.directoryPage('fullTime', ANY, ANY, 'wood') },
    { url: `${paths.directory('fullTime')}?rank=dean`, to: null },
    { url: `${paths.directory('fullTime')}?rank=&field=&q=`, to: null },
    { url: paths.directory('partTime', { q: 'wood' }), to: paths.directoryPage('partTime', ANY, ANY, 'wood') },
    { url: `${paths.directory('partTime')}?rank=professor`, to: null },
    { url: view, toMissingPage: true },
  ];
}

/**
 * Where a profile's rewrites (src/features/people/directoryRewrites.ts) must send its later pages of news:
 * `{profile}?page=2` to the profile route, page 1 nowhere (the prerendered profile), a direct request to a 404.
 */
export function profileRouteExpectations() {
  const second = paths.profilePage('fullTime', 2, 2);
  return [
    { url: paths.profile('fullTime', 2, 2), to: second },
    { url: paths.profile('partTime', 101, 3), to: paths.profilePage('partTime', 101, 3) },
    { url: `${paths.profile('fullTime', 2)}?page=1`, to: null },
    { url: second, toMissingPage: true },
  ];
}

/**
 * Checks the build, then defers each prerendered page's hydration and writes its CSP (which hashes the
 * boot script too) into its .meta headers; returns the number of pages and the longest header. Running
 * it twice changes nothing.
 */
export function finishPrerenderedPages(root, distDir) {
  const dist = distFolder(root, distDir);
  const output = checkNextOutput(dist, {
    routes: [...listRouteExpectations(), ...directoryRouteExpectations(), ...profileRouteExpectations()],
    buildEnvKeys: BAKED_NAMES,
    finished: isDeferred,
  });
  const settings = headerSettings(output.buildEnv);
  let largest = 0;
  for (const page of output.pages) {
    const original = readFileSync(page.html, 'utf8');
    // the flight data leaves the page (about half its bytes): only hydration reads it
    const { html: lean, chunks } = extractFlight(original, page.name);
    const flight = chunks.length > 0 ? writeFlightFile(dist, chunks) : null;
    const sources = nextScripts(lean).flatMap((s) => (s.kind === 'async' ? [s.src] : []));
    const lazy = lazyChunks(dist, sources, page.name);
    const html = deferHydration(preloadPriorityImage(lean), { page: page.name, flight, lazy });
    if (html !== original) writeFileSync(page.html, html);
    const csp = contentSecurityPolicy({ ...settings, scriptHashes: inlineScriptHashes(html) });
    setPageHeaders(page, { 'content-security-policy': csp });
    largest = Math.max(largest, csp.length);
  }
  return { pages: output.pages.length, largest };
}

/** The Markdown twin of every prerendered page (serve/markdownTwin.ts); returns how many were written. */
export function writePageTwins(root, distDir) {
  const dist = distFolder(root, distDir);
  const { siteUrl } = bakedSettings(readBuildEnv(dist)).app;
  const pages = prerenderedPages(dist).flatMap((page) => {
    const address = addressOf(relative(prerenderedFolder(dist), page.html).split(sep).join('/'));
    return address === null ? [] : [{ html: page.html, address }];
  });
  return writeTwins(dist, pages, siteUrl);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { distDir, dataDir } = exitOnConfigError(() => readSettings(process.env));
  let csp;
  try {
    csp = finishPrerenderedPages(root, distDir);
  } catch (error) {
    if (!(error instanceof NextOutputError)) throw error;
    console.error(
      `\n${error.message}\n\nThe build does not match what serve/nextOutput.ts expects of Next's output.\n`,
    );
    process.exit(1);
  }
  console.log(
    `[postbuild] Next output checked; flight data in files of its own, hydration after load, and Content-Security-Policy by script hashes on ${csp.pages} prerendered pages (longest header ${csp.largest} bytes)`,
  );
  const twins = writePageTwins(root, distDir);
  console.log(`[postbuild] ${twins} Markdown twins of the prerendered pages`);
  const hinted = hintEagerCompile(distFolder(root, distDir));
  console.log(`[postbuild] ${hinted} script chunks compile eagerly, off the main thread`);
  // the images' manifest the content check wrote for this build goes with it: its server reads it from there,
  // whatever data folder it is given
  const manifest = join(dataDir, MANIFEST_FILE);
  if (existsSync(manifest)) copyFileSync(manifest, join(distFolder(root, distDir), MANIFEST_FILE));
  const r = await precompress(root, distDir);
  console.log(
    `[postbuild] precompressed ${r.files} files: ${(r.raw / 1024).toFixed(0)} KiB -> ${(r.br / 1024).toFixed(0)} KiB (brotli)`,
  );
}
