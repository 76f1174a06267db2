// @vitest-environment node
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeNextBuild, fakePage } from '../tests/support/fakeNextBuild.ts';
import { inlineScriptHashes, PAGE_CACHE_CONTROL, type HeaderSettings } from '../src/config/headers.ts';
import { createPageFinisher } from './dynamicPages.mjs';

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

const NONCE = 'bm9uY2U=';
/** A page as Next renders it per request with a nonce: on its scripts, and in the flight data's props. */
const renderedPage = (title: string) =>
  fakePage(title)
    .replace(/<script(?=[ >])/g, `<script nonce="${NONCE}"`)
    .replace('push([1,"', `push([1,"0:{\\"nonce\\":\\"${NONCE}\\"}\\n`);

const settings: HeaderSettings = { https: false, assetOrigin: null, apiOrigin: null, corsOrigins: [] };

let server: Server | undefined;
const made: string[] = [];
const dists: string[] = [];
afterEach(() => {
  server?.close();
  server = undefined;
  for (const dist of made.splice(0)) rmSync(dist, { recursive: true, force: true });
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const dist = fakeNextBuild();
  made.push(dist);
  const pages = createPageFinisher({
    dist,
    basePath: '',
    settings,
    isPage: (req) => req.url!.startsWith('/search'),
    persist: (req) => (req.url!.includes('keep=disk') ? true : req.url!.includes('keep=some') ? 'bounded' : false),
    maxDiskFlights: 1,
  });
  dists.push(dist);
  server = createServer((req, res) => {
    if (pages.serveFlight(req, res, req.url!.split('?')[0]!)) return;
    pages.finish(req, res);
    handler(req, res);
  });
  server.listen(0);
  await once(server, 'listening');
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

function ask(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
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

/** Next's way of answering a dynamic page: headers, then the page in pieces. */
const streamed = (html: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${NONCE}'`);
  res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.writeHead(200);
  res.write(html.slice(0, 700));
  res.write(html.slice(700));
  res.end();
};

describe('createPageFinisher', () => {
  it('sends a rendered page as a prerendered one is: no nonce, flight data in a file, deferred hydration, CSP by hashes', async () => {
    const base = await serve(streamed(renderedPage('Search')));
    const page = await ask(`${base}/search?q=a`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('nonce');
    expect(page.body).not.toContain('self.__next_f.push([1');
    expect(page.body).toContain('<script id="hydration-boot">');
    expect(page.body).not.toMatch(/<script src="[^"]*" async="">/);
    const csp = page.headers['content-security-policy']!;
    expect(csp).not.toContain('nonce');
    for (const hash of inlineScriptHashes(page.body)) expect(csp).toContain(hash);
    expect(page.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.body));
    // the flight data the boot script fetches, without the nonce React was given
    const flightUrl = /"(\/_next\/static\/flight\/[\w-]+\.json)"/.exec(page.body)![1]!;
    const flight = await ask(`${base}${flightUrl}`);
    expect(flight.status).toBe(200);
    expect(flight.headers['content-type']).toBe('application/json');
    expect(flight.headers['cache-control']).toContain('immutable');
    expect(flight.body).not.toContain(NONCE);
    expect(JSON.parse(flight.body)[0]).toEqual([1, expect.stringContaining('0:{}')]);
    // each request renders with a new nonce; the finished page and its ETag are the same
    const again = await ask(`${base}/search?q=a`);
    expect(again.body).toBe(page.body);
    expect(again.headers.etag).toBe(page.headers.etag);
  });

  it('finishes a page Next renders after the build without a nonce (a keyword view from its cache) the same way, once', async () => {
    const html = fakePage('Keyword view');
    const base = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    });
    const page = await ask(`${base}/search?q=wood`);
    expect(page.body).not.toContain('self.__next_f.push([1');
    expect(page.body).toContain('<script id="hydration-boot">');
    for (const hash of inlineScriptHashes(page.body)) expect(page.headers['content-security-policy']).toContain(hash);
  });

  it('leaves alone other pages, router requests, server errors and answers that are not HTML; finishes a 404 page', async () => {
    const html = renderedPage('Other');
    const base = await serve((req, res) => {
      if (req.url === '/search?q=json') {
        res.setHeader('Content-Type', 'application/json');
        res.end('{"a":1}');
      } else if (req.url === '/search?q=etag') {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('ETag', '"x"');
        res.statusCode = 304;
        res.end();
      } else if (req.url === '/search?q=missing' || req.url === '/search?q=broken') {
        res.statusCode = req.url.endsWith('missing') ? 404 : 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html);
      } else streamed(req.url!.includes('keep=some') ? renderedPage(req.url!) : html)(req, res);
    });
    expect((await ask(`${base}/news`)).body).toBe(html);
    expect((await ask(`${base}/search?q=a`, { RSC: '1' })).body).toBe(html);
    const missing = await ask(`${base}/search?q=missing`);
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('self.__next_f.push([1');
    for (const hash of inlineScriptHashes(missing.body))
      expect(missing.headers['content-security-policy']).toContain(hash);
    const broken = await ask(`${base}/search?q=broken`);
    expect(broken.status).toBe(500);
    expect(broken.body).toBe(html);
    expect((await ask(`${base}/search?q=json`)).body).toBe('{"a":1}');
    // a page of the site's own keeps its flight file on disk too, in the build's static folder
    const kept = await ask(`${base}/search?q=a&keep=disk`);
    const flight = /"([^"]*\/_next\/static\/flight\/([\w-]+\.json))"/.exec(kept.body)!;
    const fileOf = (body: string) =>
      join(dists.at(-1)!, 'static', 'flight', /\/_next\/static\/flight\/([\w-]+\.json)"/.exec(body)![1]!);
    expect(existsSync(join(dists.at(-1)!, 'static', 'flight', flight[2]!))).toBe(true);
    // pages of any text: at most maxDiskFlights files, the oldest removed
    const first = fileOf((await ask(`${base}/search?q=one&keep=some`)).body);
    expect(existsSync(first)).toBe(true);
    const second = fileOf((await ask(`${base}/search?q=two&keep=some`)).body);
    expect([existsSync(first), existsSync(second)]).toEqual([false, true]);
    // Next's own 304 to a request with a known ETag goes as it came: no body, and no length that says empty
    const notModified = await ask(`${base}/search?q=etag`, { 'If-None-Match': '"x"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-length']).toBeUndefined();
    // a flight file it does not keep is not its to answer
    expect((await ask(`${base}/_next/static/flight/none.json`)).body).toBe(html);
  });
});
