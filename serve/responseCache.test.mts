// @vitest-environment node
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createResponseCache, sharedStorable } from './responseCache.mjs';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** A server whose answers pass through a response cache; `asked` counts the requests the handler saw. */
async function serve(handler: Handler, options: Parameters<typeof createResponseCache>[0] = {}) {
  const cache = createResponseCache(options);
  const seen = { asked: 0 };
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.record(req, res);
    seen.asked += 1;
    handler(req, res);
  });
  server.listen(0);
  await once(server, 'listening');
  return { base: `http://localhost:${(server.address() as AddressInfo).port}`, seen, cache };
}

function ask(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const page =
  (body: string, headers: Record<string, string> = {}): Handler =>
  (req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', PAGE);
    res.setHeader('ETag', '"abc"');
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.end(`${body} ${req.url}`);
  };

describe('createResponseCache', () => {
  it('answers the second request of an address from memory, the same headers and body, without the handler', async () => {
    const { base, seen } = await serve(page('hello', { 'Content-Security-Policy': "script-src 'self'" }));
    const first = await ask(`${base}/news?page=2`);
    const second = await ask(`${base}/news?page=2`);
    expect(seen.asked).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.body).toBe('hello /news?page=2');
    for (const h of ['content-type', 'cache-control', 'etag', 'content-security-policy'])
      expect(second.headers[h], h).toBe(first.headers[h]);
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    // another address is another answer
    expect((await ask(`${base}/news?page=3`)).body).toBe('hello /news?page=3');
    expect(seen.asked).toBe(2);
  });

  it('keeps an answer under the address asked, though the handler rewrites req.url as it routes', async () => {
    // Next takes a base path off req.url: the unprefixed address must not find the prefixed one's answer
    const { base, seen } = await serve((req, res) => {
      req.url = (req.url ?? '').replace(/^\/dept/, '');
      page('page')(req, res);
    });
    expect((await ask(`${base}/dept/a`)).body).toBe('page /a');
    expect((await ask(`${base}/dept/a`)).body).toBe('page /a');
    expect(seen.asked).toBe(1);
    await ask(`${base}/a`);
    expect(seen.asked).toBe(2);
  });

  it('answers HEAD from a stored GET, and a matching If-None-Match with 304', async () => {
    const { base, seen } = await serve(page('hello'));
    await ask(`${base}/a`);
    const head = await ask(`${base}/a`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const notModified = await ask(`${base}/a`, { 'If-None-Match': 'W/"x", "abc"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe('"abc"');
    expect(notModified.body).toBe('');
    expect((await ask(`${base}/a`, { 'If-None-Match': '"other"' })).status).toBe(200);
    expect(seen.asked).toBe(1);
  });

  it('keeps an answer per encoding and per value of the request headers its Vary names', async () => {
    const { base, seen } = await serve((req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.setHeader('Vary', 'Origin, Accept-Encoding');
      res.end(`for ${req.headers.origin ?? 'none'} ${req.headers['accept-encoding'] ?? ''}`);
    });
    for (let i = 0; i < 2; i += 1) {
      expect((await ask(`${base}/api`, { Origin: 'https://a.example' })).body).toBe('for https://a.example ');
      expect((await ask(`${base}/api`, { Origin: 'https://b.example' })).body).toBe('for https://b.example ');
      expect((await ask(`${base}/api`, { 'Accept-Encoding': 'gzip' })).body).toBe('for none gzip');
    }
    expect(seen.asked).toBe(3);
  });

  it('keeps a provisional copy until told its better one is ready; the next request then fetches and keeps that', async () => {
    let quality = 'quick';
    const hits: string[] = [];
    const { base, seen, cache } = await serve(
      (_req, res) => {
        res.setHeader('Cache-Control', 'public, max-age=60');
        res.end(quality);
      },
      {
        provisional: () => (quality === 'quick' ? 'body-key' : undefined),
        onProvisionalHit: (key) => hits.push(key),
      },
    );
    expect((await ask(`${base}/p`)).body).toBe('quick');
    expect((await ask(`${base}/p`)).body).toBe('quick');
    expect(seen.asked).toBe(1);
    // each time the provisional copy goes out again, the compressor hears it is wanted
    expect(hits).toEqual(['body-key']);
    quality = 'best';
    cache.forget('other-key');
    expect((await ask(`${base}/p`)).body).toBe('quick');
    cache.forget('body-key');
    expect((await ask(`${base}/p`)).body).toBe('best');
    expect((await ask(`${base}/p`)).body).toBe('best');
    expect(seen.asked).toBe(2);
    expect(hits).toEqual(['body-key', 'body-key']);
  });

  it('tells a request for an address whose answer is on its way when that answer has gone out', async () => {
    let finish!: () => void;
    const { base, seen, cache } = await serve((req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=60');
      if (req.url === '/slow') finish = () => res.end('slow page');
      else res.end('other');
    });
    const first = ask(`${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const asking = { url: '/slow', method: 'GET', headers: {} } as IncomingMessage;
    const onItsWay = cache.whenRecorded(asking);
    expect(onItsWay).not.toBeNull();
    expect(cache.whenRecorded({ ...asking, url: '/other' } as IncomingMessage)).toBeNull();
    expect(cache.whenRecorded({ ...asking, headers: { rsc: '1' } } as IncomingMessage)).toBeNull();
    let settled = false;
    void onItsWay!.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    finish();
    await first;
    await onItsWay;
    expect(cache.whenRecorded(asking)).toBeNull();
    expect((await ask(`${base}/slow`)).body).toBe('slow page');
    expect(seen.asked).toBe(1);
  });

  it('never keeps what a shared cache may not (private, no-store, errors, cookies, Vary *)', async () => {
    const answers: Record<string, Handler> = {
      '/private': page('x', { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      '/none': (_req, res) => res.end('no cache-control'),
      '/error': (_req, res) => {
        res.statusCode = 503;
        res.setHeader('Cache-Control', 'public, max-age=60');
        res.end('down');
      },
      '/cookie': page('x', { 'Set-Cookie': 'a=1' }),
      '/star': page('x', { Vary: '*' }),
    };
    const { base, seen } = await serve((req, res) => answers[req.url!]!(req, res));
    for (const path of Object.keys(answers)) {
      await ask(`${base}${path}`);
      await ask(`${base}${path}`);
    }
    expect(seen.asked).toBe(2 * Object.keys(answers).length);
  });

  it('lets Next answer router requests, conditional first requests, and addresses it is told not to keep', async () => {
    const { base, seen } = await serve(page('x'), { storable: (req) => !req.url!.startsWith('/search') });
    await ask(`${base}/p`, { RSC: '1' });
    await ask(`${base}/p`, { RSC: '1' });
    await ask(`${base}/q`, { 'If-None-Match': '"abc"' });
    await ask(`${base}/q`, { 'If-None-Match': '"abc"' });
    await ask(`${base}/search?q=a`);
    await ask(`${base}/search?q=a`);
    expect(seen.asked).toBe(6);
    // the page itself is kept once asked plainly, and a router request still goes to Next
    await ask(`${base}/p`);
    await ask(`${base}/p`);
    await ask(`${base}/p`, { RSC: '1' });
    expect(seen.asked).toBe(8);
  });

  it('keeps an answer written in pieces whole, and drops the least recently used past its memory', async () => {
    const { base, seen, cache } = await serve(
      (req, res) => {
        res.setHeader('Cache-Control', 'public, max-age=60');
        res.write('a'.repeat(600));
        res.end('b'.repeat(400) + req.url);
      },
      { maxBytes: 2100 },
    );
    const body = (await ask(`${base}/1`)).body;
    expect((await ask(`${base}/1`)).body).toBe(body);
    expect(seen.asked).toBe(1);
    await ask(`${base}/2`);
    await ask(`${base}/1`); // /1 is now the most recent
    await ask(`${base}/3`); // over 2100 bytes: /2 goes
    expect(cache.stats().entries).toBe(2);
    const before = seen.asked;
    await ask(`${base}/1`);
    await ask(`${base}/3`);
    expect(seen.asked).toBe(before);
    await ask(`${base}/2`);
    expect(seen.asked).toBe(before + 1);
  });
});

describe('sharedStorable', () => {
  it('reads Cache-Control as a shared cache does', () => {
    expect(sharedStorable(PAGE)).toBe(true);
    expect(sharedStorable('public, max-age=31536000, immutable')).toBe(true);
    expect(sharedStorable('public, max-age=0')).toBe(true);
    expect(sharedStorable('no-store')).toBe(false);
    expect(sharedStorable('private, max-age=60')).toBe(false);
    expect(sharedStorable('public, no-cache')).toBe(false);
    expect(sharedStorable(undefined)).toBe(false);
    expect(sharedStorable('must-revalidate')).toBe(false);
  });
});
