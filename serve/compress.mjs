/**
 * Compression of everything Next answers, in place of Next's per-request gzip (`compress: false`): Brotli
 * when the browser takes it, by the `compression` package; and an answer sent whole (a prerendered page
 * from Next's cache) is also compressed once at Brotli's best quality off the main thread and kept by
 * its bytes' hash, because a first response under ~14 KiB arrives one round trip sooner.
 */
import { createHash } from 'node:crypto';
import { brotliCompress, constants } from 'node:zlib';
import compressible from 'compressible';
import compression from 'compression';
import Negotiator from 'negotiator';

const QUICK_QUALITY = 5;
/** Answers sent as a quick copy of a body whose best copy is on its way, with that body's key. */
const quick = new WeakMap();
/**
 * The key of the body `res` went out as a quick Brotli copy of, which a later answer of the same body will
 * better (`onSettled` names the key when the best copy is ready, or given up); undefined for any other answer.
 */
export const quickCopyKey = (res) => quick.get(res);
const BEST_QUALITY = constants.BROTLI_MAX_QUALITY;
const MIN_BYTES = 1024;

/**
 * The encoding to answer a request in: 'br', 'gzip' or null (none accepted). The same negotiation as the
 * `compression` package's (q-values, `*`, Brotli preferred on a tie).
 */
export function chosenEncoding(req) {
  const chosen = new Negotiator(req).encoding(['br', 'gzip', 'identity'], ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Whether an answer's type is worth compressing. Next gives the headers of a route handler's Response
 * as arrays (`['application/json; charset=utf-8']`), which the `compression` package's own filter
 * does not read, so API answers, feeds and calendars went out uncompressed.
 */
function compressibleType(res) {
  const type = [res.getHeader('Content-Type')].flat()[0];
  return typeof type === 'string' && compressible(type) === true;
}

/**
 * @param {{ maxBytes?: number, maxPending?: number, maxQueued?: number, onSettled?: (key: string) => void }} [options]
 *   maxBytes: memory for the best copies (least recently used go first); maxPending: best-quality jobs at
 *   once; maxQueued: bodies waiting for a job (the most recently asked goes next; past this, the least recently
 *   asked is given up, and asked again it waits anew); onSettled: called with a body's key when its best copy is
 *   ready or given up, so that a quick copy kept meanwhile goes
 */
export function createCompressor({ maxBytes = 64 * 1024 * 1024, maxPending = 2, maxQueued = 256, onSettled } = {}) {
  const onTheFly = compression({
    filter: (_req, res) => compressibleType(res),
    threshold: MIN_BYTES,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: QUICK_QUALITY } },
  });
  /** sha-256 of the body -> its best Brotli copy; Map order is the LRU order */
  const best = new Map();
  const pending = new Set();
  /** key -> body, waiting for a job */
  const queued = new Map();
  let storedBytes = 0;

  function store(key, copy) {
    if (copy.length > maxBytes) return;
    best.set(key, copy);
    storedBytes += copy.length;
    for (const [oldKey, old] of best) {
      if (storedBytes <= maxBytes) break;
      best.delete(oldKey);
      storedBytes -= old.length;
    }
  }

  /**
   * Starts the best copy of `body`, or puts it on top of those waiting: under load, the pages asked for now
   * get theirs first, and one asked once long ago is given up.
   */
  function compressBest(key, body) {
    if (pending.has(key)) return;
    queued.delete(key);
    if (pending.size >= maxPending) {
      queued.set(key, body);
      if (queued.size > maxQueued) {
        const [oldest] = queued.keys();
        queued.delete(oldest);
        onSettled?.(oldest);
      }
      return;
    }
    pending.add(key);
    const params = { [constants.BROTLI_PARAM_QUALITY]: BEST_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    brotliCompress(body, { params }, (error, copy) => {
      pending.delete(key);
      if (!error) store(key, copy);
      onSettled?.(key);
      const newest = [...queued.keys()].at(-1);
      if (newest !== undefined) {
        const waiting = queued.get(newest);
        queued.delete(newest);
        compressBest(newest, waiting);
      }
    });
  }

  /** Whether a whole body may take the best copy: a complete 200 answer of a compressible type, nothing sent yet. */
  function wholeBodyCompressible(res, body) {
    if (res.statusCode !== 200 || res.headersSent || body.length < MIN_BYTES) return false;
    if (res.getHeader('Content-Encoding')) return false;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
    return compressibleType(res);
  }

  function compress(req, res, next) {
    onTheFly(req, res, () => {});
    if (req.method !== 'GET' || chosenEncoding(req) !== 'br') return next();
    const end = res.end;
    // a streamed answer has sent its headers with its first write: wholeBodyCompressible says no
    res.end = function (chunk, encoding, callback) {
      if (chunk == null || typeof chunk === 'function') return end.call(this, chunk, encoding, callback);
      const body =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
          : Buffer.from(chunk);
      if (!wholeBodyCompressible(res, body)) return end.call(this, chunk, encoding, callback);
      const key = createHash('sha256').update(body).digest('base64');
      const copy = best.get(key);
      if (!copy) {
        compressBest(key, body);
        quick.set(res, key);
        return end.call(this, chunk, encoding, callback);
      }
      best.delete(key);
      best.set(key, copy);
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Content-Length', copy.length);
      return end.call(this, copy, typeof encoding === 'function' ? encoding : callback);
    };
    return next();
  }

  /**
   * A quick copy of the body of `key` went out again (from a cache in front): its best copy goes next. A copy the
   * cache kept after the best one was made (or given up), which it was told of before it kept it, is settled
   * again, so the cache drops it and the next answer is the best copy (or asks for it anew).
   */
  compress.asked = (key) => {
    const body = queued.get(key);
    if (body !== undefined) {
      queued.delete(key);
      queued.set(key, body);
    } else if (!pending.has(key)) onSettled?.(key);
  };
  return compress;
}
