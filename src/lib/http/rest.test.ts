import { isAxiosError } from 'axios';
import * as z from '@/domain/zod';
import { describe, expect, it } from 'vitest';
import { ApiError, AppError, queryErrorNotice } from '../errors';
import { fakeAdapter } from './fakeAdapter';
import { createRestClient, REST_TIMEOUT_MS } from './rest';

const list = z.object({ datas: z.array(z.object({ newsId: z.number() })) });

describe('REST client', () => {
  it('calls {host}/scuid-fe-api with JSON, no-cache and a 20 minute timeout, exposing data as body', async () => {
    const fake = fakeAdapter(() => ({ data: { datas: [{ newsId: 1 }] } }));
    const client = createRestClient({ adapter: fake.adapter });
    const res = await client.get('/news', list, { categoryId: 3, page: 2 });
    expect(res.body).toEqual({ datas: [{ newsId: 1 }] });
    expect(res.status).toBe(200);
    expect(res).not.toHaveProperty('data');
    const req = fake.requests[0]!;
    expect(req.baseURL).toBe('/scuid-fe-api');
    expect(req.url).toBe('/news');
    expect(req.params).toEqual({ categoryId: 3, page: 2 });
    expect(req.timeout).toBe(REST_TIMEOUT_MS);
    expect(REST_TIMEOUT_MS).toBe(1_200_000);
    expect(req.headers['Content-Type']).toBe('application/json');
    expect(req.headers['Cache-Control']).toBe('no-cache');
  });

  it('sends the delete payload as the body', async () => {
    const fake = fakeAdapter(() => ({ data: {} }));
    await createRestClient({ adapter: fake.adapter }).delete('/x/1', z.object({}), { reason: 'dup' });
    expect(fake.requests[0]!.method).toBe('delete');
    expect(JSON.parse(String(fake.requests[0]!.data))).toEqual({ reason: 'dup' });
  });

  it('posts JSON, URL-encoded and multipart bodies', async () => {
    const fake = fakeAdapter(() => ({ data: {} }));
    const client = createRestClient({ adapter: fake.adapter });
    await client.post('/a', z.object({}), { a: 1 });
    await client.put('/b', z.object({}), { a: 1, b: 'x y' }, 'form');
    await client.post('/c', z.object({}), { a: 1, file: new Blob(['hi']) }, 'multipart');
    expect(JSON.parse(String(fake.requests[0]!.data))).toEqual({ a: 1 });
    expect(fake.requests[1]!.method).toBe('put');
    expect(String(fake.requests[1]!.data)).toBe('a=1&b=x+y');
    expect(fake.requests[1]!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(fake.requests[2]!.data).toBeInstanceOf(FormData);
    expect((fake.requests[2]!.data as FormData).get('a')).toBe('1');
  });

  it('rejects a malformed body with ERR_SYS_BAD_RESPONSE (never a crash)', async () => {
    for (const data of [{ datas: 'nope' }, null, '<html>', { datas: [{ newsId: 'x' }] }]) {
      const client = createRestClient({ adapter: fakeAdapter(() => ({ data })).adapter });
      const error = await client.get('/news', list).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('ERR_SYS_BAD_RESPONSE');
      expect(queryErrorNotice(error).code).toBe('Q_ERR_SYS_BAD_RESPONSE');
    }
  });

  it('turns a known API error body { code, message } into an ApiError', async () => {
    const client = createRestClient({
      adapter: fakeAdapter(() => ({ status: 404, data: { code: 'NOT_FOUND', message: 'No news 9' } })).adapter,
    });
    const error = await client.get('/news/9', list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(queryErrorNotice(error)).toEqual({ message: 'No news 9', code: 'NOT_FOUND', path: '/news/9' });
  });

  it('leaves other HTTP failures as axios errors: code AxiosError in the catalogue', async () => {
    for (const answer of [{ status: 500, data: 'Internal Server Error' }, { network: true }]) {
      const client = createRestClient({ adapter: fakeAdapter(() => answer).adapter });
      const error = await client.get('/news', list).catch((e: unknown) => e);
      expect(isAxiosError(error)).toBe(true);
      const notice = queryErrorNotice(error);
      expect(notice.code).toBe('AxiosError');
      expect(notice.message).toMatch(/status code 500|Network Error/);
    }
  });
});
