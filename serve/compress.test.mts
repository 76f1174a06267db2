// @vitest-environment node
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, get, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenEncoding, createCompressor, quickCopyKey } from './compress.mjs';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type Answer = { status: number; headers: IncomingMessage['headers']; raw: Buffer };

/** A page of HTML the size of a prerendered one, varied enough that the qualities differ. */
const page = (seed: string) =>
  `<!DOCTYPE html><html lang="zh-Hant"><body>${Array.from({ length: 600 }, (_, i) => `<p class="c${i % 7}">${seed} 第${i}則 news item ${(i * 7919) % 1000}</p>`).join('')}</body></html>`;
const best = (body: string) =>
  brotliCompressSync(Buffer.from(body), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
  });

let server: Server | undefined;
afterEach(async () => {
  server?.close();
  server = undefined;
});

/** The compressor of the last server started. */
let compress: ReturnType<typeof createCompressor>;
async function serve(handler: Handler, options: Parameters<typeof createCompressor>[0] = {}) {
  compress = createCompressor(options);
  server = createServer((req, res) => compress(req, res, () => handler(req, res)));
  server.listen(0);
  await once(server, 'listening');
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

function fetchRaw(url: string, acceptEncoding: string | null, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, headers: acceptEncoding === null ? {} : { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const decoded = (a: Answer) =>
  (a.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(a.raw)
    : a.headers['content-encoding'] === 'gzip'
      ? gunzipSync(a.raw)
      : a.raw
  ).toString('utf8');

function whole(
  body: string,
  type = 'text/html; charset=utf-8',
  status = 200,
  extra: Record<string, string> = {},
): Handler {
  return (_req, res) => {
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
    res.end(body);
  };
}

function storedSignal() {
  const stored: string[] = [];
  let wake: (() => void) | undefined;
  return {
    stored,
    onSettled: (key: string) => {
      stored.push(key);
      wake?.();
    },
    next: () => new Promise<void>((resolve) => (wake = resolve)),
  };
}

describe('chosenEncoding', () => {
  const req = (header?: string) =>
    ({ headers: header === undefined ? {} : { 'accept-encoding': header } }) as IncomingMessage;
  it('prefers Brotli, honours q-values and refusals', () => {
    expect(chosenEncoding(req('gzip, deflate, br'))).toBe('br');
    expect(chosenEncoding(req('gzip, br;q=0'))).toBe('gzip');
    expect(chosenEncoding(req('br;q=0.5, gzip;q=0.4'))).toBe('br');
    expect(chosenEncoding(req('br;q=0.4, gzip;q=0.5'))).toBe('gzip');
    expect(chosenEncoding(req('*'))).toBe('br');
    expect(chosenEncoding(req('identity'))).toBeNull();
    expect(chosenEncoding(req())).toBeNull();
  });
});

/** The queue's tests: /a is large (its best copy takes a second or more while the others are asked for). */
const bodyOf = (path: string) =>
  path === '/a' ? Array.from({ length: 40 }, (_, i) => page(`${path}${i}`)).join('') : page(path).repeat(4);
/** The key the compressor gives a body (its bytes' hash). */
const keyOf = (path: string) =>
  createHash('sha256')
    .update(Buffer.from(bodyOf(path)))
    .digest('base64');

describe('createCompressor', () => {
  it('a whole answer: Brotli at once, then the best copy from memory on the next request', async () => {
    const body = page('a');
    const signal = storedSignal();
    const url = await serve(whole(body), { onSettled: signal.onSettled });
    const stored = signal.next();
    const first = await fetchRaw(url, 'gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(first)).toBe(body);
    await stored;
    const second = await fetchRaw(url, 'gzip, deflate, br');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(second.headers['content-length'])).toBe(second.raw.length);
    expect(second.raw.equals(best(body))).toBe(true);
    expect(second.raw.length).toBeLessThan(first.raw.length);
    expect(decoded(second)).toBe(body);
    expect(signal.stored).toHaveLength(1);
  });

  it('tells a quick copy (its best one on its way) from a final one: the best copy, or a streamed answer', async () => {
    const body = page('q');
    const signal = storedSignal();
    const quickness: boolean[] = [];
    const handler = whole(body);
    const url = await serve(
      (req, res) => {
        res.on('finish', () => quickness.push(quickCopyKey(res) !== undefined));
        if (req.url === '/streamed') {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.write(body.slice(0, 5000));
          res.end(body.slice(5000));
        } else handler(req, res);
      },
      { onSettled: signal.onSettled },
    );
    const stored = signal.next();
    await fetchRaw(url, 'br');
    await stored;
    await fetchRaw(url, 'br');
    await fetchRaw(`${url}/streamed`, 'br');
    expect(quickness).toEqual([true, false, false]);
    expect(signal.stored).toHaveLength(1);
  });

  it('bodies beyond the jobs at once wait, the most recently asked first; past the queue, the least recently asked is given up', async () => {
    const signal = storedSignal();
    const url = await serve((req, res) => whole(bodyOf(req.url ?? ''))(req, res), {
      onSettled: signal.onSettled,
      maxPending: 1,
      maxQueued: 2,
    });
    for (const path of ['/a', '/b', '/c', '/d']) await fetchRaw(url + path, 'br');
    // the queue holds two: /b, asked least recently, is given up at once
    expect(signal.stored).toEqual([keyOf('/b')]);
    await expect.poll(() => signal.stored.length, { timeout: 20_000 }).toBe(4);
    // then /a, then the newest waiting (/d) before /c
    expect(signal.stored).toEqual([keyOf('/b'), keyOf('/a'), keyOf('/d'), keyOf('/c')]);
    expect((await fetchRaw(`${url}/d`, 'br')).raw.equals(best(bodyOf('/d')))).toBe(true);
    // what was given up is a quick copy again, and asked for anew: bettered
    expect((await fetchRaw(`${url}/b`, 'br')).raw.equals(best(bodyOf('/b')))).toBe(false);
    await expect.poll(() => signal.stored.length, { timeout: 5_000 }).toBe(5);
    expect((await fetchRaw(`${url}/b`, 'br')).raw.equals(best(bodyOf('/b')))).toBe(true);
  });

  it('a body whose quick copy went out again from a cache in front (asked) goes next', async () => {
    const signal = storedSignal();
    const url = await serve((req, res) => whole(bodyOf(req.url ?? ''))(req, res), {
      onSettled: signal.onSettled,
      maxPending: 1,
    });
    for (const path of ['/a', '/b', '/c']) await fetchRaw(url + path, 'br');
    compress.asked(keyOf('/b'));
    compress.asked(keyOf('/a')); // being made: nothing to do
    await expect.poll(() => signal.stored.length, { timeout: 20_000 }).toBe(3);
    expect(signal.stored).toEqual([keyOf('/a'), keyOf('/b'), keyOf('/c')]);
  });

  it('a quick copy a cache kept after it was told the best copy was made is settled again when sent: the cache drops it', async () => {
    const signal = storedSignal();
    const url = await serve((req, res) => whole(bodyOf(req.url ?? ''))(req, res), { onSettled: signal.onSettled });
    const stored = signal.next();
    await fetchRaw(`${url}/b`, 'br');
    await stored;
    expect(signal.stored).toEqual([keyOf('/b')]);
    // the cache kept the quick copy after the settling it was told of: sent again, it is settled again
    compress.asked(keyOf('/b'));
    expect(signal.stored).toEqual([keyOf('/b'), keyOf('/b')]);
    // and the next answer through the compressor is the best copy
    expect((await fetchRaw(`${url}/b`, 'br')).raw.equals(best(bodyOf('/b')))).toBe(true);
  });

  it('gzip for a browser without Brotli, nothing for one that accepts neither, never the Brotli copy', async () => {
    const body = page('b');
    const signal = storedSignal();
    const url = await serve(whole(body), { onSettled: signal.onSettled });
    const stored = signal.next();
    await fetchRaw(url, 'br');
    await stored;
    const gzip = await fetchRaw(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(body);
    const plain = await fetchRaw(url, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString('utf8')).toBe(body);
    const refused = await fetchRaw(url, 'gzip, br;q=0');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('a streamed answer is compressed as it goes: the first part arrives before the answer ends', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const url = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(page('head'));
      (res as ServerResponse & { flush: () => void }).flush();
      void released.then(() => res.end(page('tail')));
    });
    const answer = await new Promise<Answer>((resolve, reject) => {
      get(url, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          release();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer)).toBe(page('head') + page('tail'));
  });

  it('an API answer, feed or calendar with its headers given as arrays (as Next sends a route handler Response) is compressed', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `新聞 ${i}` })) });
    const url = await serve((req, res) => {
      res.setHeader('Content-Type', [
        req.url === '/feed' ? 'application/rss+xml; charset=utf-8' : 'application/json; charset=utf-8',
      ]);
      res.write(json.slice(0, 100));
      res.end(json.slice(100));
    });
    for (const path of ['/api', '/feed']) {
      const answer = await fetchRaw(url + path, 'gzip, br');
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(decoded(answer)).toBe(json);
    }
  });

  it('leaves alone what must not or need not be compressed, and keeps no copy of it', async () => {
    const signal = storedSignal();
    const body = page('c');
    const cases: [string, Handler][] = [
      ['/small', whole('<p>short</p>')],
      ['/png', whole(body, 'image/png')],
      ['/no-transform', whole(body, 'text/html', 200, { 'Cache-Control': 'public, no-transform' })],
    ];
    const url = await serve((req, res) => cases.find(([path]) => path === req.url)![1](req, res), {
      onSettled: signal.onSettled,
    });
    for (const [path] of cases) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await fetchRaw(url + path, 'br');
        expect(answer.headers['content-encoding'], path).toBeUndefined();
      }
    }
    expect(signal.stored).toEqual([]);
  });

  it('an error page or a HEAD request is compressed on the fly only', async () => {
    const signal = storedSignal();
    const body = page('d');
    const url = await serve((req, res) => whole(body, 'text/html', req.url === '/missing' ? 404 : 200)(req, res), {
      onSettled: signal.onSettled,
    });
    const missing = await fetchRaw(`${url}/missing`, 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(decoded(missing)).toBe(body);
    const head = await fetchRaw(`${url}/page`, 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(signal.stored).toEqual([]);
  });

  it('memory is bounded: the least recently used copy goes first', async () => {
    const bodies = { '/a': page('a'), '/b': page('b') };
    const signal = storedSignal();
    // room for one best copy only
    const url = await serve((req, res) => whole(bodies[req.url as '/a' | '/b'])(req, res), {
      maxBytes: best(bodies['/a']).length + 100,
      onSettled: signal.onSettled,
    });
    let stored = signal.next();
    await fetchRaw(`${url}/a`, 'br');
    await stored;
    expect((await fetchRaw(`${url}/a`, 'br')).raw.equals(best(bodies['/a']))).toBe(true);
    stored = signal.next();
    await fetchRaw(`${url}/b`, 'br');
    await stored;
    expect((await fetchRaw(`${url}/b`, 'br')).raw.equals(best(bodies['/b']))).toBe(true);
    const aAgain = await fetchRaw(`${url}/a`, 'br');
    expect(aAgain.raw.equals(best(bodies['/a']))).toBe(false);
    expect(decoded(aAgain)).toBe(bodies['/a']);
  });
});
