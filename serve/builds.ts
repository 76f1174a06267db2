/**
 * The folder of npm start's builds: one sub-folder per build, `staging` for the one being made, and a
 * `live` file naming the build being served, replaced atomically. A build folder holds Next's output
 * (it is the build's distDir), the news files it was built from (`news/`), its own database (`data/`)
 * and a record of itself (scuid-build.json). A retired build keeps only its static assets for a while:
 * a page loaded before a switch may ask for its scripts much later.
 */
import {
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pageOfTwin } from '../src/domain/files.ts';
import { twinFile } from './markdownTwin.ts';

export const STAGING = 'staging';
/** What the staging build reads (its news copy and database): outside it, as next build empties its folder. */
export const STAGING_INPUT = 'staging-input';
const LIVE_FILE = 'live';
export const RECORD_FILE = 'scuid-build.json';
/** How long the static assets of a retired build stay reachable. */
export const RETIRED_ASSETS_MS = 24 * 60 * 60 * 1000;
/**
 * How long a retired build stays whole: servers that follow this folder (`npm start -- --serve-only`) switch
 * to the new build a few seconds after the publisher, and serve the old one whole until then.
 */
export const RETIRED_WHOLE_MS = 10 * 60 * 1000;

export interface NewsCounts {
  files: number;
  published: number;
  draft: number;
  scheduled: number;
  expired: number;
}

export interface BuildRecord {
  name: string;
  /** hash of every input (serve/buildStamp.mjs): equal stamps build the same site */
  stamp: string;
  /** hash of the code part alone: an unchanged one needs no type check */
  code: string;
  /** hash of the department's content: with the code, what a release of the news alone may keep */
  content?: string;
  /** made from the live build with its news alone rendered again (serve/pipeline.ts), not by next build */
  newsOnly?: boolean;
  /** Node major and lock file: a build runs only where these are the same */
  runtime: string;
  /** the moment the build shows (epoch ms): news published then */
  publishTime: number;
  /** every publishAt and unpublishAt of its news (epoch ms), sorted */
  schedule: number[];
  news: NewsCounts;
  builtAt: string;
  durationMs: number;
  /** the staging folder it was built in (its distDir then): its compiler cache is valid only there */
  stagedIn?: string;
  liveSince?: string;
  retiredAt?: string;
}

/** npm start's builds live beside Next's own build folder: `{NEXT_DIST_DIR}-builds`. */
export function buildsFolder(root: string, distDir: string): string {
  return resolve(root, `${distDir.replace(/[\\/]+$/, '')}-builds`);
}

export const buildPath = (dir: string, name: string) => join(dir, name);

export function readRecord(dir: string, name: string): BuildRecord | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, name, RECORD_FILE), 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}

export function writeRecord(folder: string, record: BuildRecord): void {
  const file = join(folder, RECORD_FILE);
  writeFileSync(`${file}.tmp`, JSON.stringify(record, null, 2));
  renameSync(`${file}.tmp`, file);
}

