import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from '@/domain/zod';
import { AppError } from '../errors';
import { fakeAdapter } from './fakeAdapter';
import { answeredAhead, READ_AHEAD_MAX_AGE_MS, readAheadThenWarm, readRestAhead, takeRestAhead } from './readAhead';
import { createRestClient } from './rest';

const detail = z.object({ data: z.object({ newsId: z.number() }) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A fetch that answers `body` with `status`, and counts its calls. */
function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('reading REST answers ahead', () => {
  it('says when a read has its answer: not before, not once handed over, never for a failed read', async () => {
    stubFetch(200, { data: { newsId: 31 } });
    readRestAhead('/news/31');
    expect(answeredAhead('/news/31')).toBe(false);
    await vi.waitFor(() => expect(answeredAhead('/news/31')).toBe(true));
    await takeRestAhead('/news/31');
    expect(answeredAhead('/news/31')).toBe(false);

    stubFetch(500, {});
    readRestAhead('/news/32');
    await expect(takeRestAhead('/news/32')).rejects.toThrow();
    readRestAhead('/news/33');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answeredAhead('/news/33')).toBe(false);
    expect(answeredAhead('/news/34')).toBe(false);
  });

  it('warms with an answer already here, and only then (a press on a card read ahead at idle)', async () => {
    stubFetch(200, { data: { newsId: 41 } });
    const warm = vi.fn();
    readAheadThenWarm('/news/41', warm); // idle: the read starts
    expect(warm).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(answeredAhead('/news/41')).toBe(true));
    readAheadThenWarm('/news/41', warm); // the press: its answer is here
    expect(warm).toHaveBeenCalledOnce();
  });

  it("reads once under the REST base; the client's next GET of that path takes the answer and validates it, without a request", async () => {
    const fetch = stubFetch(200, { data: { newsId: 7 } });
    readRestAhead('/news/7');
    readRestAhead('/news/7'); // pressed again: one read
    expect(fetch).toHaveBeenCalledOnce();
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('/scuid-fe-api/news/7');
    const fake = fakeAdapter(() => ({ data: { data: { newsId: 0 } } }));
    const res = await createRestClient({ adapter: fake.adapter }).get('/news/7', detail);
    expect(res.body).toEqual({ data: { newsId: 7 } });
    expect(fake.requests).toHaveLength(0);
    // handed over once: the next GET asks the API
    await createRestClient({ adapter: fake.adapter }).get('/news/7', detail);
    expect(fake.requests).toHaveLength(1);
  });

  it('an answer read ahead is validated like any other: a malformed one rejects with ERR_SYS_BAD_RESPONSE', async () => {
    stubFetch(200, { data: { newsId: 'seven' } });
    readRestAhead('/news/8');
    const fake = fakeAdapter(() => ({ data: {} }));
    await expect(createRestClient({ adapter: fake.adapter }).get('/news/8', detail)).rejects.toBeInstanceOf(AppError);
  });

  it('a read ahead that fails says nothing; the client reads again and answers (or fails) as it would have', async () => {
    stubFetch(503, { code: 'UNAVAILABLE', message: 'down' });
    readRestAhead('/news/9');
    const fake = fakeAdapter(() => ({ data: { data: { newsId: 9 } } }));
    const res = await createRestClient({ adapter: fake.adapter }).get('/news/9', detail);
    expect(res.body.data.newsId).toBe(9);
    expect(fake.requests).toHaveLength(1);
  });

  it('is not used for a GET with parameters, nor once older than the query cache keeps answers fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubFetch(200, { data: { newsId: 10 } });
    readRestAhead('/news/10');
    vi.setSystemTime(Date.now() + READ_AHEAD_MAX_AGE_MS + 1);
    expect(takeRestAhead('/news/10')).toBeUndefined();
    readRestAhead('/news');
    const fake = fakeAdapter(() => ({ data: { data: { newsId: 1 } } }));
    await createRestClient({ adapter: fake.adapter }).get('/news', detail, { page: 2 });
    expect(fake.requests).toHaveLength(1);
  });
});
