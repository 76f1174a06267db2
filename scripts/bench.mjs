#!/usr/bin/env node
/**
 * `npm run bench`: measures the production build (it never gates a test run).
 *   - API: requests/s and latency of the REST list and detail and of a GraphQL query (autocannon,
 *     loopback, 10 connections, 8 s each)
 *   - pages: the same for a static page (/) and a server-rendered list (/news)
 *   - size: JavaScript a first visit to / and to /news downloads (gzip), and the HTML
 * Budgets are printed beside each number; a miss is reported, not failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT || 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS || 8);

const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'scuid-bench-'));
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/scuid-fe-api/news?pageSize=1`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const run = (opts) => new Promise((resolve, reject) => autocannon({ connections: 10, duration: DURATION, ...opts }, (e, r) => (e ? reject(e) : resolve(r))));

const rows = [];
function report(name, r, budgetP99) {
  const ok = r.non2xx === 0 && r.errors === 0;
  rows.push({
    scenario: name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    errors: r.errors + r.non2xx,
    budget: `p99 ≤ ${budgetP99} ms`,
    result: ok && r.latency.p99 <= budgetP99 ? 'ok' : 'MISS',
  });
}

async function firstLoadJs(path) {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gz = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body).length;
  }
  return { path, scripts: new Set(scripts).size, kbRaw: +(raw / 1024).toFixed(1), kbGzip: +(gz / 1024).toFixed(1), htmlKbGzip: +(gzipSync(html).length / 1024).toFixed(1) };
}

await waitForServer();
const ids = (await (await fetch(`${BASE}/scuid-fe-api/news?pageSize=50`)).json()).datas.map((d) => d.newsId);
report('REST GET /news?categoryId=1&page=2', await run({ url: `${BASE}/scuid-fe-api/news?categoryId=1&page=2` }), 50);
report('REST GET /news/{id}', await run({ url: `${BASE}/scuid-fe-api/news/${ids[7]}` }), 50);
report(
  'GraphQL newsList',
  await run({
    url: `${BASE}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ newsList(categoryId: 3, page: 1) { page { total_rec } datas { newsId title displayDate } } }' }),
  }),
  80,
);
report('page / (static)', await run({ url: `${BASE}/` }), 50);
report('page /news (server-rendered)', await run({ url: `${BASE}/news?page=2` }), 150);

console.log('\nThroughput and latency (loopback, 10 connections, 2 cores shared with the server):');
console.table(rows);

const sizes = [await firstLoadJs('/'), await firstLoadJs('/news'), await firstLoadJs('/industrial/professors/introduce')];
console.log('First-load JavaScript (budget: ≤ 250 KB gzip):');
console.table(sizes.map((s) => ({ ...s, result: s.kbGzip <= 250 ? 'ok' : 'MISS' })));

const fileKb = (name) => {
  try {
    return readFileSync(join(dataDir, name)).length / 1024;
  } catch {
    return 0;
  }
};
console.log(`Database after seeding: ${(fileKb('scuid.sqlite') + fileKb('scuid.sqlite-wal')).toFixed(0)} KB (file and WAL)`);
stop();
process.exit(0);