/** The name the live file holds, or undefined when there is none. */
export function readLiveName(dir: string): string | undefined {
  try {
    return readFileSync(join(dir, LIVE_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The live build's record, or undefined when there is none (or its folder is gone or incomplete). */
export function readLive(dir: string): BuildRecord | undefined {
  const name = readLiveName(dir);
  if (!name || !existsSync(join(dir, name, 'BUILD_ID'))) return undefined;
  return readRecord(dir, name);
}

/** Names `name` the live build, atomically (a rename), and records when it went live. */
export function setLive(dir: string, name: string, now = new Date()): void {
  const record = readRecord(dir, name);
  if (record) writeRecord(join(dir, name), { ...record, liveSince: now.toISOString(), retiredAt: undefined });
  writeFileSync(join(dir, `${LIVE_FILE}.tmp`), `${name}\n`);
  renameSync(join(dir, `${LIVE_FILE}.tmp`), join(dir, LIVE_FILE));
}

/** Empty staging folders (what a stopped build left there is removed): the build's and its inputs'. */
export function freshStaging(dir: string): { staging: string; input: string } {
  const staging = join(dir, STAGING);
  const input = join(dir, STAGING_INPUT);
  for (const folder of [staging, input]) {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
  }
  return { staging, input };
}

/**
 * Starts the staging build from the live build's compiler cache (`cache/` in its folder). Every build of a
 * builds folder has the same distDir, its staging folder, so Turbopack's cache of the last build is valid for
 * the next, which then recompiles only what changed. A cache made in another staging folder (a build copied
 * from elsewhere) is not: Turbopack then compiles slower than from nothing, so it is left out. A copy, not
 * links: the live build's cache stays as it was.
 */
export function seedCompilerCache(
  live: { folder: string; record: Pick<BuildRecord, 'stagedIn'> } | undefined,
  staging: string,
): boolean {
  const cache = live && join(live.folder, 'cache');
  if (!cache || live.record.stagedIn !== resolve(staging) || !existsSync(cache)) return false;
  cpSync(cache, join(staging, 'cache'), { recursive: true });
  return true;
}

/**
 * `from`'s files in `to` as hard links (symbolic links copied as they are), but for the top-level entries in
 * `skip`: a release of the news alone costs the disk only what it changes. Nothing may write into a linked
 * file in place; a changed answer is unlinked (dropAnswers) and rendered anew.
 */
export function linkTree(from: string, to: string, skip: readonly string[] = []): number {
  let files = 0;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (skip.includes(entry.name)) continue;
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) files += linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      linkSync(source, target);
      files += 1;
    }
  }
  return files;
}

/**
 * Removes these prerendered answers (their files' path under server/app without the suffix: `index`,
 * `news/101`, `feeds/news.xml`) from a build folder, so that its server renders them when first asked for.
 * Returns those that were there.
 */
export function dropAnswers(folder: string, stems: readonly string[]): string[] {
  const app = join(folder, 'server', 'app');
  const dropped: string[] = [];
  for (const stem of stems) {
    let had = false;
    for (const suffix of ['.html', '.rsc', '.meta', '.body', '.segments']) {
      const file = join(app, stem + suffix);
      if (!existsSync(file)) continue;
      rmSync(file, { recursive: true, force: true });
      had = true;
    }
    if (had) dropped.push(stem);
  }
  return dropped;
}

/**
 * Removes the Markdown twins among these addresses (`/news/101.md`; a page's own address is not a twin's) from a
 * build folder: its server makes them anew from their pages.
 */
export function dropTwins(folder: string, addresses: readonly string[]): void {
  for (const address of addresses) {
    if (pageOfTwin(address.split('?')[0]!) === null) continue;
    const file = twinFile(folder, address);
    if (file) rmSync(file, { force: true });
  }
}

/** Removes the staging folders (a stopped or failed build). */
export function clearStaging(dir: string): void {
  for (const folder of [STAGING, STAGING_INPUT]) rmSync(join(dir, folder), { recursive: true, force: true });
}

/** A build's folder name: when it was made, and its stamp. */
export function buildName(stamp: string, now = new Date()): string {
  const at = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${at}-${stamp.slice(0, 8)}`;
}

/** Moves the staging build, with its inputs, to its build name; returns the new folder. */
export function commitStaging(dir: string, name: string): string {
  const target = join(dir, name);
  const input = join(dir, STAGING_INPUT);
  if (existsSync(input)) {
    for (const entry of readdirSync(input)) renameSync(join(input, entry), join(dir, STAGING, entry));
    rmSync(input, { recursive: true, force: true });
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(join(dir, STAGING), target);
  return target;
}

/** Build folders other than staging, newest first. */
export function buildNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== STAGING && e.name !== STAGING_INPUT && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort()
    .reverse();
}

/** Every retired build's static folder, newest first: where an asset missing from the live build may be. */
export function retiredStaticFolders(dir: string, live: string): string[] {
  return buildNames(dir)
    .filter((name) => name !== live)
    .map((name) => join(dir, name, 'static'))
    .filter((folder) => existsSync(folder));
}

/**
 * Retires and prunes every build but the live one and `keep`: a retired build stays whole for
 * RETIRED_WHOLE_MS, then keeps its static assets (and their precompressed copies) and its record until
 * RETIRED_ASSETS_MS, then goes entirely; a build that never went live (a failed check) goes at once.
 * Returns the names removed entirely.
 */
export function pruneBuilds(dir: string, live: string | undefined, keep: string[] = [], now = Date.now()): string[] {
  const removed: string[] = [];
  for (const name of buildNames(dir)) {
    if (name === live || keep.includes(name)) continue;
    const folder = join(dir, name);
    const record = readRecord(dir, name);
    if (!record?.liveSince) {
      rmSync(folder, { recursive: true, force: true });
      removed.push(name);
      continue;
    }
    const retiredAt = record.retiredAt ? Date.parse(record.retiredAt) : now;
    if (!record.retiredAt) writeRecord(folder, { ...record, retiredAt: new Date(now).toISOString() });
    if (now - retiredAt >= RETIRED_ASSETS_MS) {
      rmSync(folder, { recursive: true, force: true });
      removed.push(name);
      continue;
    }
    if (now - retiredAt < RETIRED_WHOLE_MS) continue;
    for (const entry of readdirSync(folder)) {
      if (entry === 'static' || entry === 'precompressed' || entry === RECORD_FILE) continue;
      rmSync(join(folder, entry), { recursive: true, force: true });
    }
    const precompressed = join(folder, 'precompressed');
    if (existsSync(precompressed)) {
      for (const entry of readdirSync(precompressed)) {
        if (entry !== '_next') rmSync(join(precompressed, entry), { recursive: true, force: true });
      }
    }
  }
  return removed;
}

/** Size of a folder in bytes (for the status and the logs): a file linked from several builds counts once. */
export function folderSize(path: string, seen = new Set<string>()): number {
  if (!existsSync(path)) return 0;
  const stat = lstatSync(path);
  if (stat.isDirectory()) {
    let total = 0;
    for (const entry of readdirSync(path)) total += folderSize(join(path, entry), seen);
    return total;
  }
  const inode = `${stat.dev}:${stat.ino}`;
  if (stat.nlink > 1 && seen.has(inode)) return 0;
  seen.add(inode);
  return stat.size;
}

/**
 * The environment that serves the live build of `distDir`'s builds folder with serve/server.mjs or `next
 * start` by itself (benchmarks, tests that start a server of their own): its folder as NEXT_DIST_DIR
 * (from `root`) and the moment it shows. Throws when there is no live build.
 */
export function liveBuildEnv(root: string, distDir = '.next'): { NEXT_DIST_DIR: string; SCUID_PUBLISH_TIME: string } {
  const dir = buildsFolder(root, distDir);
  const live = readLive(dir);
  if (!live) throw new Error(`no live build in ${dir}: run node scripts/start.mjs --build first`);
  return {
    NEXT_DIST_DIR: relative(root, join(dir, live.name)),
    SCUID_PUBLISH_TIME: new Date(live.publishTime).toISOString(),
  };
}
