/**
 * What serve/postbuild.mjs does to each prerendered page after the build, done to a page Next renders per
 * request (the search page, a page the build did not prerender) as it is sent: its flight data leaves the
 * HTML (kept in memory, served as `/_next/static/flight/{hash}.json`), its largest photograph is preloaded,
 * its hydration waits for the boot script, and its CSP lists the hashes of its inline scripts instead of a
 * nonce. The page is then a function of its address, like a prerendered
 * one: it may be kept and sent again (serve/responseCache.mjs).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes, PAGE_CACHE_CONTROL } from '../src/config/headers.ts';
import { deferHydration } from './deferHydration.mjs';
import { preloadPriorityImage } from './preloadImage.mjs';
import {
  extractFlight,
  FLIGHT_FOLDER,
  flightFileName,
  lazyChunks,
  nextScripts,
  STATIC_URL_PATH,
  staticFolder,
} from './nextOutput.ts';

/** A flight chunk without the nonce prop React was given (`{"nonce":"…"}` in a stylesheet's props). */
function withoutNonce(chunk, nonce) {
  return chunk.map((part) =>
    typeof part === 'string'
      ? part
          .replaceAll(`{"nonce":"${nonce}"}`, '{}')
          .replaceAll(`,"nonce":"${nonce}"`, '')
          .replaceAll(`"nonce":"${nonce}",`, '')
      : part,
  );
}

/** Headers of the page as Next sent it that no longer hold once it is finished here. */
const REPLACED = ['content-length', 'transfer-encoding', 'content-security-policy', 'cache-control', 'etag'];

/**
 * @param {{ dist: string, basePath: string, settings: Parameters<typeof contentSecurityPolicy>[0],
 *   isPage: (req: import('node:http').IncomingMessage) => boolean,
 *   persist?: (req: import('node:http').IncomingMessage) => boolean | 'bounded', maxFlightBytes?: number,
 *   maxDiskFlights?: number }} options
 *   isPage: the requests whose HTML answers are finished here; persist: those whose flight file is also written
 *   to disk ('bounded': at most maxDiskFlights such files, the oldest removed)
 */
export function createPageFinisher({
  dist,
  basePath,
  settings,
  isPage,
  persist = () => false,
  maxFlightBytes = 32 * 1024 * 1024,
  maxDiskFlights = 2000,
}) {
  /** flight file name -> its body; Map order is the LRU order */
  const flights = new Map();
  let flightBytes = 0;
  /** the page's script sources -> the chunks it loads later */
  const lazy = new Map();
  const flightPrefix = `${basePath}${STATIC_URL_PATH}${FLIGHT_FOLDER}/`;

  /** the flight files written to disk for pages of any text, oldest first */
  const written = [];

  /**
   * Keeps a flight file in memory; with `persist` also on disk, in the build's static folder: a page sent just
   * before a switch hydrates after it, and the next build's server finds the file among the retired builds'
   * assets. Returns its path under `/_next/static/`.
   */
  function keepFlight(body, persist) {
    const path = flightFileName(body);
    const name = path.slice(FLIGHT_FOLDER.length + 1);
    if (persist) {
      const file = join(staticFolder(dist), path);
      try {
        if (!existsSync(file)) {
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, body);
          // a page of any text (search): the files this server wrote for them are bounded, oldest out
          if (persist === 'bounded') {
            written.push(file);
            if (written.length > maxDiskFlights) rmSync(written.shift(), { force: true });
          }
        }
      } catch {
        /* a read-only build folder: memory alone */
      }
    }
    if (!flights.has(name)) {
      flights.set(name, body);
      flightBytes += body.length;
      for (const [old, b] of flights) {
        if (flightBytes <= maxFlightBytes) break;
        flights.delete(old);
        flightBytes -= b.length;
      }
    }
    return path;
  }

  /** The finished page, or null when it is not one this knows how to finish (it then goes as Next made it). */
  function finishHtml(html, persist = false) {
    // the nonce goes with the nonce-based CSP: out of the markup (the scripts are then in the forms the page
    // rewrite knows) and out of the flight data (React's props of the stylesheets), so that the page is the
    // same for every request of its address
    const nonce = / nonce="([^"]+)"/.exec(html)?.[1];
    const plain = nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html;
    const { html: lean, chunks: raw } = extractFlight(plain);
    if (raw.length === 0) return null;
    const chunks = nonce ? raw.map((chunk) => withoutNonce(chunk, nonce)) : raw;
    const sources = nextScripts(lean).flatMap((s) => (s.kind === 'async' ? [s.src] : []));
    const key = sources.join(' ');
    if (!lazy.has(key)) lazy.set(key, lazyChunks(dist, sources));
    const flight = keepFlight(Buffer.from(JSON.stringify(chunks)), persist);
    return deferHydration(preloadPriorityImage(lean), { flight, lazy: lazy.get(key) });
  }

  /** Answers a flight file kept here; false for any other request. */
  function serveFlight(req, res, pathname) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !pathname.startsWith(flightPrefix)) return false;
    const body = flights.get(pathname.slice(flightPrefix.length));
    if (!body) return false;
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * Holds back what Next writes for a page request until it ends, then sends the page finished. Call it
   * last before Next's handler: it must see the HTML before anything compresses it.
   */
  function finish(req, res) {
    if (req.method !== 'GET' || req.headers.rsc !== undefined || !isPage(req)) return;
    const { writeHead, write, end, flushHeaders } = res;
    const chunks = [];
    let head = null;
    // the status and headers are kept on the response, and sent with the finished body
    res.writeHead = function (statusCode, ...rest) {
      head = [statusCode];
      const headers = rest.find((x) => x !== null && typeof x === 'object');
      if (Array.isArray(headers))
        for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1]);
      else if (headers) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
      return this;
    };
    res.flushHeaders = () => {};
    res.write = function (chunk, encoding, callback) {
      if (chunk != null) chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
      if (typeof encoding === 'function') encoding();
      else if (typeof callback === 'function') callback();
      return true;
    };
    res.end = function (chunk, encoding, callback) {
      if (chunk != null && typeof chunk !== 'function')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
      const done = [chunk, encoding, callback].find((x) => typeof x === 'function');
      let body = Buffer.concat(chunks);
      const status = head?.[0] ?? res.statusCode;
      const html = /text\/html/.test(String(res.getHeader('content-type') ?? ''));
      // a 404 rendered for an address (a list page that cannot be) is finished like a page
      const finished =
        (status === 200 || status === 404) && html
          ? finishHtml(body.toString('utf8'), status === 200 ? persist(req) : false)
          : null;
      if (finished !== null) {
        body = Buffer.from(finished);
        for (const name of REPLACED) res.removeHeader(name);
        res.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy({ ...settings, scriptHashes: inlineScriptHashes(finished) }),
        );
        res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
        res.setHeader('ETag', `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`);
      }
      // a 304 or 204 has no body, and a length of none would say the page is empty
      if (status !== 304 && status !== 204) res.setHeader('Content-Length', body.length);
      res.statusCode = status;
      // sending now: Node's own end writes the head through writeHead
      Object.assign(res, { writeHead, write, end, flushHeaders });
      return end.call(res, body, done);
    };
  }

  return { finish, serveFlight, stats: () => ({ flights: flights.size, flightBytes }) };
}
