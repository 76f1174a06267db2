import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, SCREENS } from '@/domain/paths';
import { restUrl } from './helpers';
import { liveBuildEnv } from '../support/liveBuild';

/**
 * Plain `next start` (no serve/server.mjs) on the default site's live build sends the page-independent
 * headers by itself, from the headers() rules of next.config.ts, with the same values as our server
 * (the `default` project's, on E2E_PORT). The default build has no CORS_ORIGINS: no origin is let in.
 */
const root = join(import.meta.dirname, '..', '..');

/** The headers that do not depend on the page, as both servers must send them here (http, no CDN). */
const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let child: ChildProcess | undefined;
let dataDir = '';
let base = '';
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'scuid-e2e-next-start-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // the default site's live build, whatever the environment of the test run says
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  Object.assign(env, liveBuildEnv());
  delete env.BASE_PATH;
  delete env.PORT;
  child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await expect
    .poll(
      async () => {
        if (child!.exitCode !== null) return `exited ${child!.exitCode}`;
        return fetch(`${base}/`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 90_000, intervals: [500], message: `next start answers; its output:\n${output}` },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The same request to `next start` and to our server. */
async function both(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const fromNext = await fetch(`${base}${path}`, { headers });
  const ours = await request.get(path, { headers });
  expect(fromNext.status, `next start: ${path}`).toBe(200);
  expect(ours.status(), `our server: ${path}`).toBe(200);
  const next = (name: string) => fromNext.headers.get(name);
  return { next, ours: (name: string) => ours.headers()[name] ?? null, body: () => fromNext.text() };
}

function expectPageIndependent(get: (name: string) => string | null, what: string) {
  // one value each: a header sent twice would read "DENY, DENY"
  for (const [name, value] of Object.entries(EXPECTED)) expect(get(name), `${what}: ${name}`).toBe(value);
  // SITE_URL is http here: no HSTS
  expect(get('strict-transport-security'), `${what}: no HSTS`).toBeNull();
}

test('a prerendered page: the headers, and its own hashed CSP only', async ({ request }) => {
  const { next, ours, body } = await both(request, SCREENS.news);
  expectPageIndependent(next, 'next start /news');
  expectPageIndependent(ours, 'our server /news');
  const csp = next('content-security-policy') ?? '';
  expect(csp.match(/default-src/g), 'one Content-Security-Policy').toHaveLength(1);
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).toBe(ours('content-security-policy'));
  expect(next('access-control-allow-origin')).toBeNull();
  expect(await body()).toContain('/_next/static/');
});

test('static assets: /_next/static and public/static', async ({ request }) => {
  const html = await (await fetch(`${base}/`)).text();
  const script = /"(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'the home page loads a script of the build').toBeTruthy();
  const image = /(?:src|href)="(\/static\/[^"?]+\.(?:svg|png|jpe?g|webp))"/.exec(html)?.[1];
  expect(image, 'the home page shows an image of public/static').toBeTruthy();
  for (const path of [script!, image!]) {
    const { next, ours } = await both(request, path);
    expectPageIndependent(next, `next start ${path}`);
    expectPageIndependent(ours, `our server ${path}`);
    expect(next('content-security-policy'), path).toBeNull();
  }
});

test('the API: the headers, Vary: Origin, and no CORS for any origin (no CORS_ORIGINS in this build)', async ({
  request,
}) => {
  const path = restUrl(api.newsList, { pageSize: 1 });
  const requests: Record<string, string>[] = [{}, { origin: 'https://partner.example.edu' }, { origin: base }];
  for (const headers of requests) {
    const what = headers.origin ?? 'no origin';
    const { next, ours } = await both(request, path, headers);
    expectPageIndependent(next, `next start, ${what}`);
    expectPageIndependent(ours, `our server, ${what}`);
    for (const get of [next, ours]) {
      expect(get('vary'), what).toMatch(/(^|,\s*)Origin(,|$)/);
      expect(get('access-control-allow-origin'), what).toBeNull();
      expect(get('access-control-allow-methods'), what).toBeNull();
    }
  }
});

test('no editor in a production build: every editor address answers 404, a write included, on both servers', async ({
  request,
}) => {
  const ours = `http://127.0.0.1:${process.env.E2E_PORT || 3100}`;
  for (const server of [base, ours]) {
    for (const path of [
      '/keystatic',
      '/keystatic/collection/news',
      '/api/keystatic/tree',
      '/keystatic-preview/news/2026/1007-x',
    ]) {
      const answer = await request.get(`${server}${path}`, { headers: { 'no-cors': '1' }, maxRedirects: 0 });
      expect(answer.status(), `${server}${path}`).toBe(404);
    }
    // what the editor's save sends: it would write content/hacked.md
    const write = await request.post(`${server}/api/keystatic/update`, {
      headers: { 'no-cors': '1', 'content-type': 'application/json' },
      data: { additions: [{ path: 'content/news/2026/9999-hacked.md', contents: 'aGk' }], deletions: [] },
      maxRedirects: 0,
    });
    expect(write.status(), `${server} POST /api/keystatic/update`).toBe(404);
  }
  expect(existsSync(join(root, 'content/news/2026/9999-hacked.md'))).toBe(false);
});
