// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CACHE_DIRECTIVES,
  checkConfig,
  ENCODING_MAP,
  nginxBinary,
  nginxConfig,
  NEXT_UPSTREAM,
  selfSignedCertificate,
  startNginx,
  waitUntilThrough,
  wrapInHttp,
} from './soak/nginx.mjs';
import { readmeBlock } from './readme.ts';

const DOC = join(process.cwd(), 'docs', 'OPERATIONS.md');
const SECTION = '## Running behind a CDN or a reverse proxy';
const tmp = mkdtempSync(join(tmpdir(), 'scuid-nginx-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The nginx example of docs/OPERATIONS.md's section on caches in front. */
const docExample = () => readmeBlock(SECTION, 'nginx', DOC);

/** The directives of a configuration, without its comments. */
const directives = (conf: string) => conf.replace(/#.*$/gm, '');

describe('the nginx example of docs/OPERATIONS.md', () => {
  it('is accepted by nginx -t (inside the http block Debian wraps conf.d files in)', () => {
    nginxBinary(); // no nginx: fails here, saying how to install it
    const dir = join(tmp, 'example');
    mkdirSync(dir);
    const { cert, key } = selfSignedCertificate(dir);
    // only what nginx opens for -t: the certificate files and the cache folder, moved into the temp folder
    const example = docExample()
      .replace(/^(\s*ssl_certificate\s+)\S+;/m, `$1${cert};`)
      .replace(/^(\s*ssl_certificate_key\s+)\S+;/m, `$1${key};`)
      .replace(/^(\s*proxy_cache_path\s+)\S+/m, `$1${join(dir, 'cache')}`);
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, wrapInHttp(example, dir));
    const { status, output } = checkConfig(conf, dir);
    expect(status, output).toBe(0);
  });

  it("caches as the soak's nginx does (the same key, map and proxy_cache lines)", () => {
    const example = docExample();
    const lines = directives(example)
      .split('\n')
      .map((l) => l.trim());
    for (const directive of CACHE_DIRECTIVES) expect(lines).toContain(directive);
    expect(example.replace(/^ +/gm, '')).toContain(ENCODING_MAP.replace(/^ +/gm, ''));
    expect(directives(example)).not.toMatch(/proxy_cache_valid|proxy_ignore_headers/);
  });
});

describe('the several-servers example of docs/OPERATIONS.md', () => {
  const example = () => readmeBlock('## Several servers', 'nginx', DOC);

  it('is accepted by nginx -t, and passes a request on as the browser test of two servers does', () => {
    nginxBinary();
    const dir = join(tmp, 'several');
    mkdirSync(dir);
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, wrapInHttp(example(), dir));
    const { status, output } = checkConfig(conf, dir);
    expect(status, output).toBe(0);
    expect(directives(example())).toContain(NEXT_UPSTREAM);
    expect(nginxConfig({ upstream: ['http://127.0.0.1:1', 'http://127.0.0.1:2'], listenPort: 3, dir })).toContain(
      NEXT_UPSTREAM,
    );
    expect(directives(example()).match(/^\s*server \S+;/gm)).toHaveLength(2);
  });
});

/** Whether something accepts connections on 127.0.0.1:port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe("the soak's nginx", () => {
  it('is not left serving when the process that started it exits without stopping it', async () => {
    const dir = join(tmp, 'abandoned');
    // a process that starts nginx, prints its port and exits at once
    const script =
      `const { startNginx } = await import(${JSON.stringify(join(import.meta.dirname, 'soak', 'nginx.mjs'))});` +
      `const n = await startNginx({ upstream: 'http://127.0.0.1:9', dir: ${JSON.stringify(dir)} });` +
      `console.log(new URL(n.url).port); process.exit(0);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const port = Number(run.stdout.trim());
    expect(port).toBeGreaterThan(0);
    // the master stops its workers, which hold the listening socket too
    const deadline = Date.now() + 5_000;
    while ((await listening(port)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await listening(port), `nginx still answers on ${port}`).toBe(false);
  }, 15_000);

  it('writes a configuration nginx -t accepts, with every file in its folder', () => {
    nginxBinary();
    const dir = join(tmp, 'soak');
    mkdirSync(dir);
    const text = nginxConfig({ upstream: 'http://127.0.0.1:3350', listenPort: 3380, dir });
    expect(directives(text)).not.toMatch(/proxy_cache_valid|proxy_ignore_headers|\/var\/|\/etc\//);
    for (const directive of CACHE_DIRECTIVES) expect(text).toContain(directive);
    writeFileSync(join(dir, 'nginx.conf'), text);
    const { status, output } = checkConfig(join(dir, 'nginx.conf'), dir);
    expect(status, output).toBe(0);
  });

  it("honours the origin's s-maxage, Vary and ETag, and lets a change through once the copy expires", async () => {
    let version = 1;
    const seen: string[] = [];
    // an origin sending what the site sends for a page, with a one-second s-maxage to keep the test short
    const origin: Server = createServer((req, res) => {
      seen.push(`${req.url} ${req.headers.rsc ? 'rsc ' : ''}${req.headers['if-none-match'] ?? ''}`.trim());
      const etag = `"v${version}"`;
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=1, stale-while-revalidate=300');
      res.setHeader('Vary', 'rsc, next-router-state-tree, Accept-Encoding');
      res.setHeader('ETag', etag);
      if (req.url === '/private') res.setHeader('Cache-Control', 'no-store');
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.setHeader('Content-Type', req.headers.rsc ? 'text/x-component' : 'text/html; charset=utf-8');
      res.end(req.headers.rsc ? `rsc payload ${version}` : `<p>version ${version}</p>`);
    });
    origin.listen(0, '127.0.0.1');
    await once(origin, 'listening');
    const nginx = await startNginx({
      upstream: `http://127.0.0.1:${(origin.address() as AddressInfo).port}`,
      dir: join(tmp, 'run'),
    });
    try {
      const get = async (path: string, headers: Record<string, string> = {}) => {
        const r = await fetch(nginx.url + path, { headers: { 'accept-encoding': 'br', ...headers } });
        return { status: r.status, cache: r.headers.get('x-cache-status'), body: await r.text() };
      };
      expect(await get('/page')).toMatchObject({ status: 200, cache: 'MISS', body: '<p>version 1</p>' });
      expect(await get('/page')).toMatchObject({ status: 200, cache: 'HIT', body: '<p>version 1</p>' });
      // the same address asked by the router: another variant, never the cached HTML
      expect(await get('/page', { rsc: '1' })).toMatchObject({ cache: 'MISS', body: 'rsc payload 1' });
      expect(await get('/page', { 'if-none-match': '"v1"' })).toMatchObject({ status: 304, cache: 'HIT' });
      await get('/private');
      expect(await get('/private')).toMatchObject({ cache: 'MISS' });
      // requests at once for an answer not to cache do not wait on one another (no proxy_cache_lock)
      const started = performance.now();
      await Promise.all(Array.from({ length: 10 }, () => get('/private')));
      expect(performance.now() - started).toBeLessThan(1_000);

      version = 2;
      const seconds = await waitUntilThrough(nginx.url, '/page', (_, body) => body.includes('version 2'), {
        timeoutMs: 10_000,
        headers: { 'accept-encoding': 'br' },
      });
      expect(seconds).toBeLessThan(5);
      // it asked the origin with the ETag it had (proxy_cache_revalidate)
      expect(seen).toContain('/page "v1"');
      expect(nginx.accessLog().some((line) => line.startsWith('STALE 200 GET /page'))).toBe(true);
    } finally {
      await nginx.stop();
      origin.close();
    }
  }, 30_000);
});
