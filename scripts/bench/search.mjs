#!/usr/bin/env node
/**
 * Search benchmark (issue 10): GET /scuid-fe-api/search under load, with a mix of queries — one
 * Chinese character, two characters, an English prefix, a typo and a mixed query — at 10 connections.
 *
 *   import { benchSearch } from './bench/search.mjs';  const { p50, p99, rps } = await benchSearch(base);
 *   node scripts/bench/search.mjs http://127.0.0.1:3000      (a running server; BENCH_SECONDS, default 8)
 *
 * Budgets (issue 10): p99 under 50 ms on the demo content, under 100 ms with 10,000 news items.
 */
import autocannon from 'autocannon';
import { pathToFileURL } from 'node:url';

/** The queries of the mix, each once per round (URL-encoded by the caller). */
export const SEARCH_QUERIES = [
  { name: 'one character', q: '設' },
  { name: 'two characters', q: '設計' },
  { name: 'English prefix', q: 'desig' },
  { name: 'typo', q: 'workshap' },
  { name: 'mixed', q: '設計 workshop' },
];

/**
 * Runs the mix against `baseUrl` (the site's root, with its base path: http://host:port or
 * http://host:port/dept) and returns latency percentiles (ms) and requests per second.
 */
export async function benchSearch(baseUrl, { connections = 10, duration = Number(process.env.BENCH_SECONDS || 8) } = {}) {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const requests = SEARCH_QUERIES.map(({ q }) => ({ method: 'GET', path: `${prefix}/scuid-fe-api/search?q=${encodeURIComponent(q)}` }));
  for (const r of requests) {
    const res = await fetch(new URL(r.path, base.origin));
    if (!res.ok) throw new Error(`${r.path} answered ${res.status}`);
  }
  const result = await new Promise((resolve, reject) =>
    autocannon({ url: base.origin, connections, duration, requests }, (error, r) => (error ? reject(error) : resolve(r))),
  );
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error('usage: node scripts/bench/search.mjs <base URL of a running server>');
    process.exit(1);
  }
  const r = await benchSearch(baseUrl);
  console.log(`search mix (${SEARCH_QUERIES.map((s) => s.q).join(' | ')}), 10 connections:`);
  console.table([{ 'p50 ms': r.p50, 'p99 ms': r.p99, 'req/s': r.rps, requests: r.requests, errors: r.errors }]);
}
