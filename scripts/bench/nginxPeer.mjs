/**
 * The benchmark's static-file peer: Debian's nginx serving given bytes as files, so a response of ours can
 * be read against the fastest thing that could send the same bytes on this machine ("ours is 0.20× nginx").
 *
 *   const files = await filesFrom(BASE, ['/news?page=2', '/scuid-fe-api/news?categoryId=1&page=2']);
 *   const peer = await startNginxFile(root, PORT + 3, files);
 *   ... autocannon on peer.url('/news?page=2') with a browser's Accept-Encoding ...
 *   await peer.close();
 *
 * `filesFrom` copies what our server answers (its Content-Type, and its own identity, gzip and Brotli
 * bodies), so nginx sends a browser the very bytes our server sends. A path is served whatever its query
 * (nginx maps the path to a file), so the same URL works on both. The configuration is a default
 * install's where it matters: one worker per core (Debian's `worker_processes auto`, written out as the
 * count), `sendfile`, keep-alive; the copies are precompressed (`gzip_static`, and `brotli_static` from
 * Debian's libnginx-mod-http-brotli-static when it loads: installed when missing and this process is
 * root, else the peer falls back to gzip and says so). No access log: our server writes none either.
 * `node scripts/bench/nginxPeer.mjs [origin [path ...]]` checks it: the paths (the two above unless
 * given) copied from a running site, or stand-in bytes without one, then 3 s of autocannon on each.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { freePort, nginxBinary } from '../soak/nginx.mjs';
import {
  BROWSER_ENCODINGS,
  ensurePackages,
  missingPackages,
  onAnyEnd,
  rawGet,
  removeLeftovers,
  requestsPerSecond,
  startDaemon,
  stopDaemons,
} from './peerSupport.mjs';

const PREFIX = 'scuid-nginx-file-';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * What `origin` answers a browser for each path: `{ [path]: { type, body, gzip?, br? } }`, the compressed
 * bodies being the server's own (the second Brotli answer: a prerendered page's best copy comes then).
 * @param {string} origin e.g. http://127.0.0.1:3300
 * @param {string[]} paths
 */
export async function filesFrom(origin, paths) {
  const files = {};
  for (const path of paths) {
    const url = new URL(path, origin).href;
    const plain = await rawGet(url, { 'accept-encoding': 'identity' });
    if (plain.status !== 200) throw new Error(`${url}: ${plain.status}`);
    const file = { type: String(plain.headers['content-type']), body: plain.body };
    for (const encoding of /** @type {const} */ (['gzip', 'br'])) {
      let sent = await rawGet(url, { 'accept-encoding': encoding });
      if (encoding === 'br') {
        await new Promise((resolve) => setTimeout(resolve, 500));
        sent = await rawGet(url, { 'accept-encoding': encoding });
      }
      if (sent.status === 200 && sent.headers['content-encoding'] === encoding) file[encoding] = sent.body;
    }
    files[path] = file;
  }
  return files;
}

/** Whether nginx starts with Debian's Brotli module loaded (installing it first when root and missing). */
function brotliLoads(binary, dir) {
  try {
    ensurePackages(['libnginx-mod-http-brotli-static'], 'the nginx peer (Brotli copies)');
  } catch (error) {
    console.warn(`[nginx peer] ${/** @type {Error} */ (error).message}`);
  }
  if (missingPackages(['libnginx-mod-http-brotli-static']).length > 0) {
    console.warn('[nginx peer] without Brotli: the copies are gzip only');
    return false;
  }
  const conf = join(dir, 'brotli-test.conf');
  writeFileSync(
    conf,
    `load_module ${BROTLI_MODULE};\npid ${join(dir, 'test.pid')};\nevents {}\nhttp { brotli_static on; }\n`,
  );
  const r = spawnSync(binary, ['-t', '-p', dir, '-e', 'stderr', '-c', conf], { encoding: 'utf8' });
  if (r.status !== 0) console.warn(`[nginx peer] the Brotli module does not load (gzip only):\n${r.stderr.trim()}`);
  return r.status === 0;
}

/**
 * Starts nginx on 127.0.0.1:port serving each of `files` at its path (its query ignored), with the given
 * Content-Type, and precompressed copies (the given ones, else gzip -9 and Brotli 11 made here).
 * @param {string} _root the project (unused: the peers share one signature)
 * @param {number} port
 * @param {Record<string, { type: string, body: string | Buffer, gzip?: Buffer, br?: Buffer }>} files
 * @returns {Promise<{ url: (path: string) => string, close: () => Promise<void>, encodings: string[], workers: number }>}
 */
