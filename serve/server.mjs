#!/usr/bin/env node
/**
 * The production server of one build: Next's request handler behind a Node HTTP server that answers the
 * static assets from their precompressed copies, compresses everything else (serve/compress.mjs), sets the
 * headers of src/config/headers.ts (Next's headers() rules set the same values again, so none is sent twice),
 * bounds slow clients and shuts down gracefully (requests in flight finish; forced after 10 s).
 *
 * Run by itself (`node serve/server.mjs`) it serves NEXT_DIST_DIR on PORT. Run by npm start's supervisor
 * (serve/supervisor.ts, as a cluster worker) it first answers on a loopback port of its own, where the
 * supervisor checks it, then takes its share of the public port when told, and on `drain` stops taking
 * connections, lets the open ones finish, and exits: the supervisor's switch between two builds.
 */
import cluster from 'node:cluster';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { Server as NetServer } from 'node:net';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { chosenEncoding, createCompressor, quickCopyKey } from './compress.mjs';
import { createPageFinisher } from './dynamicPages.mjs';
import { createResponseCache } from './responseCache.mjs';
import {
  contentSecurityPolicy,
  headerSettings,
  isApiPath,
  isAssetPath,
  isOpenEndedAddress,
  pageCacheControl,
  responseHeaders,
} from '../src/config/headers.ts';
import { bakedSettings, exitOnConfigError, readSettings } from '../src/config/settings.ts';
import { NextOutputError, readBasePath, readBuildEnv } from './nextOutput.ts';
import { retiredStaticFolders } from './builds.ts';
import { checkBuild } from './checkBuild.ts';
import { twinAnswer } from './markdownTwin.ts';
import { pageOfTwin } from '../src/domain/files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { distDir, port, hostname } = exitOnConfigError(() => readSettings(process.env));
const SHUTDOWN_LIMIT_MS = 10_000;
/** A drained build waits this long at most for its open connections (slow clients, long downloads). */
const DRAIN_LIMIT_MS = 30_000;
const supervised = cluster.isWorker;
/** The supervisor's builds folder and this build's name in it: retired builds' assets are looked up there. */
const buildsDir = process.env.SCUID_BUILDS_DIR;
const buildName = process.env.SCUID_BUILD_NAME;

/** What the build says of itself; a build this server cannot read stops it with the reason. */
function fromBuild(read) {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof NextOutputError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
const basePath = fromBuild(() => readBasePath(join(root, distDir)));
const precompressed = join(root, distDir, 'precompressed');
// the values the build baked in (its next.config.ts `env`)
const buildEnv = fromBuild(() => readBuildEnv(join(root, distDir)));
const settings = exitOnConfigError(() => headerSettings(buildEnv));
/** The site's public address: a twin names its page by it when the page has no canonical link. */
const siteUrl = exitOnConfigError(() => bakedSettings(buildEnv).app.siteUrl);
/** A page answered without a CSP of its own (none should be): scripts from here only, no inline ones. */
const fallbackCsp = contentSecurityPolicy({ ...settings, scriptHashes: [] });

const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.mjs': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=UTF-8',
  '.xml': 'application/xml',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The original file and its precompressed base for a request path, or null (Next answers it). */
function assetFor(pathname) {
  if (basePath && !pathname.startsWith(`${basePath}/`)) return null;
  const path = pathname.slice(basePath.length);
  let rel;
  let folder;
  if (path.startsWith('/_next/static/')) {
    rel = path.slice('/_next/static/'.length);
    folder = [join(root, distDir, 'static'), join(precompressed, '_next', 'static')];
  } else if (path.startsWith('/static/')) {
    rel = path.slice('/static/'.length);
    folder = [join(root, 'public', 'static'), join(precompressed, 'public', 'static')];
  } else {
    return null;
  }
  let decoded;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  const original = join(folder[0], decoded);
  // no way out of the two folders
  if (decoded.includes('\0') || !original.startsWith(folder[0] + sep)) return null;
  return {
    original,
    compressed: join(folder[1], decoded),
    type: TYPES[extname(decoded)],
    immutable: path.startsWith('/_next/static/'),
  };
}

/**
 * A build asset this build does not have, from the newest retired build that does: a page loaded before
 * the last switch loads its scripts on its visitor's first interaction, possibly much later.
 */
function retiredAssetFor(asset) {
  if (!buildsDir || !buildName || !asset?.immutable || existsSync(asset.original)) return null;
  const rel = asset.original.slice(join(root, distDir, 'static').length);
  for (const folder of retiredStaticFolders(buildsDir, buildName)) {
    const original = folder + rel;
    if (existsSync(original)) {
      return { ...asset, original, compressed: join(folder, '..', 'precompressed', '_next', 'static') + rel };
    }
  }
  return null;
}

/**
 * Answers a precompressed asset; false when Next answers. An asset this build lacks comes from a retired
 * build (only looked for then: the usual request costs no more file checks than before).
 */
function servePrecompressed(req, res, pathname) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const asset = assetFor(pathname);
  if (!asset || !asset.type) return false;
  const encoding = chosenEncoding(req);
  if (encoding && sendCompressed(req, res, asset, encoding)) return true;
  const retired = retiredAssetFor(asset);
  if (!retired) return false;
  return (encoding && sendCompressed(req, res, retired, encoding)) || serveFile(req, res, retired);
}

