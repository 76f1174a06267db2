// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOTS } from '@/domain/paths';
import type { Db } from '@/server/db';
import { createGraphqlHandler, GRAPHQL_LIMITS, handleGraphql } from '@/server/graphql/handler';
import { newsRepository } from '@/server/news';
import { searchService } from '@/server/search';
import { openTestDatabase, standardContent, tempDir } from './fixtures';

let db: Db;
const tmp = tempDir();
let production: ReturnType<typeof createGraphqlHandler>;
let development: ReturnType<typeof createGraphqlHandler>;

beforeAll(() => {
  db = openTestDatabase(tmp.dir, standardContent(tmp.dir)).db;
  const repo = newsRepository(db, '/static');
  const search = searchService(db);
  production = createGraphqlHandler(
    () => repo,
    () => search,
    { endpoint: API_ROOTS.graphql, production: true },
  );
  development = createGraphqlHandler(
    () => repo,
    () => search,
    { endpoint: API_ROOTS.graphql, production: false },
  );
});
afterAll(() => {
  db.close();
  tmp.cleanup();
});

const post = (body: unknown, graphql = production, headers: Record<string, string> = {}) =>
  handleGraphql(
    new Request(`http://localhost${API_ROOTS.graphql}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    graphql,
  );

async function refused(res: Response): Promise<string> {
  expect(res.status, 'a refusal is an answer, never a server error').toBeLessThan(500);
  const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  expect(body.errors?.length).toBeGreaterThan(0);
  expect(body.data ?? null).toBeNull();
  return body.errors!.map((e) => e.message).join(' | ');
}

const timed = async <T>(f: () => Promise<T>) => {
  const start = performance.now();
  const value = await f();
  return { value, ms: performance.now() - start };
};

describe('the endpoint under BASE_PATH', () => {
  it('answers whether or not the request URL carries the base path (Next leaves it out of route handlers)', async () => {
    const underDept = createGraphqlHandler(
      () => newsRepository(db, '/dept/static'),
      () => searchService(db),
      { endpoint: `/dept${API_ROOTS.graphql}`, production: true },
    );
    for (const url of [`http://localhost${API_ROOTS.graphql}`, `http://localhost/dept${API_ROOTS.graphql}`]) {
      for (const request of [
        new Request(`${url}?query=${encodeURIComponent('{ news(newsId: 101) { newsId } }')}`),
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ news(newsId: 101) { newsId } }' }),
        }),
      ]) {
        const res = await handleGraphql(request, underDept);
        expect(res.status, `${request.method} ${url}`).toBe(200);
        expect(await res.json()).toEqual({ data: { news: { newsId: 101 } } });
      }
    }
  });
});

describe('GraphQL limits', () => {
  it('a normal query still answers', async () => {
    const res = await post({
      query: '{ newsList(categoryId: 3, page: 1) { page { total_rec } datas { newsId title } } }',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { newsList: { page: { total_rec: number } } } };
    expect(body.data.newsList.page.total_rec).toBe(23);
  });

  it('refuses a query deeper than the limit', async () => {
    // nesting past the limit is refused before any field is resolved (or even looked up)
    const deep = `{ newsList { datas { a { b { c { d { e { f } } } } } } } }`;
    const { value, ms } = await timed(() => post({ query: deep }));
    expect(await refused(value)).toMatch(/depth/i);
    expect(ms).toBeLessThan(500);
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 5 },
      (_, i) => `a${i}: newsCategories { id }`,
    ).join(' ');
    expect(await refused(await post({ query: `{ ${aliases} }` }))).toMatch(/alias/i);
  });

  it('refuses a query of too many tokens, quickly, before it is even validated', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => 'id').join(' ');
    const { value, ms } = await timed(() => post({ query: `{ newsCategories { ${fields} } }` }));
    expect(await refused(value)).toMatch(/token/i);
    expect(ms).toBeLessThan(500);
  });

  it('refuses batched requests (an array of operations)', async () => {
    const one = { query: '{ newsCategories { id } }' };
    const res = await post([one, one, one]);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('answers 413 for a body over the limit, by its declared length or by what arrives', async () => {
    const big = JSON.stringify({ query: `{ newsCategories { id } } ${'#'.repeat(GRAPHQL_LIMITS.maxBodyBytes)}` });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    // a client that lies about its length (or streams without one) is cut off at the limit too
    const streamed = await post(big, production, { 'content-length': '10' });
    expect(streamed.status).toBe(413);
  });

  it('gives no field suggestions in production, and does in development', async () => {
    const typo = { query: '{ newsCategorie { id } }' };
    expect(await refused(await post(typo, production))).not.toMatch(/did you mean/i);
    expect(await refused(await post(typo, development))).toMatch(/did you mean/i);
  });

  it('refuses introspection in production, and answers it in development', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { fields { name } } }']) {
      expect(await refused(await post({ query }, production))).toMatch(/introspection has been disabled/i);
      const res = await post({ query }, development);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
    }
    // __typename is not introspection of the schema: clients (and caches) ask for it
    const typename = await post({ query: '{ __typename }' }, production);
    expect(await typename.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