export async function startNginxFile(_root, port, files) {
  if (!process.env.NGINX_PATH) ensurePackages(['nginx'], 'the nginx peer');
  const binary = nginxBinary();
  for (const dir of await removeLeftovers(PREFIX))
    console.log(`[nginx peer] removed the leftovers of an earlier run: ${dir}`);
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, 'owner.pid'), String(process.pid));
  const release = onAnyEnd(dir, () => rmSync(dir, { recursive: true, force: true }));
  try {
    mkdirSync(join(dir, 'www'));
    const brotli = brotliLoads(binary, dir);
    const seen = new Set();
    const locations = Object.entries(files).map(([path, file], i) => {
      const { pathname } = new URL(path, 'http://peer');
      if (seen.has(pathname)) throw new Error(`two files at ${pathname} (nginx ignores the query)`);
      // it goes into the configuration as it is (and nginx matches the decoded path: no escapes)
      if (!/^\/[\w\-./~]*$/.test(pathname)) throw new Error(`unexpected path ${path}`);
      seen.add(pathname);
      // it goes into the configuration between quotes
      if (!/^[\w.+-]+\/[\w.+-]+(; ?[\w-]+=[\w.-]+)*$/.test(file.type)) {
        throw new Error(`unexpected Content-Type for ${path}: ${file.type}`);
      }
      const body = Buffer.from(file.body);
      const name = join(dir, 'www', `f${i}`);
      writeFileSync(name, body);
      writeFileSync(`${name}.gz`, file.gzip ?? gzipSync(body, { level: 9 }));
      if (brotli) {
        const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
        writeFileSync(`${name}.br`, file.br ?? brotliCompressSync(body, { params }));
      }
      // an empty types block: the Content-Type is the one given, whatever the file's name; try_files rather
      // than alias, which takes a path ending in / for a folder
      return [
        `    location = ${pathname} {`,
        '      types {}',
        `      default_type "${file.type}";`,
        `      try_files /f${i} =404;`,
        '    }',
      ].join('\n');
    });
    const workers = availableParallelism();
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      `# written by scripts/bench/nginxPeer.mjs: static copies of our responses, run from ${dir}
${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}${process.getuid?.() === 0 ? `user ${userInfo().username};\n` : ''}worker_processes ${workers};
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;

events {
  worker_connections 768;
}

http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  # a load generator sends thousands of requests on each connection: nginx closing one every 1,000 (its
  # default) races with the next request on it and the client reads a reset, which is not what we measure
  keepalive_requests 1000000;
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy_temp')};
  fastcgi_temp_path ${join(dir, 'fastcgi_temp')};
  uwsgi_temp_path ${join(dir, 'uwsgi_temp')};
  scgi_temp_path ${join(dir, 'scgi_temp')};

  # only the copies written beside each file: nothing is compressed per request
  gzip off;
  gzip_static on;
  gzip_vary on;
${brotli ? '  brotli_static on;\n' : ''}
  server {
    listen 127.0.0.1:${port};
    root ${join(dir, 'www')};

${locations.join('\n')}

    location / {
      return 404;
    }
  }
}
`,
    );
    // -e: the log of start-up, before the configuration names its own
    const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'];
    await startDaemon(dir, 'nginx', binary, args, port, join(dir, 'error.log'));
    return {
      url: (path) => `http://127.0.0.1:${port}${path}`,
      encodings: brotli ? ['br', 'gzip'] : ['gzip'],
      workers,
      async close() {
        release();
        await stopDaemons(dir);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    release();
    await stopDaemons(dir, 5_000);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Stand-ins for a check without a site: an HTML page (27 KiB, 7 KiB in Brotli) and a JSON list (4 KiB);
 * hashes keep them from compressing far better than real pages do.
 */
function standIns() {
  const hash = (s) => createHash('sha256').update(s).digest('hex');
  const items = Array.from({ length: 10 }, (_, i) => ({
    newsId: 1000 + i,
    title: `設計週 金獎 Gold award at Lanchuan Design Week ${i + 11}`,
    displayDate: `2026-10-${String(20 - i).padStart(2, '0')}`,
    summary: `學生作品在設計週中獲得金獎。Student work won a gold award at the design week. ${hash(`s${i}`)}`,
    image: `/static/news/${hash(`i${i}`)}.webp`,
  }));
  const cards = Array.from(
    { length: 120 },
    (_, i) =>
      `<a class="card c${i % 7}" href="/news/${2000 + i}" data-k="${hash(`k${i}`).slice(0, 40)}"><h2>${items[i % 10]?.title} ${i}</h2><p>${hash(`p${i}`)}</p></a>`,
  ).join('');
  return {
    '/news?page=2': {
      type: 'text/html; charset=utf-8',
      body: `<!DOCTYPE html><html lang="zh-Hant"><head><meta charset="utf-8"><title>News</title></head><body><main>${cards}</main></body></html>`,
    },
    '/scuid-fe-api/news?categoryId=1&page=2': {
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ page: { total_rec: 168 }, datas: items }),
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2];
  const files = origin
    ? await filesFrom(origin, process.argv.length > 3 ? process.argv.slice(3) : Object.keys(standIns()))
    : standIns();
  console.log(
    origin
      ? `Copies of ${origin}'s answers:`
      : 'No origin given (node scripts/bench/nginxPeer.mjs <origin>): stand-in bytes.',
  );
  const peer = await startNginxFile(fileURLToPath(new URL('../..', import.meta.url)), await freePort(), files);
  try {
    console.log(`nginx: ${peer.workers} worker(s), precompressed copies: ${peer.encodings.join(', ')}`);
    for (const [path, file] of Object.entries(files)) {
      const body = Buffer.from(file.body);
      const plain = await rawGet(peer.url(path));
      const sent = await rawGet(peer.url(path), BROWSER_ENCODINGS);
      const gzipOnly = await rawGet(peer.url(path), { 'accept-encoding': 'gzip' });
      const ok =
        plain.status === 200 &&
        plain.body.equals(body) &&
        plain.headers['content-type'] === file.type &&
        sent.status === 200 &&
        sent.headers['content-encoding'] === peer.encodings[0] &&
        // the origin's own copy, when there is one
        (!file[peer.encodings[0]] || sent.body.equals(file[peer.encodings[0]])) &&
        gzipOnly.headers['content-encoding'] === 'gzip';
      if (!ok) {
        throw new Error(
          `${path}: ${plain.status} ${plain.headers['content-type']}, to a browser ${sent.status} ${sent.headers['content-encoding']}`,
        );
      }
      const load = await requestsPerSecond(peer.url(path));
      console.log(
        `${path}: ${file.type}, ${body.length} B (${sent.headers['content-encoding']} ${sent.body.length} B): ` +
          `${load.reqPerSec} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms (10 connections, 3 s)`,
      );
    }
  } finally {
    await peer.close();
  }
}
