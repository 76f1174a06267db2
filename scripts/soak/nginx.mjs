/**
 * A caching nginx in front of the site, run unprivileged from a temporary folder: the soak puts it in
 * front of the server to check what a cache in front sees (docs/OPERATIONS.md, "Running behind a CDN or
 * a reverse proxy"), and a test checks its configuration with `nginx -t`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { userInfo } from 'node:os';
import { delimiter, join } from 'node:path';

export const NGINX_INSTALL = 'sudo apt-get install -y nginx';

/**
 * The cache lines the production example of docs/OPERATIONS.md carries too (a test checks it does), so what
 * the soak measures is what the documentation recommends.
 */
export const CACHE_DIRECTIVES = [
  // the key carries the encoding the origin will answer in, so a Brotli body is never the answer to a
  // client that asked for gzip even if a response lost its Vary; Accept-Encoding itself goes to the origin
  // unchanged (it negotiates q-values), and nginx still honours Vary (Next's RSC headers, Origin on the API)
  'proxy_cache_key $scheme$host$request_uri$scuid_encoding;',
  'proxy_cache_revalidate on;',
  'proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;',
  'proxy_cache_background_update on;',
  // off: a request waiting on the lock checks again every 0.5 s, and waits out proxy_cache_lock_timeout (5 s)
  // when the answer turns out not cacheable (images at max-age=0, /search, errors); an expired page is
  // fetched once anyway (use_stale updating), so the lock would only spare a cold miss
  'proxy_cache_lock off;',
];

/**
 * With several servers: a request one of them cannot answer goes to the next. A 404 too: for a few seconds
 * after a publication one server has the new build and another the old, and a page rendered on request keeps
 * its flight data in the memory of the server that rendered it (docs/OPERATIONS.md, "Several servers").
 */
export const NEXT_UPSTREAM = 'proxy_next_upstream error timeout http_502 http_503 http_504 http_404;';

/** The encoding the origin will choose (`serve/compress.mjs`: Brotli first, then gzip), for the key. */
export const ENCODING_MAP = `map $http_accept_encoding $scuid_encoding {
    ~*\\bbr\\b     br;
    ~*\\bgzip\\b   gzip;
    default      identity;
}`;

/** The nginx binary: NGINX_PATH, else Debian's, else one on PATH; throws how to install it when there is none. */
export function nginxBinary(env = process.env) {
  if (env.NGINX_PATH) {
    if (existsSync(env.NGINX_PATH)) return env.NGINX_PATH;
    throw new Error(`NGINX_PATH names ${env.NGINX_PATH}, which does not exist (Debian's nginx: \`${NGINX_INSTALL}\`)`);
  }
  const found = ['/usr/sbin', ...(env.PATH ?? '').split(delimiter).filter(Boolean)]
    .map((dir) => join(dir, 'nginx'))
    .find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `nginx is not installed (not in /usr/sbin nor on PATH): install Debian's package with \`${NGINX_INSTALL}\`, or name a binary with NGINX_PATH`,
    );
  }
  return found;
}

/**
 * The configuration of a caching reverse proxy on 127.0.0.1:listenPort in front of `upstream` (one server, or
 * several taking turns), with every file it writes (pid, logs, cache, temporary bodies) inside `dir`: it runs
 * as any user, without /etc or /var. `user` names the workers' user when the master runs as root (else
 * nginx's `nobody` could not write into `dir`). `cache: false` leaves the cache out (every request reaches a
 * server).
 * @param {{ upstream: string | string[], listenPort: number, dir: string, user?: string, cache?: boolean }} options
 * @returns {string}
 */
export function nginxConfig({ upstream, listenPort, dir, user, cache = true }) {
  const servers = [upstream].flat().map((url) => {
    const origin = new URL(url);
    if (origin.protocol !== 'http:') throw new Error(`upstream must be an http:// URL (got ${url})`);
    return origin.port ? origin.host : `${origin.hostname}:80`;
  });
  return `# written by scripts/soak/nginx.mjs: a caching reverse proxy run from ${dir}
${user ? `user ${user};\n` : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;

events {
  worker_connections 1024;
}

http {
  log_format cache '$upstream_cache_status $status $request_method $request_uri';
  access_log ${join(dir, 'access.log')} cache;
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy_temp')};
  fastcgi_temp_path ${join(dir, 'fastcgi_temp')};
  uwsgi_temp_path ${join(dir, 'uwsgi_temp')};
  scgi_temp_path ${join(dir, 'scgi_temp')};
  proxy_cache_path ${join(dir, 'cache')} levels=1:2 keys_zone=scuid:10m max_size=256m inactive=1h use_temp_path=off;

  ${ENCODING_MAP.replaceAll('\n', '\n  ')}

  upstream scuid_origin {
    ${servers.map((server) => `server ${server};`).join('\n    ')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${listenPort};
    # a load generator sends thousands of requests on each connection: nginx closing one every 1,000 (its
    # default) races with the next request on it and the client reads a reset, which is not what we measure
    keepalive_requests 1000000;
    # the origin compresses (Brotli, gzip); nginx passes Accept-Encoding through and adds nothing
    gzip off;
    add_header X-Cache-Status $upstream_cache_status always;

    location / {
      proxy_pass http://scuid_origin;
      # keep-alive to the origin
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;

${servers.length > 1 ? `      ${NEXT_UPSTREAM}\n` : ''}${
    cache
      ? `      # no proxy_cache_valid, no proxy_ignore_headers: the origin's Cache-Control (s-maxage) decides
      proxy_cache scuid;
      ${CACHE_DIRECTIVES.join('\n      ')}\n`
      : ''
  }    }
  }
}
`;
}

