import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { api, API_ROOTS, paths, SCREENS } from '@/domain/paths';
import { restUrl } from './helpers';
import { liveBuildEnv } from '../support/liveBuild';

/**
 * Faults. Each test starts its own production server (serve/server.mjs, the default site's live build)
 * on a port of its own, with a fresh DATA_DIR, and breaks something while it runs.
 */
const root = join(import.meta.dirname, '..', '..');

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

async function startServer(port: number, dataDir: string): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  Object.assign(env, liveBuildEnv());
  delete env.BASE_PATH;
  const child = spawn(process.execPath, ['serve/server.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  await expect.poll(() => output, { timeout: 60_000, message: 'the server starts' }).toContain('[server] ready');
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exit };
}

test('a database that cannot be read at run time: the API answers 503 JSON with a code, pages are still served, and it recovers', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'scuid-e2e-fault-'));
  const server = await startServer(Number(process.env.E2E_PORT || 3100) + 97, dataDir);
  try {
    const file = join(dataDir, 'scuid.sqlite');
    const good = readFileSync(file);
    // the newest item: prerendered (an older one is rendered when first asked for, from the database)
    const newest = (
      (await (await fetch(`${server.base}${restUrl(api.newsList, { pageSize: 1 })}`)).json()) as {
        datas: { newsId: number }[];
      }
    ).datas[0]!.newsId;
    // the file is replaced by something that is not a database (a failed disk, a bad restore)
    writeFileSync(file, Buffer.from('this is no longer a database\n'.repeat(200)));

    for (const path of [restUrl(api.newsList, { categoryId: 1 }), restUrl(api.newsItem(101))]) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toMatchObject({ code: 'UNAVAILABLE' });
    }
    const gql = await fetch(`${server.base}${API_ROOTS.graphql}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ newsList { page { total_rec } } }' }),
    });
    expect(gql.status).toBe(503);
    expect(((await gql.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'UNAVAILABLE',
    );

    // prerendered pages do not need the database
    for (const path of [
      SCREENS.home,
      SCREENS.news,
      paths.newsList('news', 2),
      paths.newsItem(newest),
      SCREENS.aboutUs,
    ]) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('data-testid');
    }
    // a page rendered when first asked for needs it: a server error, not a page that says the item is missing
    const older = await fetch(`${server.base}${paths.newsItem(101)}`);
    expect(older.status).toBeGreaterThanOrEqual(500);

    // the file comes back: the next request reads it again
    writeFileSync(file, good);
    expect((await fetch(`${server.base}${paths.newsItem(101)}`)).status).toBe(200);
    const res = await fetch(`${server.base}${restUrl(api.newsList, { categoryId: 1, pageSize: 1 })}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { page: { total_rec: number } }).page.total_rec).toBeGreaterThan(0);
    expect(server.output()).toContain('cannot be read');
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('SIGTERM during load: requests in flight finish, no new connection is taken, the process exits 0 within 10 s', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'scuid-e2e-sigterm-'));
  const port = Number(process.env.E2E_PORT || 3100) + 96;
  const server = await startServer(port, dataDir);
  try {
    // load first: a burst of ordinary requests, all answered
    const addresses = [
      SCREENS.home,
      SCREENS.news,
      paths.newsList('news', 2),
      SCREENS.aboutUs,
      restUrl(api.newsList, { categoryId: 3 }),
      paths.newsItem(101),
      SCREENS.contactUs,
      paths.sitemap,
    ];
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`http://127.0.0.1:${port}${addresses[i % addresses.length]}`).then((r) => r.status),
      ),
    );
    expect(burst).toEqual(Array(40).fill(200));

    // ten requests in flight: their headers are in, their bodies arrive slowly
    const body = JSON.stringify({ query: '{ newsCategories { id key } }' });
    const inFlight = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (d) => (answer += d));
        const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
        await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
        socket.write(
          `POST ${API_ROOTS.graphql} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
        );
        return { socket, ended };
      }),
    );
    await new Promise((r) => setTimeout(r, 500));

    const sent = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    // no new connections once stopping
    await expect(fetch(`http://127.0.0.1:${port}${SCREENS.home}`)).rejects.toThrow();
    // the requests in flight complete
    for (const { socket } of inFlight) socket.write(body.slice(10));
    for (const { ended } of inFlight) {
      const answer = await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer).toContain('"key":"NEWS"');
    }

    const { code, at } = await server.exit;
    expect(code).toBe(0);
    expect(at - sent).toBeLessThan(10_000);
    expect(server.output()).toContain('SIGTERM');
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
