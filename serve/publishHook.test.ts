// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyPublished, type PublishNotice } from './publishHook.ts';

const notice: PublishNotice = {
  build: '20261129T030000Z-abc',
  liveSince: '2026-11-29T03:00:00.000Z',
  origin: 'https://design.example.edu',
  basePath: '',
  paths: ['/', '/news/101'],
  everything: false,
};

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A stub receiver answering each request with the next status; it records what it received. */
async function receiver(statuses: number[]) {
  const received: { headers: IncomingHttpHeaders; body: unknown }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
      res.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      res.end();
    });
  });
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`, received };
}

describe('notifyPublished', () => {
  it('POSTs the changed paths as JSON, with the token when one is set', async () => {
    const { url, received } = await receiver([204]);
    expect(await notifyPublished(url, notice, { token: 's3cret' })).toEqual({ ok: true, attempts: 1, status: 204 });
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toEqual(notice);
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.headers.authorization).toBe('Bearer s3cret');
  });

  it('asks again after a server error, not after a refusal', async () => {
    const flaky = await receiver([503, 200]);
    expect(await notifyPublished(flaky.url, notice, { backoffMs: 1 })).toEqual({ ok: true, attempts: 2, status: 200 });
    const refusing = await receiver([403]);
    expect(await notifyPublished(refusing.url, notice, { backoffMs: 1 })).toEqual({
      ok: false,
      attempts: 1,
      status: 403,
    });
    expect(refusing.received).toHaveLength(1);
  });

  it('gives up after its attempts when nothing answers, without throwing', async () => {
    const { url } = await receiver([200]);
    servers.splice(0).forEach((s) => s.close());
    const result = await notifyPublished(url, notice, { attempts: 2, backoffMs: 1, timeoutMs: 1_000 });
    expect(result.ok).toBe(false);
    expect(result.attempts).toBe(2);
    expect(result.error).toBeTruthy();
  });
});
