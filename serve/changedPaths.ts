/**
 * What a publication changed, as a CDN in front sees it: the public addresses whose answer differs between
 * the live build and the new one. Every prerendered page and route answer (the `.html` and `.body` files of
 * `server/app`) is compared by its bytes; one only one build has counts too (an item added or deleted).
 * Builds of the same code and department content share Next's build id (serve/buildStamp.mjs), so a page a
 * news change did not touch comes out byte for byte the same.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RankKey } from '../src/domain/directory.ts';
import { ANY, isProfileList, newsScreenOf, paths } from '../src/domain/paths.ts';

const ANSWER = /\.(html|body)$/;
/** Next's own error pages: answers to addresses that are not pages, never an address of their own. */
const NOT_ADDRESSES = new Set(['_not-found', '_global-error']);

function* answerFiles(dir: string, base = dir): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* answerFiles(path, base);
    else if (ANSWER.test(entry.name)) yield relative(base, path).split(sep).join('/');
  }
}

/**
 * The public address of a prerendered answer (its file under server/app, without the base path), or null
 * for one that has none. The list pages and the directory's views answer at their screens' addresses.
 */
export function addressOf(file: string): string | null {
  const name = file.replace(ANSWER, '');
  if (NOT_ADDRESSES.has(name)) return null;
  if (name === 'index') return '/';
  const parts = name.split('/');
  if (parts[0] === 'lists') {
    const [, group = '', list = '', rank = '', field = ''] = parts;
    if (group === 'people' && parts.length === 5 && isProfileList(list)) {
      return paths.directory(list, {
        ...(rank === ANY ? {} : { rank: rank as RankKey }),
        ...(field === ANY ? {} : { field }),
      });
    }
    const screen = parts.length === 3 ? newsScreenOf(parts[1]!) : undefined;
    return screen && /^\d+$/.test(parts[2]!) ? paths.newsList(screen, Number(parts[2])) : null;
  }
  return `/${name}`;
}

/** The addresses (base path prefixed) whose prerendered answer differs between two builds' folders, sorted. */
export function changedAddresses(before: string, after: string, basePath = ''): string[] {
  const app = (build: string) => join(build, 'server', 'app');
  const old = new Set(answerFiles(app(before)));
  const changed = new Set<string>();
  for (const file of answerFiles(app(after))) {
    const same = old.delete(file) && readFileSync(join(app(before), file)).equals(readFileSync(join(app(after), file)));
    if (!same) changed.add(file);
  }
  for (const file of old) changed.add(file);
  return [...changed]
    .map(addressOf)
    .filter((a): a is string => a !== null)
    .map((a) => (a === '/' && basePath ? basePath : basePath + a))
    .sort();
}
