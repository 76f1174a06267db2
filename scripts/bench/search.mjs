#!/usr/bin/env node
/**
 * Search benchmark: GET /scuid-fe-api/search under load at 10 connections, with a mix of
 * queries of five kinds — one Chinese character, two characters, an English prefix, a typo and a
 * mixed query (two characters and an English word).
 *
 *   - the mix: 300 distinct queries (60 of each kind) taken from the site's own news titles, more than
 *     the search's answer cache holds, so every request is searched afresh (the cold case);
 *   - repeated: five fixed queries (設, 設計, desig, workshap, 設計 workshop) asked again and again,
 *     as popular searches are (answered from the cache after their first time).
 *
 *   import { benchSearch } from './bench/search.mjs';  const { p50, p99, rps, repeated } = await benchSearch(base);
 *   node scripts/bench/search.mjs http://127.0.0.1:3000      (a running server; BENCH_SECONDS, default 8)
 *
 * Budgets: p99 under 50 ms on the demo content, under 100 ms with 10,000 news items.
 */
import autocannon from 'autocannon';
import { pathToFileURL } from 'node:url';
import { api, API_ROOTS } from '../../src/domain/paths.ts';

/** The five fixed queries, one of each kind. */
export const REPEATED_QUERIES = ['設', '設計', 'desig', 'workshap', '設計 workshop'];
const PER_KIND = 60;

/** A small deterministic generator, so every run asks the same queries. */
function generator(seed = 7) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** 60 queries of each kind from the news titles the API lists, interleaved kind by kind. */
export async function queryMix(origin, prefix) {
  const titles = [];
  for (let page = 1; page <= 3; page += 1) {
    const res = await fetch(`${origin}${prefix}${API_ROOTS.rest}${api.newsList}?pageSize=100&page=${page}`);
    const body = await res.json();
    titles.push(...body.datas.map((d) => ({ zh: d.title, en: d.subTitle })));
    if (page >= body.page.total_page) break;
  }
  const random = generator();
  const han = [...new Set(titles.flatMap((t) => t.zh.match(/\p{Script=Han}/gu) ?? []))];
  const pairs = [
    ...new Set(
      titles.flatMap((t) =>
        (t.zh.match(/\p{Script=Han}{2,}/gu) ?? []).flatMap((run) => [...run].slice(1).map((c, i) => run[i] + c)),
      ),
    ),
  ];
  const words = [...new Set(titles.flatMap((t) => t.en.toLowerCase().match(/[a-z]{6,}/g) ?? []))];
  const take = (list, n, map = (x) => x) => {
    const out = new Set();
    for (let i = 0; out.size < n && i < n * 20; i += 1) out.add(map(list[Math.floor(random() * list.length)]));
    return [...out];
  };
  const typo = (w) => {
    const i = 1 + Math.floor(random() * (w.length - 2));
    const letter = 'aeiourstnl'[Math.floor(random() * 10)];
    return w.slice(0, i) + (letter === w[i] ? 'x' : letter) + w.slice(i + 1);
  };
  const kinds = [
    take(han, PER_KIND),
    take(pairs, PER_KIND),
    take(words, PER_KIND, (w) => w.slice(0, 4 + Math.floor(random() * 2))),
    take(words, PER_KIND, typo),
    take(pairs, PER_KIND, (p) => `${p} ${words[Math.floor(random() * words.length)]}`),
  ];
  const mix = [];
  for (let i = 0; i < PER_KIND; i += 1) for (const kind of kinds) if (kind[i]) mix.push(kind[i]);
  return mix;
}

async function load(origin, prefix, queries, { connections, duration }) {
  const requests = queries.map((q) => ({
    method: 'GET',
    path: `${prefix}${API_ROOTS.rest}${api.search}?q=${encodeURIComponent(q)}`,
  }));
  const result = await new Promise((resolve, reject) =>
    autocannon({ url: origin, connections, duration, requests }, (error, r) => (error ? reject(error) : resolve(r))),
  );
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Runs the mix against `baseUrl` (the site's root with its base path: http://host:port or
 * http://host:port/dept); returns latency percentiles (ms) and requests per second of the mix, and
 * the same for the repeated queries under `repeated`.
 */
export async function benchSearch(
  baseUrl,
  { connections = 10, duration = Number(process.env.BENCH_SECONDS || 8) } = {},
) {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const mix = await queryMix(base.origin, prefix);
  for (const q of [...REPEATED_QUERIES, mix[0]]) {
    const res = await fetch(`${base.origin}${prefix}${API_ROOTS.rest}${api.search}?q=${encodeURIComponent(q)}`);
    if (!res.ok) throw new Error(`search for ${q} answered ${res.status}`);
  }
  const cold = await load(base.origin, prefix, mix, { connections, duration });
  const repeated = await load(base.origin, prefix, REPEATED_QUERIES, { connections, duration });
  return { ...cold, queries: mix.length, repeated };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error('usage: node scripts/bench/search.mjs <base URL of a running server>');
    process.exit(1);
  }
  const r = await benchSearch(baseUrl);
  console.log(
    `search at 10 connections: ${r.queries} distinct queries (one character, two characters, English prefix, typo, mixed), and ${REPEATED_QUERIES.length} repeated ones`,
  );
  console.table([
    {
      load: 'distinct queries',
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'req/s': r.rps,
      requests: r.requests,
      errors: r.errors,
    },
    {
      load: 'repeated queries',
      'p50 ms': r.repeated.p50,
      'p99 ms': r.repeated.p99,
      'req/s': r.repeated.rps,
      requests: r.repeated.requests,
      errors: r.repeated.errors,
    },
  ]);
}
