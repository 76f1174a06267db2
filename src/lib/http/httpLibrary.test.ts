import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from '@/domain/zod';
import { fakeAdapter } from './fakeAdapter';
import { loadOnce } from './httpLibrary';

const library = vi.hoisted(() => ({ loads: 0, failNext: false }));
vi.mock('./httpLibrary', async (importOriginal) => {
  const original = await importOriginal<typeof import('./httpLibrary')>();
  return {
    ...original,
    httpLibrary: () => {
      library.loads += 1;
      if (library.failNext) {
        library.failNext = false;
        return Promise.reject(new Error('Failed to load chunk'));
      }
      return original.httpLibrary();
    },
  };
});

// Workers share loaded modules from file to file: the clients are loaded afresh here, against the mock above, and
// dropped afterwards for the next file
let rest: typeof import('./rest');
let graphql: typeof import('./graphql');
let clientLibraries: typeof import('./clientLibraries');
beforeAll(async () => {
  vi.resetModules();
  rest = await import('./rest');
  graphql = await import('./graphql');
  clientLibraries = await import('./clientLibraries');
});
afterAll(() => vi.resetModules());

describe('the HTTP library', () => {
  it('is not loaded by a client being made, but by its first request', async () => {
    const fake = fakeAdapter(() => ({ data: { data: { ok: true } } }));
    const restClient = rest.createRestClient({ adapter: fake.adapter });
    const graphqlClient = graphql.createGraphqlClient({ adapter: fake.adapter });
    expect(library.loads).toBe(0);
    await restClient.get('/news', z.object({ data: z.object({ ok: z.boolean() }) }));
    expect(library.loads).toBe(1);
    await restClient.get('/news', z.object({}));
    expect(library.loads).toBe(1);
    await graphqlClient.request('{ ok }', z.object({ ok: z.boolean() }));
    expect(library.loads).toBe(2);
  });

  it('a client whose library could not be loaded (offline) rejects that request, and its next request loads it', async () => {
    const fake = fakeAdapter(() => ({ data: { ok: true } }));
    const schema = z.object({ ok: z.boolean() });
    for (const send of [
      (() => {
        const client = rest.createRestClient({ adapter: fake.adapter });
        return () => client.get('/news', schema).then((res) => res.body);
      })(),
      (() => {
        const client = graphql.createGraphqlClient({
          adapter: fakeAdapter(() => ({ data: { data: { ok: true } } })).adapter,
        });
        return () => client.request('{ ok }', schema);
      })(),
    ]) {
      library.failNext = true;
      await expect(send()).rejects.toThrow('Failed to load chunk');
      expect(await send()).toEqual({ ok: true });
    }
  });

  it("is loaded by a panel's preload only a while after the visitor's first interaction, once the browser is idle", async () => {
    const load = vi.fn(async () => 'panel code');
    const [code, http] = clientLibraries.panelPreload(load);
    await code!();
    expect(load).toHaveBeenCalledOnce();
    const before = library.loads;
    const loaded = http!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(library.loads).toBe(before);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the interaction's own frames first
    expect(library.loads).toBe(before);
    await loaded;
    expect(library.loads).toBe(before + 1);
  });
});

describe('loadOnce', () => {
  it('loads once, and tries again after a load that failed', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return calls;
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });
});
