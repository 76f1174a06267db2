/*
 * Keystatic's list of a collection with columns reads every entry's file, one request each
 * (`/api/keystatic/blob/{sha}/{path}`): 10,000 requests for a twenty-year news archive. The requests it makes in
 * one go leave as one (`BLOBS_PATH`), and each answer is handed back as if it had been fetched alone; one the
 * batch does not answer (a file changed since the tree was read) is fetched as Keystatic would.
 */

/** Where the editor's server answers many files at once (src/editor/route.ts). */
export const BLOBS_PATH = '/api/keystatic/blobs';
const BLOB = /^\/api\/keystatic\/blob\/([0-9a-f]{40})\/(.+)$/;

interface Waiting {
  sha: string;
  path: string;
  input: RequestInfo | URL;
  init?: RequestInit;
  resolve: (res: Response) => void;
  reject: (error: unknown) => void;
}

/** Makes `target.fetch` send the file requests made together as one. */
export function batchBlobFetches(target: { fetch: typeof fetch }): void {
  const fetchOne = target.fetch.bind(target);
  let waiting: Waiting[] = [];

  const alone = (w: Waiting) => fetchOne(w.input, w.init).then(w.resolve, w.reject);

  async function flush() {
    const batch = waiting;
    waiting = [];
    if (batch.length === 1) return alone(batch[0]!);
    let found: Record<string, unknown> = {};
    try {
      const res = await fetchOne(BLOBS_PATH, {
        method: 'POST',
        headers: { 'no-cors': '1', 'content-type': 'application/json' },
        body: JSON.stringify(batch.map((w) => [w.sha, w.path])),
      });
      if (res.ok) found = (await res.json()) as Record<string, unknown>;
    } catch {
      // the server without the batch: each file as Keystatic asks for it
    }
    for (const w of batch) {
      const text = found[w.sha];
      if (typeof text === 'string') w.resolve(new Response(text));
      else void alone(w);
    }
  }

  target.fetch = (input, init) => {
    // Keystatic asks for a file by a path of this origin, as a string (cheap to tell: it may ask 10,000 times)
    const match = typeof input === 'string' && (init?.method ?? 'GET').toUpperCase() === 'GET' && BLOB.exec(input);
    if (!match) return fetchOne(input, init);
    return new Promise<Response>((resolve, reject) => {
      if (waiting.length === 0) setTimeout(() => void flush(), 0);
      waiting.push({ sha: match[1]!, path: decodeURIComponent(match[2]!), input, init, resolve, reject });
    });
  };
}
