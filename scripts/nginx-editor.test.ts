// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { request } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkConfig, freePort, nginxBinary, runNginx, selfSignedCertificate, wrapInHttp } from './soak/nginx.mjs';
import { readmeBlock } from './readme.ts';

const DOC = join(process.cwd(), 'docs', 'OPERATIONS.md');
const SECTION = '## Giving editors access';
const EDITOR = 'alice';
const PASSWORD = 'correct horse battery staple';
const tmp = mkdtempSync(join(tmpdir(), 'scuid-nginx-editor-'));

/** `text` with `pattern` replaced; throws when the example of docs/OPERATIONS.md no longer has it. */
function substitute(text: string, pattern: RegExp, replacement: string, what: string) {
  if (!pattern.test(text)) throw new Error(`the example of docs/OPERATIONS.md has no ${what} (${pattern})`);
  return text.replace(pattern, replacement);
}

function apr1(password: string) {
  const r = spawnSync('openssl', ['passwd', '-apr1', password], { encoding: 'utf8' });
  if (r.error || r.status !== 0) throw new Error(`openssl passwd -apr1 failed: ${r.error ?? r.stderr}`);
  return r.stdout.trim();
}

interface Seen {
  httpVersion: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}
/** What the stand-in for the editor received, request by request. */
const seen: Seen[] = [];
let upstream: Server;
let port: number;
let conf: string;

beforeAll(async () => {
  nginxBinary(); // no nginx: fails here, saying how to install it
  upstream = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      seen.push({ httpVersion: req.httpVersion, method: req.method!, url: req.url!, headers: req.headers, bytes });
      res.end('from the editor');
    });
  });
  // the dev server's websocket, reduced to an echo
  upstream.on('upgrade', (req, socket: Socket) => {
    seen.push({ httpVersion: req.httpVersion, method: req.method!, url: req.url!, headers: req.headers, bytes: 0 });
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.pipe(socket);
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');

  const { cert, key } = selfSignedCertificate(tmp);
  const htpasswd = join(tmp, 'editors.htpasswd');
  writeFileSync(htpasswd, `${EDITOR}:${apr1(PASSWORD)}\n`);
  port = await freePort();
  let example = readmeBlock(SECTION, 'nginx', DOC);
  example = substitute(example, /^(\s*listen\s+)443(\s+ssl;)$/m, `$1127.0.0.1:${port}$2`, 'listen 443 ssl');
  example = substitute(example, /^(\s*ssl_certificate\s+)\/etc\/ssl\/\S+;/m, `$1${cert};`, 'ssl_certificate');
  example = substitute(example, /^(\s*ssl_certificate_key\s+)\/etc\/ssl\/\S+;/m, `$1${key};`, 'ssl_certificate_key');
  example = substitute(
    example,
    /^(\s*auth_basic_user_file\s+)\/etc\/nginx\/scuid-editors\.htpasswd;/m,
    `$1${htpasswd};`,
    'auth_basic_user_file',
  );
  example = substitute(
    example,
    /^(\s*proxy_pass\s+)http:\/\/127\.0\.0\.1:3300;/m,
    `$1http://127.0.0.1:${(upstream.address() as AddressInfo).port};`,
    'proxy_pass to the editor',
  );
  conf = join(tmp, 'nginx.conf');
  writeFileSync(conf, wrapInHttp(example, tmp));
});

afterAll(async () => {
  upstream?.close();
  rmSync(tmp, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

/** A request to nginx over HTTPS, taking its self-signed certificate, with no connection kept. */
function send(
  path: string,
  options: { method?: string; auth?: string; headers?: Record<string, string | number>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        auth: options.auth,
        headers: { host: 'edit.example.edu', ...options.headers },
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const rightPassword = `${EDITOR}:${PASSWORD}`;

describe('the nginx example for editors of docs/OPERATIONS.md', () => {
  it('is accepted by nginx -t (inside the http block Debian wraps conf.d files in)', () => {
    const { status, output } = checkConfig(conf, tmp);
    expect(status, output).toBe(0);
  });

  describe('running', () => {
    let nginx: Awaited<ReturnType<typeof runNginx>> | undefined;
    beforeAll(async () => {
      nginx = await runNginx({ conf, dir: tmp, port });
    });
    afterAll(async () => {
      await nginx?.stop();
    });
    beforeEach(() => {
      seen.length = 0;
    });

    it('asks for a password and sends nothing to the editor without one', async () => {
      expect(await send('/keystatic')).toMatchObject({ status: 401 });
      expect(seen).toEqual([]);
    });

    it('refuses a wrong password, and an unknown editor', async () => {
      expect(await send('/keystatic', { auth: `${EDITOR}:wrong` })).toMatchObject({ status: 401 });
      expect(await send('/keystatic', { auth: `mallory:${PASSWORD}` })).toMatchObject({ status: 401 });
      expect(seen).toEqual([]);
    });

    it("passes the editor's requests through with their headers, and says they came over HTTPS", async () => {
      const answer = await send('/api/keystatic/tree', { auth: rightPassword, headers: { 'no-cors': '1' } });
      expect(answer).toEqual({ status: 200, body: 'from the editor' });
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/keystatic/tree' });
      expect(seen[0]!.headers).toMatchObject({
        'no-cors': '1',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '127.0.0.1',
        // the host the browser used: Next compares it with Origin
        host: 'edit.example.edu',
      });
    });

    it('lets a 5 MB save through (nginx refuses bodies over 1 MB by default)', async () => {
      const body = Buffer.alloc(5 * 1024 * 1024, 'a');
      const answer = await send('/api/keystatic/update', {
        method: 'POST',
        auth: rightPassword,
        headers: { 'no-cors': '1', 'content-type': 'application/json', 'content-length': body.length },
        body,
      });
      expect(answer.status).toBe(200);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/keystatic/update', bytes: body.length });
      expect(seen[0]!.headers).toMatchObject({ 'no-cors': '1', 'content-type': 'application/json' });
    });

    it("passes the dev server's websocket through, after the password", async () => {
      const upgrade = (auth?: string) =>
        new Promise<string>((resolve, reject) => {
          const req = request({
            host: '127.0.0.1',
            port,
            path: '/_next/hmr',
            auth,
            headers: { host: 'edit.example.edu', connection: 'Upgrade', upgrade: 'websocket' },
            rejectUnauthorized: false,
            agent: false,
          });
          req.on('response', (res) => {
            res.resume();
            resolve(`refused ${res.statusCode}`);
          });
          req.on('upgrade', (_res, socket) => {
            socket.once('data', (data: Buffer) => {
              socket.destroy();
              resolve(`echoed ${data.toString()}`);
            });
            socket.write('ping');
          });
          req.on('error', reject);
          req.end();
        });
      expect(await upgrade()).toBe('refused 401');
      expect(seen).toEqual([]);
      expect(await upgrade(rightPassword)).toBe('echoed ping');
      // a websocket handshake must be HTTP/1.1 (RFC 6455), nginx's default upstream is 1.0
      expect(seen[0]).toMatchObject({ httpVersion: '1.1', url: '/_next/hmr' });
      expect(seen[0]!.headers).toMatchObject({ upgrade: 'websocket', connection: 'upgrade' });
    });
  });
});
