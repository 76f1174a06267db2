import { expect, test } from '@playwright/test';
import { auditServer } from 'graphql-http';
import { API_ROOTS } from '@/domain/paths';
import { apiNewsList } from './newsHelpers';

/** The GraphQL endpoint of the content API. */
const endpoint = (baseURL: string | undefined) => {
  expect(baseURL, 'the default project has a baseURL').toBeTruthy();
  return new URL(API_ROOTS.graphql, baseURL).toString();
};

test.describe(`GraphQL endpoint ${API_ROOTS.graphql}`, () => {
  test('passes the GraphQL over HTTP audit of graphql-http without errors', async ({ baseURL }) => {
    const results = await auditServer({ url: endpoint(baseURL) });
    expect(results.length, 'the audit ran').toBeGreaterThan(0);
    // 28B9 sends its variables to `__type(name: $name)`, introspection, which production refuses on purpose;
    // variables are checked below with a query of the schema
    const introspection = results.find((r) => r.id === '28B9');
    expect(introspection, 'the audit still has its variables check').toBeTruthy();
    const errors = results.filter((r) => r.status === 'error' && r !== introspection);
    const report = errors.map((r) => `- [${r.id}] ${r.name}: ${'reason' in r ? r.reason : ''}`).join('\n');
    expect(errors, `audits with status "error":\n${report}`).toEqual([]);
  });

  test('a query with a map of variables (application/json) answers with them', async ({ baseURL, request }) => {
    const res = await request.post(endpoint(baseURL), {
      headers: { 'content-type': 'application/json' },
      data: {
        query: 'query Item($id: Int!) { news(newsId: $id) { newsId } }',
        variables: { id: 101 },
      },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ data: { news: { newsId: 101 } } });
  });

  test('newsList(categoryId: 3, pageSize: 2) answers what the REST API answers', async ({ baseURL, request }) => {
    const query = /* GraphQL */ `
      query {
        newsList(categoryId: 3, pageSize: 2) {
          datas {
            newsId
            imgUrl
            title
            subTitle
            description
            subDescription
            displayDate
          }
          page {
            current_page
            total_rec
            total_page
          }
        }
      }
    `;
    const res = await request.post(endpoint(baseURL), {
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      data: { query },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data?: { newsList: unknown }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    const rest = await apiNewsList(request, 3, 1, 2);
    expect(rest.datas.length).toBeLessThanOrEqual(2);
    expect(body.data?.newsList).toEqual(rest);
  });

  test('newsList(categoryId: 99) answers an error with extensions.code BAD_USER_INPUT', async ({
    baseURL,
    request,
  }) => {
    const res = await request.post(endpoint(baseURL), {
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      data: { query: '{ newsList(categoryId: 99) { page { total_rec } } }' },
    });
    const body = (await res.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    expect(body.errors?.length, JSON.stringify(body)).toBeGreaterThan(0);
    expect(body.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors![0]!.message).toMatch(/categoryId/);
    expect(body.data ?? null).toBeNull();
  });
});
