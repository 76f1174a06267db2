/**
 * Makes one build in the staging folder of the builds folder (serve/builds.ts) while the live build
 * keeps serving: copies the news files (the build and its server read this copy, so an edit made
 * meanwhile waits for the next build), checks the content, runs `next build` and the post-build step
 * at low priority, records the build and moves it to its own folder. Nothing here touches the live build.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
// @ts-expect-error plain ESM script without types
import { buildInputs } from './buildStamp.mjs';
import { readSettings, type Env } from '../src/config/settings.ts';
import {
  buildName,
  commitStaging,
  dropAnswers,
  dropTwins,
  freshStaging,
  linkTree,
  RECORD_FILE,
  seedCompilerCache,
  writeRecord,
  type BuildRecord,
  type NewsCounts,
} from './builds.ts';
import { answerStem, changedNewsAddresses, newsRows } from './changedPaths.ts';
import { paths } from '../src/domain/paths.ts';
import { MANIFEST_FILE } from '../src/domain/media.ts';

export interface Problem {
  file?: string;
  line?: number;
  field?: string;
  message: string;
}

export type BuildStage = 'content' | 'build' | 'check';

/** A build that did not happen or did not pass: the live build stays as it was. */
export class BuildFailure extends Error {
  readonly stage: BuildStage;
  readonly problems: Problem[];
  constructor(stage: BuildStage, message: string, problems: Problem[] = []) {
    super(message);
    this.name = 'BuildFailure';
    this.stage = stage;
    this.problems = problems;
  }
}

/** The build was stopped (a graceful stop of the server). */
export class BuildCancelled extends Error {
  constructor() {
    super('the build was stopped');
    this.name = 'BuildCancelled';
  }
}

interface Inputs {
  code: string;
  content: string;
  news: string;
  runtime: string;
  stamp: string;
}

/** The stamp of what a build made now would be made of. */
export const currentInputs = (root: string, env: Env): Inputs => buildInputs(root, env) as Inputs;

export interface NewsDiff {
  added: string[];
  changed: string[];
  removed: string[];
}

function* markdownFiles(dir: string, prefix = ''): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* markdownFiles(join(dir, entry.name), rel);
    else if (entry.name.endsWith('.md')) yield rel;
  }
}

/** Which news files differ between two folders (the live build's copy and the new one). */
export function diffNews(before: string, after: string): NewsDiff {
  const old = new Set(markdownFiles(before));
  const diff: NewsDiff = { added: [], changed: [], removed: [] };
  for (const file of markdownFiles(after)) {
    if (!old.has(file)) diff.added.push(file);
    else if (!readFileSync(join(before, file)).equals(readFileSync(join(after, file)))) diff.changed.push(file);
    old.delete(file);
  }
  diff.removed = [...old].sort();
  return diff;
}

export interface BuildOptions {
  root: string;
  /** the builds folder */
  dir: string;
  /** the environment of npm start (NEWS_DIR and the baked-in variables are read from it) */
  env: Env;
  /** the moment the build shows */
  publishTime: number;
  /** the live build, if any: its news copy and database seed this one, its code decides the type check */
  live?: { folder: string; record: BuildRecord };
  signal?: AbortSignal;
  log?: (line: string) => void;
}

export interface BuiltSite {
  name: string;
  folder: string;
  record: BuildRecord;
  diff: NewsDiff;
  /** a release of the news alone: the addresses (without the base path) whose answer it changed */
  changed?: string[];
  /** a release of the news alone: the changed answers a full build prerenders, for its check to render */
  warm?: string[];
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  stdout: string;
}

/** Runs a step of the build in its own process group (so a stop ends it and its workers), at low priority. */
function runStep(args: string[], options: { cwd: string; env: Env; logFile: string; signal?: AbortSignal }) {
  return new Promise<Run>((resolveRun, reject) => {
    if (options.signal?.aborted) return reject(new BuildCancelled());
    const child = spawn('nice', ['-n', '10', process.execPath, ...args], {
      cwd: options.cwd,
      env: options.env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const log = createWriteStream(options.logFile, { flags: 'a' });
    let tail = '';
    let stdout = '';
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      tail = (tail + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (stdout.length < 5_000_000) stdout += chunk.toString();
    });
    child.stderr.on('data', keep);
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
    };
    options.signal?.addEventListener('abort', stop, { once: true });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      options.signal?.removeEventListener('abort', stop);
      log.end();
      if (options.signal?.aborted) reject(new BuildCancelled());
      else resolveRun({ code, signal, output: tail, stdout });
    });
  });
}

