/**
 * Whole answers kept in memory and sent again without asking Next. A worker serves one build for its
 * whole life, and nothing in a build changes while it runs (a publication is a new worker), so an
 * answer a shared cache may keep is kept here too: as it went out (headers and compressed bytes), per
 * address, encoding and the request headers its `Vary` names. Next's handler costs about a millisecond
 * a request; an answer from here, a tenth of that.
 *
 * Kept: a 200 answer to a plain GET (no router headers, cookie, range or condition) whose
 * Cache-Control lets a shared cache store it, without Set-Cookie or `Vary: *`. A provisional answer (the
 * quick copy serve/compress.mjs sends while it makes a page's best copy in the background) is kept until
 * that copy is ready (`forget`): the next request then fetches the best one, and it is kept. A matching
 * If-None-Match gets 304. Least recently used answers go first past `maxBytes`.
 *
 * Requests for an address whose answer is on its way wait for it (`whenRecorded`) instead of each asking
 * Next: a crowd arriving at a page nobody has asked for yet costs one render, not a hundred.
 */
import { chosenEncoding } from './compress.mjs';

/** A request with one of these is not a plain GET of the address: Next answers it. */
const UNCACHED_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'range',
  'cookie',
  'authorization',
];
/** Headers of one connection or one send, never replayed. */
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
/** What a 304 leaves out (RFC 9110: it describes the stored answer without its body). */
const NOT_IN_304 = new Set(['content-type', 'content-encoding', 'content-length']);

const plainGet = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  UNCACHED_REQUEST_HEADERS.every((h) => req.headers[h] === undefined);

/** Whether a Cache-Control value lets a shared cache store the answer. */
export function sharedStorable(cacheControl) {
  if (typeof cacheControl !== 'string') return false;
  if (/(^|,)\s*(no-store|private|no-cache)\b/i.test(cacheControl)) return false;
  return /(^|,)\s*(public|s-maxage=\d+|max-age=\d+)\b/i.test(cacheControl);
}

const headerList = (value) =>
  String(value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

/**
 * @param {{ maxBytes?: number, maxEntryBytes?: number, storable?: (req: import('node:http').IncomingMessage) => boolean,
 *   provisional?: (res: import('node:http').ServerResponse) => string | undefined,
 *   onProvisionalHit?: (key: string) => void }} [options]
 *   storable: addresses to keep (default all);
 *   provisional: the key of an answer a later one of the same address will better, once `forget(key)` is called;
 *   onProvisionalHit: called with that key each time such an answer is sent again
 */
export function createResponseCache({
  maxBytes = 64 * 1024 * 1024,
  maxEntryBytes = 2 * 1024 * 1024,
  storable = () => true,
  provisional = () => undefined,
  onProvisionalHit,
} = {}) {
  /** key -> { headers, body, etag, provisional }; Map order is the LRU order */
  const entries = new Map();
  /** a provisional answer's key -> the entries kept until it is bettered */
  const byProvisional = new Map();
  /** address and encoding -> the answer on its way (resolved when it has gone out) */
  const recording = new Map();
  /** address -> the request headers its answers vary on (besides Accept-Encoding) */
  const varies = new Map();
  let storedBytes = 0;

  const keyOf = (req, vary, url = req.url) =>
    [url, chosenEncoding(req) ?? 'identity', ...vary.map((h) => `${h}=${req.headers[h] ?? ''}`)].join('\n');

  function drop(key) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    storedBytes -= old.body.length;
  }

  function store(key, entry) {
    drop(key);
    if (entry.provisional)
      byProvisional.set(entry.provisional, (byProvisional.get(entry.provisional) ?? new Set()).add(key));
    entries.set(key, entry);
    storedBytes += entry.body.length;
    for (const [oldKey] of entries) {
      if (storedBytes <= maxBytes) break;
      drop(oldKey);
    }
  }

  /** The answers kept as provisional under `provisionalKey` go: the next request fetches the better one. */
  function forget(provisionalKey) {
    for (const key of byProvisional.get(provisionalKey) ?? [])
      if (entries.get(key)?.provisional === provisionalKey) drop(key);
    byProvisional.delete(provisionalKey);
  }

  const recordingKey = (req) => `${req.url}\n${chosenEncoding(req) ?? 'identity'}`;

  /** When an answer for the same address is on its way: a promise of its end; else null. */
  function whenRecorded(req) {
    return plainGet(req) ? (recording.get(recordingKey(req)) ?? null) : null;
  }

  /** Answers from memory; false when the answer is not kept (the caller then asks Next). */
  function serve(req, res) {
    if (!plainGet(req)) return false;
    const vary = varies.get(req.url);
    if (!vary) return false;
    const key = keyOf(req, vary);
    const entry = entries.get(key);
    if (!entry) return false;
    entries.delete(key);
    entries.set(key, entry);
    if (entry.provisional) onProvisionalHit?.(entry.provisional);
    const match = entry.etag && headerList(req.headers['if-none-match']).includes(entry.etag.toLowerCase());
    if (match) {
      for (const [name, value] of entry.headers) if (!NOT_IN_304.has(name)) res.setHeader(name, value);
      res.statusCode = 304;
      res.end();
      return true;
    }
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('Content-Length', entry.body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  }

  /**
   * Watches what goes out on `res` and keeps it when it may be kept. Call it first, before anything
   * else wraps `res`: it must see the final headers and the bytes as sent (compressed).
   */
  function record(req, res) {
    if (req.method !== 'GET' || !plainGet(req) || req.headers['if-none-match'] !== undefined || !storable(req)) return;
    // the address as asked: Next rewrites req.url as it routes (a base path taken off, a rewrite applied)
    const url = req.url;
    const waitKey = recordingKey(req);
    if (!recording.has(waitKey)) {
      let settle;
      recording.set(waitKey, new Promise((resolve) => (settle = resolve)));
      res.on('close', () => {
        recording.delete(waitKey);
        settle();
      });
    }
    const { writeHead, write, end } = res;
    const chunks = [];
    let size = 0;
    let headers = null;
    const take = (chunk, encoding) => {
      if (chunk == null || typeof chunk === 'function' || size > maxEntryBytes) return;
      const buf =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
          : Buffer.from(chunk);
      size += buf.length;
      chunks.push(buf);
    };
    res.writeHead = function (...args) {
      const r = writeHead.apply(this, args);
      headers = this.getHeaders();
      return r;
    };
    res.write = function (chunk, encoding, callback) {
      take(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      take(chunk, encoding);
      const r = end.call(this, chunk, encoding, callback);
      keep();
      return r;
    };
    const keep = () => {
      if (res.statusCode !== 200 || !headers || size > maxEntryBytes) return;
      if (!sharedStorable(headers['cache-control']) || headers['set-cookie'] !== undefined) return;
      const vary = headerList(headers.vary);
      if (vary.includes('*')) return;
      const pending = provisional(res);
      const kept = vary.filter((h) => h !== 'accept-encoding' && !UNCACHED_REQUEST_HEADERS.includes(h));
      const known = varies.get(url);
      if (known && known.join() !== kept.join()) return; // answers of one address vary alike; keep the first rule
      varies.set(url, kept);
      const replayed = Object.entries(headers).filter(([name]) => !NOT_REPLAYED.has(name));
      const etag = typeof headers.etag === 'string' ? headers.etag : null;
      store(keyOf(req, kept, url), { headers: replayed, body: Buffer.concat(chunks), etag, provisional: pending });
    };
  }

  return { serve, record, forget, whenRecorded, stats: () => ({ entries: entries.size, bytes: storedBytes }) };
}
