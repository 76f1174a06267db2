import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bakedEnv, readSettings } from '../src/config/settings.ts';

/** Everything that changes what `next build` produces (src/config holds the settings and headers). */
const INPUTS = [
  'app',
  'src',
  'content',
  'public',
  'db',
  'serve/precompress.mjs',
  'serve/postbuild.mjs',
  'serve/deferHydration.mjs',
  'serve/nextOutput.ts',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
];
function* files(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) yield* files(path);
    else if (!/\.test\.tsx?$/.test(name)) yield path;
  }
}

/**
 * A hash of the build inputs and build-time environment: equal stamps mean an equal build. The
 * environment counts by its validated values (an unset variable and its default stamp the same):
 * every baked-in variable of src/config/settings.ts, the build folder and the news files of NEWS_DIR.
 * Throws a ConfigError naming a bad variable.
 */
export function buildStamp(root, env = process.env) {
  const settings = readSettings(env, root);
  const hash = createHash('sha256');
  for (const [key, value] of Object.entries(bakedEnv(settings))) hash.update(`${key}=${value}\n`);
  hash.update(`NEXT_DIST_DIR=${settings.distDir}\n`);
  for (const input of INPUTS) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    const list = statSync(path).isDirectory() ? [...files(path)] : [path];
    for (const file of list) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  // the news files, wherever NEWS_DIR points (the build prerenders their pages from the synced database)
  const newsDir = settings.newsDir;
  hash.update('NEWS_DIR\n');
  if (existsSync(newsDir) && statSync(newsDir).isDirectory()) {
    for (const file of files(newsDir)) {
      hash.update(relative(newsDir, file));
      hash.update(readFileSync(file));
    }
  }
  // Next adds its distDir's type folders to tsconfig's `include`; only the compiler options matter here
  const tsconfig = join(root, 'tsconfig.json');
  if (existsSync(tsconfig)) hash.update(JSON.stringify(JSON.parse(readFileSync(tsconfig, 'utf8')).compilerOptions));
  return hash.digest('hex');
}