/** The compressed copy of an asset in `encoding`; false when the asset or its copy is missing. */
function sendCompressed(req, res, asset, encoding) {
  const file = asset.compressed + (encoding === 'br' ? '.br' : '.gz');
  let original;
  let stat;
  try {
    original = statSync(asset.original);
    stat = statSync(file);
  } catch {
    return false;
  }
  const etag = `W/"${original.size.toString(16)}-${Math.floor(original.mtimeMs).toString(16)}-${encoding}"`;
  res.setHeader('Content-Type', asset.type);
  res.setHeader('Cache-Control', asset.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', stat.size);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(file).pipe(res);
  return true;
}

/** A retired build's asset without a compressed copy for this request: the file itself. */
function serveFile(req, res, asset) {
  let stat;
  try {
    stat = statSync(asset.original);
  } catch {
    return false;
  }
  res.setHeader('Content-Type', asset.type);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Content-Length', stat.size);
  if (req.method === 'HEAD') res.end();
  else createReadStream(asset.original).pipe(res);
  return true;
}

// a page's best copy is ready (or given up): the quick copy kept meanwhile goes, and the next request keeps
// the best one (or asks for it anew)
const compress = createCompressor({
  onSettled: (key) => {
    answers.forget(key);
    openEndedPages.forget(key);
  },
});
const pathOf = (req) => (req.url || '/').split('?')[0];
/** A page asked for with any text (search, a directory's keyword view): rendered per address, finished as it is sent. */
const isOpenEndedPage = (req) => isOpenEndedAddress(req.url || '/', basePath) && !isApiPath(pathOf(req), basePath);
// open-ended answers (any text) are kept apart, so they never push the site's own pages out; the search API
// keeps its own answers (src/server/search)
// a quick copy sent again from memory is a page asked for now: its best copy goes first
const answers = createResponseCache({
  provisional: quickCopyKey,
  onProvisionalHit: compress.asked,
  storable: (req) => !isOpenEndedAddress(req.url || '/', basePath),
});
const openEndedPages = createResponseCache({
  provisional: quickCopyKey,
  onProvisionalHit: compress.asked,
  storable: isOpenEndedPage,
  maxBytes: 16 * 1024 * 1024,
});
/**
 * Any page may be rendered here (one the build did not prerender, one a release of the news alone renders
 * again): finished as it goes out; a prerendered one, finished after the build, goes as it is.
 */
const isPage = (req) => !isApiPath(pathOf(req), basePath) && !isAssetPath(pathOf(req), basePath);
const pages = createPageFinisher({
  dist: join(root, distDir),
  basePath,
  settings,
  isPage,
  // a page sent just before a switch finds its flight file among the retired builds' assets
  persist: (req) => (isOpenEndedPage(req) ? 'bounded' : true),
});
const app = next({ dev: false, dir: root, port, hostname });
const handle = app.getRequestHandler();
await app.prepare();

let inFlight = 0;
let stopping = false;
let draining = false;

function onRequest(req, res) {
  inFlight += 1;
  res.on('close', () => {
    inFlight -= 1;
    if (stopping) server.closeIdleConnections();
  });
  // a draining build answers what it is asked and closes: the next request goes to the new build
  if (stopping || draining) res.setHeader('Connection', 'close');
  answer(req, res, false);
}

/** Answers from memory, or waits for the same answer on its way (once), or asks Next. */
function answer(req, res, waited) {
  if (answers.serve(req, res) || openEndedPages.serve(req, res)) return;
  const onItsWay = waited ? null : (answers.whenRecorded(req) ?? openEndedPages.whenRecorded(req));
  if (onItsWay) {
    onItsWay.then(() => answer(req, res, true));
    return;
  }
  answers.record(req, res);
  openEndedPages.record(req, res);
  const pathname = pathOf(req);
  // CORS on the API: same-origin unless CORS_ORIGINS names the caller's origin
  for (const { key, value } of responseHeaders(pathname, req.headers.origin, settings, basePath)) {
    res.setHeader(key, value);
  }
  if (isApiPath(pathname, basePath)) {
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
  } else {
    const asset = isAssetPath(pathname, basePath);
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      // every HTML page carries a CSP: its own (prerendered pages, dynamic pages through proxy.ts), or this
      if (!res.hasHeader('content-security-policy') && /text\/html/.test(String(res.getHeader('content-type') ?? ''))) {
        res.setHeader('Content-Security-Policy', fallbackCsp);
      }
      // a cache in front keeps a page a minute, not the year Next allows: a publication gets through
      if (!asset) {
        const chosen = res.getHeader('cache-control');
        const cacheControl = pageCacheControl(chosen === undefined ? undefined : String(chosen));
        if (cacheControl !== undefined) res.setHeader('Cache-Control', cacheControl);
      }
      return writeHead.apply(this, args);
    };
  }
  if (pages.serveFlight(req, res, pathname) || servePrecompressed(req, res, pathname)) return;
  compress(req, res, () => {
    if (isTwin(req, pathname)) return serveTwin(req, res);
    pages.finish(req, res);
    return handle(req, res).catch((error) => failed(res, 'request failed', error));
  });
}

