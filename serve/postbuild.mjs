#!/usr/bin/env node
/**
 * After `next build` (npm's postbuild, and scripts/start.mjs when it builds):
 *   0. Hydration on the first interaction (serve/deferHydration.mjs): each prerendered page's Next
 *      scripts are deferred until the visitor does something, by a small inline boot script.
 *   1. Content-Security-Policy by hashes: for every prerendered page, the SHA-256 of each of its inline
 *      scripts goes into the page's CSP, stored in the headers Next keeps beside the page (its `.meta`
 *      file) and sends with it. Pages stay static; no nonce, no 'unsafe-inline'.
 *   2. Brotli and gzip copies of the static assets (serve/precompress.mjs).
 *      NEXT_DIST_DIR names the build folder (default .next).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deferHydration } from './deferHydration.mjs';
import { contentSecurityPolicy, headerSettings, inlineScriptHashes } from './headers.mjs';
import { precompress } from './precompress.mjs';

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

/**
 * Defers each prerendered page's hydration, then writes its CSP (which hashes the boot script too) into
 * its .meta headers; returns the number of pages and the longest header. Running it twice changes nothing.
 */
export function finishPrerenderedPages(root, distDir = process.env.NEXT_DIST_DIR || '.next') {
  const dist = join(root, distDir);
  const buildEnv = JSON.parse(readFileSync(join(dist, 'required-server-files.json'), 'utf8')).config.env ?? {};
  const settings = headerSettings(buildEnv, {});
  let pages = 0;
  let largest = 0;
  for (const html of htmlFiles(join(dist, 'server', 'app'))) {
    const metaFile = html.replace(/\.html$/, '.meta');
    if (!existsSync(metaFile)) continue;
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    const original = readFileSync(html, 'utf8');
    const page = deferHydration(original);
    if (page !== original) writeFileSync(html, page);
    const csp = contentSecurityPolicy({ ...settings, scriptHashes: inlineScriptHashes(page) });
    meta.headers = { ...meta.headers, 'content-security-policy': csp };
    writeFileSync(metaFile, JSON.stringify(meta));
    pages += 1;
    largest = Math.max(largest, csp.length);
  }
  return { pages, largest };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const csp = finishPrerenderedPages(root);
  console.log(
    `[postbuild] hydration on first interaction and Content-Security-Policy by script hashes on ${csp.pages} prerendered pages (longest header ${csp.largest} bytes)`,
  );
  const r = precompress(root);
  console.log(
    `[postbuild] precompressed ${r.files} files: ${(r.raw / 1024).toFixed(0)} KiB -> ${(r.br / 1024).toFixed(0)} KiB (brotli)`,
  );
}
