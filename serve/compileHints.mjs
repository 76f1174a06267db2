/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): a script that starts with
 * it has all its functions compiled on a background thread while it downloads, instead of on the main thread
 * when each is first called. Hydration calls most of the code of the build's chunks at once: compiled lazily,
 * it was the longest task of a page's start (about 45 % of the bootstrap on a phone).
 * Run by serve/postbuild.mjs before the chunks are precompressed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { staticFolder } from './nextOutput.ts';

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint first in every script chunk of the build that lacks it; returns how many it changed. */
export function hintEagerCompile(dist) {
  const folder = join(staticFolder(dist), 'chunks');
  let changed = 0;
  for (const name of readdirSync(folder)) {
    if (!name.endsWith('.js')) continue;
    const file = join(folder, name);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(EAGER_COMPILE_HINT)) continue;
    writeFileSync(file, EAGER_COMPILE_HINT + code);
    changed += 1;
  }
  return changed;
}