/** A port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const connects = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The workers' user when the master runs as root: nginx's default, `nobody`, cannot enter a private temp folder. */
const workerUser = () => (process.getuid?.() === 0 ? userInfo().username : undefined);

/**
 * Starts nginx (`-g 'daemon off;'`, a child of this process) with `nginxConfig` written into `dir`, and
 * resolves once it accepts connections. `stop()` ends it (SIGQUIT: requests in flight finish);
 * `accessLog()` gives its access log's lines: `{cache status} {status} {method} {uri}`.
 * @param {{ upstream: string | string[], listenPort?: number, dir: string, startTimeoutMs?: number, cache?: boolean }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, accessLog: () => string[] }>}
 */
export async function startNginx({ upstream, listenPort, dir, startTimeoutMs = 10_000, cache = true }) {
  const port = listenPort ?? (await freePort());
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ upstream, listenPort: port, dir, user: workerUser(), cache }));
  return { url: `http://127.0.0.1:${port}`, ...(await runNginx({ conf, dir, port, startTimeoutMs })) };
}

/**
 * Starts nginx (`-g 'daemon off;'`, a child of this process) with the configuration file `conf` and the
 * prefix `dir`, and resolves once 127.0.0.1:port accepts connections. `stop()` ends it (SIGQUIT: requests
 * in flight finish); `accessLog()` gives the lines of `dir`/access.log.
 * @param {{ conf: string, dir: string, port: number, startTimeoutMs?: number }} options
 * @returns {Promise<{ stop: () => Promise<void>, accessLog: () => string[] }>}
 */
export async function runNginx({ conf, dir, port, startTimeoutMs = 10_000 }) {
  const binary = nginxBinary();
  // -e: the log of start-up, before the configuration names its own
  const child = spawn(binary, ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  /** @type {number | null | undefined} */
  let exitCode;
  const exited = new Promise((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(undefined);
    }),
  );
  // never left behind, whatever happens to this process: SIGTERM is nginx's fast shutdown, in which the master
  // stops its workers (after a SIGKILL they would go on serving the port)
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const errors = () => {
    const log = join(dir, 'error.log');
    return `${output}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`.trim();
  };

  const deadline = Date.now() + startTimeoutMs;
  while (!(await connects(port))) {
    if (exitCode !== undefined) throw new Error(`nginx stopped at start (exit ${exitCode}):\n${errors()}`);
    if (Date.now() > deadline) {
      kill();
      throw new Error(`nginx did not answer on 127.0.0.1:${port} within ${startTimeoutMs} ms:\n${errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    async stop() {
      process.off('exit', kill);
      if (exitCode === undefined) child.kill('SIGQUIT');
      const force = setTimeout(kill, 5_000);
      await exited;
      clearTimeout(force);
    },
    accessLog() {
      const log = join(dir, 'access.log');
      return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
    },
  };
}

/**
 * A whole configuration around `http`, lines for nginx's `http` block (what Debian's nginx.conf wraps a
 * conf.d file in), with every file nginx writes inside `dir`: for running the examples of docs/OPERATIONS.md.
 * @param {string} http
 * @param {string} dir
 */
export function wrapInHttp(http, dir) {
  const user = workerUser();
  return `${user ? `user ${user};\n` : ''}pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events {}
http {
  access_log ${join(dir, 'access.log')};
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy_temp')};
  fastcgi_temp_path ${join(dir, 'fastcgi_temp')};
  uwsgi_temp_path ${join(dir, 'uwsgi_temp')};
  scgi_temp_path ${join(dir, 'scgi_temp')};
${http}
}
`;
}

/**
 * A self-signed certificate for localhost and its key, made by openssl in `dir`.
 * @param {string} dir
 */
export function selfSignedCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const r = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { encoding: 'utf8' },
  );
  if (r.error || r.status !== 0) {
    throw new Error(
      `openssl could not make a certificate (install it: sudo apt-get install -y openssl): ${r.error ?? r.stderr}`,
    );
  }
  return { cert, key };
}

/**
 * `nginx -t` of a configuration file: exit status and what nginx said.
 * @param {string} conf the file
 * @param {string} prefix nginx's prefix folder (relative paths in the file resolve against it)
 */
export function checkConfig(conf, prefix) {
  const r = spawnSync(nginxBinary(), ['-t', '-p', prefix, '-e', 'stderr', '-c', conf], { encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}`.trim() };
}

/**
 * Polls `path` through nginx until `predicate(response, body)` holds; resolves to the seconds it took.
 * For measuring how soon a change at the origin (a publication) reaches readers through the cache.
 * Rejects after `timeoutMs` with the last answer's status and cache status.
 * @param {string} nginxUrl e.g. http://127.0.0.1:8080
 * @param {string} path e.g. /news/101
 * @param {(response: Response, body: string) => boolean | Promise<boolean>} predicate
 * @param {{ timeoutMs?: number, intervalMs?: number, headers?: Record<string, string> }} [options]
 * @returns {Promise<number>}
 */
export async function waitUntilThrough(nginxUrl, path, predicate, options = {}) {
  const { timeoutMs = 120_000, intervalMs = 250, headers = {} } = options;
  const start = performance.now();
  let last = 'no answer';
  for (;;) {
    try {
      const response = await fetch(new URL(path, nginxUrl), { headers });
      const body = await response.text();
      last = `${response.status}, X-Cache-Status ${response.headers.get('x-cache-status') ?? '-'}`;
      if (await predicate(response, body)) return (performance.now() - start) / 1000;
    } catch (error) {
      last = /** @type {Error} */ (error).message;
    }
    if (performance.now() - start > timeoutMs) {
      throw new Error(`${path} through nginx: not as expected after ${timeoutMs / 1000} s (last: ${last})`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
