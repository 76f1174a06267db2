#!/usr/bin/env node
/**
 * `npm run soak`: load and faults on loopback, bounded (about 2 minutes; never part of `npm test`).
 *   1. 60 s at 100 connections over a mix of pages and API calls: errors, timeouts, 5xx, p50/p99.
 *   2. SIGTERM under load: requests in flight finish, the process exits 0 within 10 s.
 *   3. The database becomes unreadable while the server runs: the API answers 503 JSON with a code,
 *      prerendered pages keep being served, and it recovers when the file is back.
 *   4. Start-up on a read-only data folder and on a full disk (small tmpfs mounts; needs root, else
 *      reported as not run): a clear message, exit 1, the database byte-for-byte as it was.
 * SOAK_SECONDS (60), SOAK_CONNECTIONS (100), SOAK_PORT (3350). Exit 1 when a check fails.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { api, API_ROOTS, paths, SCREENS } from '../src/domain/paths.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.SOAK_SECONDS || 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS || 100);
const PORT = Number(process.env.SOAK_PORT || 3350);
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

function startServer(dataDir, port = PORT) {
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.NEXT_DIST_DIR;
  const child = spawn(process.execPath, ['serve/server.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  const ready = new Promise((resolve) => {
    const timer = setInterval(() => {
      if (output.includes('[server] ready')) {
        clearInterval(timer);
        resolve(true);
      }
    }, 100);
    exit.then(() => {
      clearInterval(timer);
      resolve(false);
    });
  });
  return { child, exit, ready, output: () => output, base: `http://127.0.0.1:${port}` };
}

const gql = (query) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});
const MIX = [
  { path: SCREENS.home },
  { path: SCREENS.news },
  { path: paths.newsList('news', 2) },
  { path: paths.newsItem(101) },
  { path: SCREENS.aboutUs },
  { path: SCREENS.fullTimeProfessors },
  { path: paths.newsList('exhibitions', 2) },
  { path: `${API_ROOTS.rest}${api.newsList}?categoryId=1&page=2` },
  { path: `${API_ROOTS.rest}${api.newsItem(214)}` },
  {
    path: API_ROOTS.graphql,
    ...gql('{ newsList(categoryId: 8, page: 1) { page { total_rec } datas { newsId title } } }'),
  },
  { path: paths.sitemap },
  { path: paths.feed('news', 'rss') },
];
const load = (base, opts) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url: base, connections: CONNECTIONS, duration: SECONDS, timeout: 10, requests: MIX, ...opts },
      (e, r) => (e ? reject(e) : resolve(r)),
    ),
  );
const fivexx = (r) => r['5xx'] ?? 0;

// 1 and 2: load, then SIGTERM under load
{
  const dataDir = mkdtempSync(join(tmpdir(), 'scuid-soak-'));
  const server = startServer(dataDir);
  if (!(await server.ready)) throw new Error(`the server did not start:\n${server.output()}`);
  const r = await load(server.base, {});
  console.log(
    `\nLoad: ${SECONDS} s, ${CONNECTIONS} connections, ${MIX.length} kinds of request: ${r.requests.total} requests, ` +
      `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
      `errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}, 5xx ${fivexx(r)}`,
  );
  check(
    r.errors === 0 && r.timeouts === 0 && r.non2xx === 0,
    `no errors, timeouts or non-2xx answers under load (p99 ${r.latency.p99} ms)`,
  );

  const during = load(server.base, { duration: 8 });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const sent = Date.now();
  server.child.kill('SIGTERM');
  const { code, at } = await server.exit;
  const after = await during;
  console.log(
    `SIGTERM under load: exit code ${code} after ${at - sent} ms; the load saw ${after.requests.total} requests, ${after['5xx'] ?? 0} 5xx, ${after.timeouts} timeouts (refused connections after the stop: ${after.errors})`,
  );
  check(code === 0 && at - sent < 10_000, 'SIGTERM: exit 0 within 10 s');
  check(fivexx(after) === 0 && after.timeouts === 0, 'SIGTERM: no request in flight failed (no 5xx, no timeout)');
  rmSync(dataDir, { recursive: true, force: true });
}

// 3: the database becomes unreadable at run time
{
  const dataDir = mkdtempSync(join(tmpdir(), 'scuid-soak-db-'));
  const server = startServer(dataDir);
  if (!(await server.ready)) throw new Error('the server did not start');
  const file = join(dataDir, 'scuid.sqlite');
  const good = readFileSync(file);
  writeFileSync(file, Buffer.from('not a database any more\n'.repeat(100)));
  const restList = `${server.base}${API_ROOTS.rest}${api.newsList}`;
  const answer = await fetch(restList);
  const body = await answer.json().catch(() => ({}));
  const page = await fetch(`${server.base}${SCREENS.news}`);
  check(
    answer.status === 503 && body.code === 'UNAVAILABLE',
    `unreadable database: the API answers 503 JSON with code ${body.code}`,
  );
  check(page.status === 200, 'unreadable database: prerendered pages are still served');
  writeFileSync(file, good);
  check((await fetch(restList)).status === 200, 'the database back: the API answers again');
  server.child.kill('SIGTERM');
  await server.exit;
  rmSync(dataDir, { recursive: true, force: true });
}

// 4: start-up on a read-only data folder and on a full disk
const isRoot = process.getuid?.() === 0;
const sha = (f) => createHash('sha256').update(readFileSync(f)).digest('hex');
async function startupFault(name, prepare) {
  const mount = mkdtempSync(join(tmpdir(), `scuid-soak-${name}-`));
  // a database of the current content, made first in an ordinary folder
  const seed = mkdtempSync(join(tmpdir(), 'scuid-soak-seed-'));
  const s = startServer(seed, PORT + 1);
  await s.ready;
  s.child.kill('SIGTERM');
  await s.exit;
  try {
    prepare(mount, join(seed, 'scuid.sqlite'));
    const file = join(mount, 'scuid.sqlite');
    const before = existsSync(file) ? sha(file) : null;
    const server = startServer(mount, PORT + 2);
    const started = await server.ready;
    if (started) server.child.kill('SIGKILL');
    const { code } = await server.exit;
    const message =
      /\[db\] start-up stopped: (.*)/.exec(server.output())?.[1] ?? server.output().trim().split('\n').pop();
    console.log(`${name}: exit ${code}: ${message}`);
    check(!started && code === 1, `${name}: start-up stops with exit code 1`);
    check(/read-only|full|cannot/i.test(message ?? ''), `${name}: the message says why`);
    check(before === null || sha(file) === before, `${name}: the database is byte-for-byte as it was`);
  } finally {
    spawnSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
    rmSync(seed, { recursive: true, force: true });
  }
}
if (isRoot && spawnSync('mount', ['--version']).status === 0) {
  await startupFault('read-only data folder', (dir, db) => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir]);
    cpSync(db, join(dir, 'scuid.sqlite'));
    // content changed since: the start-up sync has something to write
    const copy = new Database(join(dir, 'scuid.sqlite'));
    copy.prepare("UPDATE news SET content_hash = 'stale' WHERE news_id = 101").run();
    copy.close();
    execFileSync('mount', ['-o', 'remount,ro', dir]);
  }).catch((e) => check(false, `read-only data folder: ${e.message}`));
  await startupFault('full disk', (dir) => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir]);
    mkdirSync(join(dir, 'fill'));
    // no room for a new database: it is created, then the migrations or the sync hit the limit
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${join(dir, 'fill', 'zeros')}`, 'bs=1k', 'count=1900'], {
        stdio: 'ignore',
      });
    } catch {
      /* full: that is the point */
    }
  }).catch((e) => check(false, `full disk: ${e.message}`));
} else {
  console.log('read-only data folder and full disk: not run (they mount small tmpfs folders, which needs root)');
}

console.log(failures.length ? `\nsoak: ${failures.length} check(s) failed` : '\nsoak: every check passed');
process.exit(failures.length ? 1 : 0);