/** A 500 if nothing has gone out yet, else the connection cut: a half-sent answer must not look whole. */
function failed(res, what, error) {
  console.error(`[server] ${what}:`, error);
  if (!res.headersSent) {
    res.statusCode = 500;
    res.end('Internal Server Error');
  } else {
    res.destroy();
  }
}

/** A page's Markdown twin (`/news/101.md`): the text of the page this build serves. */
const isTwin = (req, pathname) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (!basePath || pathname.startsWith(`${basePath}/`)) &&
  pageOfTwin(pathname.slice(basePath.length)) !== null;

async function serveTwin(req, res) {
  try {
    const answer = await twinAnswer(join(root, distDir), (req.url || '/').slice(basePath.length), renderPage);
    res.statusCode = answer.status;
    for (const [key, value] of Object.entries(answer.headers)) res.setHeader(key, value);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  } catch (error) {
    failed(res, 'Markdown twin failed', error);
  }
}

/** A page this build serves, asked of this process on its loopback port (as a visitor would get it). */
async function renderPage(address) {
  const path = basePath && address === '/' ? basePath : `${basePath}${address}`;
  const response = await fetch(`http://127.0.0.1:${loopback.address().port}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    html: await response.text(),
    url: `${siteUrl.replace(/\/$/, '')}${address === '/' ? '/' : address}`,
    cacheControl: response.headers.get('cache-control') ?? undefined,
  };
}

/** A server with this process's limits on slow clients. */
function httpServer() {
  const s = createServer(onRequest);
  s.headersTimeout = 20_000;
  s.requestTimeout = 60_000;
  s.keepAliveTimeout = 5_000;
  return s;
}

const server = httpServer();
// where this process asks itself for the page of a twin the build did not prerender
const loopback = httpServer();
await new Promise((resolve) => loopback.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
loopback.unref();
const ready = () =>
  console.log(
    `[server] ready on http://${hostname ?? 'localhost'}:${port}${basePath} (build ${distDir}${existsSync(precompressed) ? ', precompressed assets' : ''})`,
  );

if (!supervised) {
  // each kind of route loads its code, and search its index, on its first request: done here, before the
  // port opens, so that a crowd arriving at once does not wait on them (the supervisor's check does this
  // for a supervised worker)
  const warm = httpServer();
  warm.listen({ port: 0, host: '127.0.0.1', exclusive: true }, async () => {
    try {
      await checkBuild(`http://127.0.0.1:${warm.address().port}`, basePath);
    } catch (error) {
      console.error(`[server] warming up: ${error.message}`);
    }
    warm.close();
    server.listen(port, hostname, ready);
  });
} else {
  // the supervisor's check, on a port no one else shares
  const check = httpServer();
  check.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
    process.send({ type: 'checking', port: check.address().port });
  });
  process.on('message', (message) => {
    if (message?.type === 'go-live') {
      server.listen(port, hostname, () => {
        ready();
        check.close();
        process.send({ type: 'live' });
      });
    } else if (message?.type === 'drain') {
      drain();
    }
  });
  // the supervisor is gone: nothing would ever drain or stop this process
  process.on('disconnect', () => shutdown('supervisor gone'));
}

/**
 * Stops taking connections (the public port stays open in the builds that share it), answers what the
 * open connections still ask with Connection: close, and exits once they are all closed. Idle keep-alive
 * connections are not cut: a client may be sending on one right now; they end with keepAliveTimeout.
 */
function drain() {
  if (draining || stopping) return;
  draining = true;
  console.log(`[server] ${distDir}: drained, finishing ${inFlight} request(s) in flight`);
  const force = setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, DRAIN_LIMIT_MS);
  force.unref();
  // net.Server's close: http.Server's own also cuts the idle connections
  NetServer.prototype.close.call(server, () => process.exit(0));
}

function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: no new connections; finishing ${inFlight} request(s) in flight`);
  const force = setTimeout(() => {
    console.error(`[server] still ${inFlight} request(s) after ${SHUTDOWN_LIMIT_MS / 1000} s; closing them`);
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_LIMIT_MS);
  force.unref();
  server.close(() => {
    console.log('[server] stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
