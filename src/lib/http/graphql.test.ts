import { isAxiosError } from 'axios';
import * as z from '@/domain/zod';
import { describe, expect, it } from 'vitest';
import { AppError, mutationErrorNotice, queryErrorNotice } from '../errors';
import { fakeAdapter, type FakeAnswer } from './fakeAdapter';
import { createGraphqlClient, GRAPHQL_TIMEOUT_MS } from './graphql';

const schema = z.object({ news: z.object({ newsId: z.number() }) });
const run = (answer: FakeAnswer) =>
  createGraphqlClient({ adapter: fakeAdapter(() => answer).adapter })
    .request('{ news(id: 1) { newsId } }', schema)
    .catch((e: unknown) => e);

describe('GraphQL client', () => {
  it('posts to /graphql with a 2 minute timeout and returns validated data', async () => {
    const fake = fakeAdapter(() => ({ data: { data: { news: { newsId: 1 } } } }));
    const data = await createGraphqlClient({ adapter: fake.adapter }).request(
      'query Q($id: Int!) { news(id: $id) { newsId } }',
      schema,
      { id: 1 },
    );
    expect(data).toEqual({ news: { newsId: 1 } });
    expect(fake.requests[0]!.baseURL).toBe('/graphql');
    expect(fake.requests[0]!.method).toBe('post');
    expect(fake.requests[0]!.timeout).toBe(GRAPHQL_TIMEOUT_MS);
    expect(GRAPHQL_TIMEOUT_MS).toBe(120_000);
    expect(JSON.parse(String(fake.requests[0]!.data)).variables).toEqual({ id: 1 });
  });

  it('rejects with the first errors entry: message, code and path', async () => {
    const error = await run({
      data: {
        data: null,
        errors: [
          { message: 'News 9 not found', path: ['news', 0], extensions: { code: 'NOT_FOUND' } },
          { message: 'second', extensions: { code: 'OTHER' } },
        ],
      },
    });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ message: 'News 9 not found', code: 'NOT_FOUND', path: 'news.0' });
    expect(queryErrorNotice(error)).toEqual({ message: 'News 9 not found', code: 'Q_NOT_FOUND', path: 'news.0' });
    expect(mutationErrorNotice(error)).toEqual({ message: 'News 9 not found', code: 'SYS_NOT_FOUND', path: 'news.0' });
  });

  it("defaults to 'Axios error' and ERR_SYS_BAD_RESPONSE", async () => {
    const error = await run({ data: { errors: [{}] } });
    expect(error).toMatchObject({ message: 'Axios error', code: 'ERR_SYS_BAD_RESPONSE' });
  });

  it('rejects UNAUTHENTICATED like any other error', async () => {
    const error = await run({
      data: { errors: [{ message: 'Who are you', extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    expect(error).toBeInstanceOf(AppError);
    expect(queryErrorNotice(error).code).toBe('Q_UNAUTHENTICATED');
  });

  it('reads errors from a 4xx answer too', async () => {
    const error = await run({
      status: 400,
      data: { errors: [{ message: 'Syntax Error', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] },
    });
    expect(error).toMatchObject({ message: 'Syntax Error', code: 'GRAPHQL_PARSE_FAILED' });
  });

  it('gives ERR_SYS_BAD_RESPONSE for a malformed response or data', async () => {
    for (const data of ['<html>', {}, { data: null }, { data: { news: { newsId: 'one' } } }, { errors: 'x' }]) {
      const error = await run({ data });
      expect(error, JSON.stringify(data)).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('ERR_SYS_BAD_RESPONSE');
    }
  });

  it('leaves transport failures as axios errors', async () => {
    const error = await run({ status: 502, data: 'Bad Gateway' });
    expect(isAxiosError(error)).toBe(true);
    expect(queryErrorNotice(error).code).toBe('AxiosError');
  });
});
