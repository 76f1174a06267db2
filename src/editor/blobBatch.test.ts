// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { batchBlobFetches, BLOBS_PATH } from './blobBatch';

const SHA = (n: number) => String(n).padStart(40, 'a');
const blobUrl = (n: number, path = `content/news/2026/${n}-item.md`) => `/api/keystatic/blob/${SHA(n)}/${path}`;

/** A page's fetch: records what it is asked, answers the batch with `batch` and anything else with its URL. */
function page(batch: (pairs: [string, string][]) => Response) {
  const asked: { url: string; method: string; body?: string }[] = [];
  const target = {
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      asked.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
      if (url === BLOBS_PATH) return batch(JSON.parse(init!.body as string) as [string, string][]);
      return new Response(`alone ${url}`);
    }) as typeof fetch,
  };
  batchBlobFetches(target);
  return { fetch: target.fetch, asked };
}

describe("Keystatic's file requests made together", () => {
  it('leave as one request, and each gets its own file', async () => {
    const { fetch, asked } = page((pairs) =>
      Response.json(Object.fromEntries(pairs.map(([sha, path]) => [sha, `text of ${path}`]))),
    );
    const texts = await Promise.all(
      [1, 2, 3].map(async (n) => (await fetch(blobUrl(n), { headers: { 'no-cors': '1' } })).text()),
    );
    expect(texts).toEqual([1, 2, 3].map((n) => `text of content/news/2026/${n}-item.md`));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.method).toBe('POST');
    expect(JSON.parse(asked[0]!.body!)).toEqual([1, 2, 3].map((n) => [SHA(n), `content/news/2026/${n}-item.md`]));
  });

  it('a path written with escapes is asked for as Keystatic named it', async () => {
    const { fetch, asked } = page(() => Response.json({}));
    await Promise.all([fetch(blobUrl(1, 'content/news/%E6%B6%88.md')), fetch(blobUrl(2))]);
    expect(JSON.parse(asked[0]!.body!)[0]).toEqual([SHA(1), 'content/news/消.md']);
  });

  it('a file the batch leaves out, or a batch that fails, is fetched alone as Keystatic asked', async () => {
    const partial = page(() => Response.json({ [SHA(1)]: 'one' }));
    const [one, two] = await Promise.all([1, 2].map(async (n) => (await partial.fetch(blobUrl(n))).text()));
    expect([one, two]).toEqual(['one', `alone ${blobUrl(2)}`]);
    const failing = page(() => new Response('Bad Request', { status: 400 }));
    const texts = await Promise.all([1, 2].map(async (n) => (await failing.fetch(blobUrl(n))).text()));
    expect(texts).toEqual([`alone ${blobUrl(1)}`, `alone ${blobUrl(2)}`]);
  });

  it('a file asked for alone, and any other request, go as they are', async () => {
    const { fetch, asked } = page(() => Response.json({}));
    expect(await (await fetch(blobUrl(7))).text()).toBe(`alone ${blobUrl(7)}`);
    await fetch('/api/keystatic/tree');
    await fetch(blobUrl(8), { method: 'POST' });
    await fetch(`http://elsewhere.example${blobUrl(9)}`);
    expect(asked.map((a) => a.url)).toEqual([
      blobUrl(7),
      '/api/keystatic/tree',
      blobUrl(8),
      `http://elsewhere.example${blobUrl(9)}`,
    ]);
  });
});
