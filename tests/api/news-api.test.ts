// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from '@/domain/zod';
import { newsDetailResponseSchema, newsListSchema } from '@/domain/news';
import { api, API_ROOTS } from '@/domain/paths';
import type { Db } from '@/server/db';
import { newsRepository, type NewsRepository } from '@/server/news';
import { handleNewsDetail, handleNewsList } from '@/server/rest/news';
import { openTestDatabase, standardContent, tempDir } from './fixtures';

let db: Db;
let repo: NewsRepository;
const tmp = tempDir();

beforeAll(() => {
  db = openTestDatabase(tmp.dir, standardContent(tmp.dir)).db;
  repo = newsRepository(db, '/static');
});
afterAll(() => {
  db.close();
  tmp.cleanup();
});

const BASE = `http://localhost${API_ROOTS.rest}`;
const list = (query = '', headers: Record<string, string> = {}) =>
  handleNewsList(new Request(`${BASE}${api.newsList}${query}`, { headers }), () => repo);
const detail = (id: string, headers: Record<string, string> = {}) =>
  handleNewsDetail(new Request(`${BASE}${api.newsList}/${id}`, { headers }), id, () => repo);
const json = async (r: Response) => (await r.json()) as Record<string, unknown>;

describe(`GET ${api.newsList}`, () => {
  it('answers { datas, page } with the card fields, newest first, 10 per page by default', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = z.strictObject(newsListSchema.shape).parse(await res.json());
    expect(body.page).toEqual({ current_page: 1, total_rec: 28, total_page: 3 });
    expect(body.datas).toHaveLength(10);
    expect(Object.keys(body.datas[0]!).sort()).toEqual([
      'description',
      'displayDate',
      'imgUrl',
      'newsId',
      'subDescription',
      'subTitle',
      'title',
    ]);
    expect(body.datas[0]).toMatchObject({ newsId: 104, displayDate: '2026-01-31', imgUrl: '/static/news/104.svg' });
    const dates = body.datas.map((d) => d.displayDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('orders equal dates by id, newest id first', async () => {
    const body = newsListSchema.parse(await json(await list('?categoryId=3&pageSize=100')));
    for (let i = 1; i < body.datas.length; i += 1) {
      const [a, b] = [body.datas[i - 1]!, body.datas[i]!];
      if (a.displayDate === b.displayDate) expect(a.newsId).toBeGreaterThan(b.newsId);
    }
  });

  it('filters by category; NEWS lists the whole news family', async () => {
    const awards = newsListSchema.parse(await json(await list('?categoryId=3')));
    expect(awards.page.total_rec).toBe(23);
    const family = newsListSchema.parse(await json(await list('?categoryId=1&pageSize=100')));
    expect(family.page.total_rec).toBe(27);
    expect(family.datas.map((d) => d.newsId)).not.toContain(1201);
    const summer = newsListSchema.parse(await json(await list('?categoryId=12')));
    expect(summer.datas.map((d) => d.newsId)).toEqual([1201]);
    const empty = newsListSchema.parse(await json(await list('?categoryId=7')));
    expect(empty).toEqual({ datas: [], page: { current_page: 1, total_rec: 0, total_page: 0 } });
  });

  it.each([
    ['?categoryId=3&page=1&pageSize=10', 10, { current_page: 1, total_rec: 23, total_page: 3 }],
    ['?categoryId=3&page=3&pageSize=10', 3, { current_page: 3, total_rec: 23, total_page: 3 }],
    ['?categoryId=3&page=4&pageSize=10', 0, { current_page: 4, total_rec: 23, total_page: 3 }],
    ['?categoryId=3&page=99999&pageSize=10', 0, { current_page: 99999, total_rec: 23, total_page: 3 }],
    ['?categoryId=3&pageSize=23', 23, { current_page: 1, total_rec: 23, total_page: 1 }],
    ['?categoryId=3&pageSize=22&page=2', 1, { current_page: 2, total_rec: 23, total_page: 2 }],
    ['?categoryId=3&pageSize=1&page=23', 1, { current_page: 23, total_rec: 23, total_page: 23 }],
    ['?categoryId=3&pageSize=100', 23, { current_page: 1, total_rec: 23, total_page: 1 }],
  ])('pages %s: %i cards, totals %o', async (query, count, page) => {
    const body = newsListSchema.parse(await json(await list(query)));
    expect(body.datas).toHaveLength(count);
    expect(body.page).toEqual(page);
  });

  it('pages do not overlap and together hold every item', async () => {
    const ids: number[] = [];
    for (const p of [1, 2, 3])
      ids.push(...newsListSchema.parse(await json(await list(`?categoryId=3&page=${p}`))).datas.map((d) => d.newsId));
    expect(new Set(ids).size).toBe(23);
  });

  it.each([
    ['?categoryId=abc', 'categoryId'],
    ['?categoryId=', 'categoryId'],
    ['?categoryId=0', 'categoryId'],
    ['?categoryId=13', 'categoryId'],
    ['?categoryId=-1', 'categoryId'],
    ['?categoryId=1&categoryId=2', 'categoryId'],
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?page=1.5', 'page'],
    ['?page=', 'page'],
    ['?page=1e3', 'page'],
    ['?page=9999999999999999', 'page'],
    ['?pageSize=0', 'pageSize'],
    ['?pageSize=101', 'pageSize'],
    ['?pageSize=ten', 'pageSize'],
    ['?pageSize=-5', 'pageSize'],
  ])('answers 400 naming the parameter for %s', async (query, name) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('BAD_REQUEST');
    expect(String(body.message)).toMatch(new RegExp(`^${name} must`));
  });

  it('ignores parameters it does not know', async () => {
    expect((await list('?foo=bar&page=1')).status).toBe(200);
  });
});

describe(`GET ${api.newsList}/{id}`, () => {
  it('answers { data } with the detail fields and sanitised content', async () => {
    const res = await detail('1201');
    expect(res.status).toBe(200);
    const { data } = newsDetailResponseSchema.parse(await res.json());
    expect(data).toMatchObject({
      newsId: 1201,
      displayType: 'APPLY_TEAM',
      displayDate: '2023-07-01',
      title: '消息 1201',
      description: '摘要 1201',
    });
    expect(data.content).not.toContain('<script');
    expect(data.content).toContain('rel="noopener noreferrer"');
    expect(data).toMatchObject({
      imgAlt: '消息 1201 的橫幅',
      subImgAlt: 'The banner of news 1201',
      eventStart: '2023-07-17',
      eventEnd: '2023-07-21',
      venue: '本系系館',
      subVenue: 'Department building',
    });
  });

  it('leaves out the event fields of an item that is not an event, and changes no existing field', async () => {
    const { data } = newsDetailResponseSchema.parse(await (await detail('104')).json());
    expect(Object.keys(data).sort()).toEqual([
      'content',
      'description',
      'displayDate',
      'displayType',
      'imgAlt',
      'imgUrl',
      'newsId',
      'subDescription',
      'subImgAlt',
      'subTitle',
      'title',
    ]);
    expect(data).toMatchObject({
      newsId: 104,
      displayType: 'NEWS',
      imgUrl: '/static/news/104.svg',
      subTitle: 'News 104',
    });
  });

  it.each(['abc', '-1', '0', '1.5', '1e2', '99999999999999999999'])('answers 400 for id %s', async (id) => {
    const res = await detail(id);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^id must/) });
  });

  it('answers 404 NOT_FOUND for an unknown id', async () => {
    const res = await detail('424242');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ code: 'NOT_FOUND', message: 'No news item with id 424242' });
  });

  it('sanitises again when serving, whatever is in the database', async () => {
    db.prepare('UPDATE news SET content = ? WHERE news_id = 101').run(
      '<p onclick="x()">a</p><img src="javascript:alert(1)"><a href="javascript:alert(2)">b</a><script>alert(3)</script><img src="news/figures/101.svg">',
    );
    const { data } = newsDetailResponseSchema.parse(await (await detail('101')).json());
    expect(data.content).not.toMatch(/onclick|javascript:|<script/i);
    expect(data.content).toContain('src="/static/news/figures/101.svg"');
  });
});

describe('caching', () => {
  it('sends Cache-Control and an ETag; If-None-Match gets 304', async () => {
    const first = await list('?categoryId=3');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const again = await list('?categoryId=3', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await list('?categoryId=3', { 'If-None-Match': `W/${etag}, "other"` })).status).toBe(304);
    expect((await list('?categoryId=3&page=2', { 'If-None-Match': etag! })).status).toBe(200);
    const d = await detail('102');
    expect((await detail('102', { 'If-None-Match': d.headers.get('etag')! })).status).toBe(304);
  });

  it('does not cache errors', async () => {
    expect((await list('?page=0')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('a failing data layer', () => {
  it('answers 503 with a message, not a crash', async () => {
    const broken = () => {
      throw new Error('disk gone');
    };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    try {
      const res = await handleNewsList(new Request(`${BASE}${api.newsList}`), broken);
      expect(res.status).toBe(503);
      expect(await json(res)).toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