const lastLines = (text: string, n = 25) =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trimEnd()
    .split('\n')
    .slice(-n)
    .join('\n');

interface CheckReport {
  ok: boolean;
  problems: Problem[];
  news: NewsCounts;
  publishTime: number;
  schedule: number[];
  /** with --sync: the ids of the items a full build prerenders */
  prerendered?: number[];
}

/**
 * Builds the site of the working tree into a new build folder. Throws BuildFailure (stage and reason;
 * for content, every problem with the file as the editor knows it) or BuildCancelled; either way the
 * staging folder is left for the next build to clear, and the live build is untouched.
 */
export async function buildSite(options: BuildOptions): Promise<BuiltSite> {
  const { root, dir, publishTime, signal } = options;
  const log = options.log ?? (() => {});
  const started = Date.now();
  const settings = readSettings(options.env, root);
  const { staging, input } = freshStaging(dir);
  const logFile = join(input, 'build.log');
  const news = join(input, 'news');
  const data = join(input, 'data');

  // the news files as they are now: the build, its database and its server read this copy
  if (existsSync(settings.newsDir)) cpSync(settings.newsDir, news, { recursive: true });
  else mkdirSync(news, { recursive: true });
  const diff = options.live
    ? diffNews(join(options.live.folder, 'news'), news)
    : { added: [], changed: [], removed: [] };
  const env: Env = {
    ...options.env,
    NEXT_DIST_DIR: relative(root, staging),
    NEWS_DIR: news,
    DATA_DIR: data,
    SCUID_PUBLISH_TIME: new Date(publishTime).toISOString(),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const inputs = currentInputs(root, env);

  // the database of this build, seeded with the live one's (the sync then parses only what changed)
  mkdirSync(data, { recursive: true });
  const live = options.live;
  const seed = live && join(live.folder, 'data', 'scuid.sqlite');
  if (seed && existsSync(seed) && inputs.runtime === live.record.runtime) {
    copyFileSync(seed, join(data, 'scuid.sqlite'));
    if (existsSync(`${seed}-wal`)) copyFileSync(`${seed}-wal`, join(data, 'scuid.sqlite-wal'));
  }
  // the code and the department's content as the live build's: only what shows the news is rendered again
  const newsOnly =
    live !== undefined &&
    live.record.code === inputs.code &&
    live.record.content === inputs.content &&
    live.record.runtime === inputs.runtime;

  // 1. the content, as content:check sees it; problems name the files where the editor wrote them (a release
  // of the news alone has the check sync the database too)
  log('checking the content');
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const check = await runStep([tsx, 'scripts/content-check.ts', '--json', ...(newsOnly ? ['--sync'] : [])], {
    cwd: root,
    env: { ...env, NODE_OPTIONS: `${options.env.NODE_OPTIONS ?? ''} --conditions=react-server`.trim() },
    logFile,
    signal,
  });
  const report = parseReport(check.stdout);
  if (!report) {
    throw new BuildFailure('content', `the content check did not finish:\n${lastLines(check.output)}`);
  }
  if (!report.ok || check.code !== 0) {
    const shown = relative(root, news);
    // as content:check shows a folder: from the project, or absolute when it lies outside
    const fromRoot = relative(root, settings.newsDir) || '.';
    const original = fromRoot.startsWith('..') ? settings.newsDir : fromRoot;
    const problems = report.problems.map((p) => ({
      ...p,
      file: p.file?.startsWith(shown + sep) || p.file === shown ? original + p.file.slice(shown.length) : p.file,
    }));
    throw new BuildFailure('content', `${problems.length} problem(s) in the content`, problems);
  }

  const changed = newsOnly ? releaseNews(live.folder, staging, input, report.prerendered ?? []) : undefined;
  if (changed) {
    log(
      `news alone: ${changed.addresses.length} address(es) changed, ${changed.warm.length} rendered before the switch`,
    );
  } else {
    await buildNext();
  }

  // the code and content files are read where they are: if one changed during the build, build again
  const after = currentInputs(root, env);
  if (after.code !== inputs.code || after.content !== inputs.content) {
    throw new BuildFailure('build', 'a source or content file changed during the build; building again');
  }

  const name = buildName(inputs.stamp, new Date(started));
  const record: BuildRecord = {
    name,
    stamp: inputs.stamp,
    code: inputs.code,
    content: inputs.content,
    runtime: inputs.runtime,
    publishTime,
    schedule: report.schedule,
    news: report.news,
    builtAt: new Date().toISOString(),
    durationMs: Date.now() - started,
    // a release of the news alone has the live build's compiler cache (linked), made where it was made
    stagedIn: changed ? live!.record.stagedIn : resolve(staging),
    ...(changed ? { newsOnly: true } : {}),
  };
  writeRecord(staging, record);
  const folder = commitStaging(dir, name);
  log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { name, folder, record, diff, ...(changed ? { changed: changed.addresses, warm: changed.warm } : {}) };

  async function buildNext() {
    // 3. next build, from the live build's compiler cache; the type check only when the code changed since the
    // live build (npm test runs it too)
    seedCompilerCache(options.live, staging);
    const typecheck = !options.live || options.live.record.code !== inputs.code;
    log(`building (next build${typecheck ? '' : ', code unchanged: no type check'})`);
    const next = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
    const build = await runStep([next, 'build'], {
      cwd: root,
      env: { ...env, SCUID_SKIP_BUILD_TYPECHECK: typecheck ? (env.SCUID_SKIP_BUILD_TYPECHECK ?? '0') : '1' },
      logFile,
      signal,
    });
    if (build.code !== 0) throw new BuildFailure('build', `next build failed:\n${lastLines(build.output)}`);

    // 4. deferred hydration, CSP hashes and precompressed assets
    const post = await runStep([join(root, 'serve', 'postbuild.mjs')], { cwd: root, env, logFile, signal });
    if (post.code !== 0) throw new BuildFailure('build', `the post-build step failed:\n${lastLines(post.output)}`);
  }
}

/**
 * A release of the news alone: the live build's files, linked, but for the answers that show the news and
 * changed (the items, the pages of their lists, feeds, calendars, home, the sitemap: compared in the two
 * databases, synced by the content check), which its server renders when first asked for (and the
 * supervisor asks before it goes live). `input` holds the new news and database; the images' manifest goes
 * with the build as postbuild's copy does.
 */
function releaseNews(
  live: string,
  staging: string,
  input: string,
  prerendered: readonly number[],
): { addresses: string[]; warm: string[] } | undefined {
  const [was, is] = [newsRows(live), newsRows(input)];
  if (!was || !is) return undefined;
  linkTree(live, staging, ['news', 'data', 'build.log', RECORD_FILE, MANIFEST_FILE]);
  const manifest = join(input, 'data', MANIFEST_FILE);
  if (existsSync(manifest)) copyFileSync(manifest, join(staging, MANIFEST_FILE));
  const addresses = changedNewsAddresses(was, is, { firstPage: 1, everything: true }).sort();
  dropAnswers(staging, addresses.map(answerStem));
  dropTwins(staging, addresses);
  // rendered before the switch: what a full build prerenders (the live one's pages, and the items with their
  // share cards and calendars)
  const routes = new Set(Object.keys(readJson(join(live, 'prerender-manifest.json'))?.routes ?? {}));
  const items = new Set(
    prerendered.flatMap((id) => [paths.newsItem(id), paths.share.news(id), paths.newsCalendar(id)]),
  );
  const warm = addresses.filter((a) => items.has(a) || routes.has(a === '/' ? '/' : `/${answerStem(a)}`));
  return { addresses, warm };
}

function readJson(file: string): { routes?: Record<string, unknown> } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { routes?: Record<string, unknown> };
  } catch {
    return undefined;
  }
}

/** The JSON object content-check prints on standard output with --json. */
function parseReport(stdout: string): CheckReport | undefined {
  const start = stdout.indexOf('{');
  if (start < 0) return undefined;
  try {
    const report = JSON.parse(stdout.slice(start)) as CheckReport;
    return Array.isArray(report.problems) ? report : undefined;
  } catch {
    return undefined;
  }
}
