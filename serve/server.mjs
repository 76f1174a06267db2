#!/usr/bin/env node
/**
 * The production server of `npm start`: Next's request handler behind a Node HTTP server that answers the
 * static assets from their precompressed copies, compresses everything else (serve/compress.mjs), sets the
 * headers of src/config/headers.ts (Next's headers() rules set the same values again, so none is sent twice),
 * bounds slow clients and shuts down gracefully (requests in flight finish; forced after 10 s).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { chosenEncoding, createCompressor } from './compress.mjs';
import { contentSecurityPolicy, headerSettings, isApiPath, responseHeaders } from '../src/config/headers.ts';
import { exitOnConfigError, readSettings } from '../src/config/settings.ts';
import { NextOutputError, readBasePath, readBuildEnv } from './nextOutput.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { distDir, port, hostname } = exitOnConfigError(() => readSettings(process.env));
const SHUTDOWN_LIMIT_MS = 10_000;

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
const settings = exitOnConfigError(() => headerSettings(fromBuild(() => readBuildEnv(join(root, distDir)))));
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

/** Answers a precompressed asset; false when there is none for this request (Next answers). */
function servePrecompressed(req, res, pathname) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const asset = assetFor(pathname);
  if (!asset || !asset.type) return false;
  const encoding = chosenEncoding(req);
  if (!encoding) return false;
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

const compress = createCompressor();
const app = next({ dev: false, dir: root, port, hostname });
const handle = app.getRequestHandler();
await app.prepare();

let inFlight = 0;
let stopping = false;

const server = createServer((req, res) => {
  inFlight += 1;
  res.on('close', () => {
    inFlight -= 1;
    if (stopping) server.closeIdleConnections();
  });
  if (stopping) res.setHeader('Connection', 'close');
  const pathname = (req.url || '/').split('?')[0];
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
    // every HTML page carries a CSP: its own (prerendered pages, dynamic pages through proxy.ts), or this
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      if (!res.hasHeader('content-security-policy') && /text\/html/.test(String(res.getHeader('content-type') ?? ''))) {
        res.setHeader('Content-Security-Policy', fallbackCsp);
      }
      return writeHead.apply(this, args);
    };
  }
  if (servePrecompressed(req, res, pathname)) return;
  compress(req, res, () =>
    handle(req, res).catch((error) => {
      console.error('[server] request failed:', error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Internal Server Error');
      } else {
        res.destroy();
      }
    }),
  );
});
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
server.keepAliveTimeout = 5_000;

server.listen(port, hostname, () => {
  console.log(
    `[server] ready on http://${hostname ?? 'localhost'}:${port}${basePath} (build ${distDir}${existsSync(precompressed) ? ', precompressed assets' : ''})`,
  );
});

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
