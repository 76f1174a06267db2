// @vitest-environment node
import { createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from '@/domain/zod';
import { api, API_ROOTS, paths, SCREENS } from '@/domain/paths';
import { searchResponseSchema, type SearchResponse } from '@/domain/search';
import type { Db } from '@/server/db';
import { graphqlSchema } from '@/server/graphql/schema';
import { newsRepository } from '@/server/news';
import { handleSearch } from '@/server/rest/search';
import { refreshNewsSearch, searchService, type SearchService } from '@/server/search';
import { openTestDatabase, tempDir } from './fixtures';
import { searchContent } from './searchFixtures';

let db: Db;
let service: SearchService;
const tmp = tempDir();

beforeAll(() => {
  // the sync that opens the database builds the search index
  db = openTestDatabase(tmp.dir, searchContent(tmp.dir)).db;
  service = searchService(db);
});
afterAll(() => {
  db.close();
  tmp.cleanup();
});

const BASE = `http://localhost${API_ROOTS.rest}${api.search}`;
const get = (query: string, headers: Record<string, string> = {}) =>
  handleSearch(new Request(`${BASE}${query}`, { headers }), () => service);
const q = (text: string, extra = '') => `?q=${encodeURIComponent(text)}${extra}`;
async function search(query: string): Promise<SearchResponse> {
  const res = await get(query);
  expect(res.status, `status of ${query}`).toBe(200);
  return z.strictObject(searchResponseSchema.shape).parse(await res.json());
}
const ids = (body: SearchResponse) => body.datas.map((d) => d.id);
/** Marked parts of a snippet. */
const marks = (s: string) => [...s.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]);

describe(`GET ${api.search}: the answer`, () => {
  it('has the shape: datas of { type, id, title, subTitle, url, snippet, subSnippet, displayDate } and page', async () => {
    const body = await search(q('臺北設計工作營'));
    expect(Object.keys(body.datas[0]!).sort()).toEqual([
      'displayDate',
      'id',
      'snippet',
      'subSnippet',
      'subTitle',
      'title',
      'type',
      'url',
    ]);
    expect(body.datas[0]).toMatchObject({
      type: 'news',
      id: 'news:901',
      title: '臺北設計工作營',
      subTitle: 'Taipei Design Workshop',
      url: paths.newsItem(901),
      displayDate: '2025-07-01',
    });
    expect(body.page).toMatchObject({ current_page: 1 });
  });

  it('gives every kind of record its address', async () => {
    const url = async (query: string, id: string) =>
      (await search(q(query, '&pageSize=50'))).datas.find((d) => d.id === id)?.url;
    expect(await url('周明哲', 'person:fullTime:1')).toBe(paths.profile('fullTime', 1));
    expect(await url('邱志豪', 'person:partTime:101')).toBe(paths.profile('partTime', 101));
    expect(await url('Koskinen', 'person:visiting:1')).toBe(SCREENS.visitingProfessors);
    expect(await url('謝宜蓁', 'person:staff:201')).toBe(SCREENS.staffs);
    expect(await url('產品語意學', 'course:maElectiveCourses:2:623')).toBe(paths.course('maElectiveCourses', 2, 623));
    expect(await url('基礎設計', 'course:baRequiredCoreCourses:1:11')).toBe(
      paths.course('baRequiredCoreCourses', 1, 11),
    );
    // a course without a Chinese description has no detail: its list page
    expect(await url('設計史', 'course:baRequiredCoreCourses:2:25')).toBe(SCREENS.baRequiredCoreCourses);
    expect(await url('白楊設計學院', 'school:asia:1')).toBe(SCREENS.asia);
    expect(await url('Dommel', 'school:europe:1')).toBe(SCREENS.europe);
    expect(await url('聯絡我們', `page:${SCREENS.contactUs}`)).toBe(SCREENS.contactUs);
    expect(await url('臺北市文山區', `page:${SCREENS.contactUs}`)).toBe(SCREENS.contactUs);
  });

  it('tells the BA and MA introductions apart by their parent menu', async () => {
    const body = await search(q('課程介紹', '&type=page'));
    const titles = body.datas.map((d) => `${d.title} / ${d.subTitle}`);
    expect(titles).toContain('大學部課程 · 課程介紹 / BA Course · Introduction');
    expect(titles).toContain('碩士班課程 · 課程介紹 / MA Course · Introduction');
  });

  it('sends Cache-Control and an ETag; If-None-Match gets 304', async () => {
    const first = await get(q('設計'));
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect((await get(q('設計'), { 'If-None-Match': etag })).status).toBe(304);
  });
});

describe('matching', () => {
  it('finds one Chinese character anywhere in a field', async () => {
    const body = await search(q('營', '&type=news'));
    expect(ids(body)).toEqual(expect.arrayContaining(['news:901', 'news:902']));
    for (const id of ['news:901', 'news:902']) expect(body.datas.find((d) => d.id === id)!.title).toContain('營');
    // in a body too: 營 is in the middle of 經營 there
    expect(ids(await search(q('驗', '&type=news')))).toEqual(['news:202']);
  });

  it('finds two characters in the middle of a title (設計 in 永續設計論壇登場)', async () => {
    const body = await search(q('設計', '&type=news'));
    expect(ids(body)).toContain('news:201');
    // not a match: the two characters apart
    expect(ids(await search(q('續論', '&type=news')))).toEqual([]);
  });

  it('finds a teacher by the given name, in Chinese and in English', async () => {
    expect((await search(q('明哲'))).datas[0]).toMatchObject({
      type: 'person',
      id: 'person:fullTime:1',
      title: '周明哲',
    });
    expect((await search(q('Ming-che'))).datas[0]).toMatchObject({ id: 'person:fullTime:1' });
    // the courses a teacher gives are found by the teacher's name too
    expect(ids(await search(q('明哲', '&type=course')))).toContain('course:maElectiveCourses:2:623');
  });

  it('matches English words by prefix and marks the whole word', async () => {
    const body = await search(q('Semant'));
    expect(ids(body)).toContain('course:maElectiveCourses:2:623');
    const hit = body.datas.find((d) => d.id === 'course:maElectiveCourses:2:623')!;
    expect(marks(hit.subSnippet).map((m) => m!.toLowerCase())).toContain('semantics');
  });

  it('matches English words with one wrong, missing, extra or swapped letter', async () => {
    for (const typo of ['workshap', 'worksop', 'workshopp', 'wrokshop']) {
      const body = await search(q(typo, '&type=news'));
      expect(ids(body), typo).toContain('news:901');
      expect(
        marks(body.datas.find((d) => d.id === 'news:901')!.subSnippet).map((m) => m!.toLowerCase()),
        typo,
      ).toContain('workshop');
    }
    expect(ids(await search(q('Semantcs')))).toContain('course:maElectiveCourses:2:623');
  });

  it('does not correct short words or words that are in the index', async () => {
    // "form" is a word of the index: no correction to "from"
    const form = await search(q('form', '&pageSize=50'));
    for (const d of form.datas) expect(`${d.snippet} ${d.subSnippet}`.toLowerCase()).toMatch(/<mark>form/);
    expect((await search(q('wrk'))).page.total_rec).toBe(0);
  });

  it('answers a mixed query (設計 workshop): every part must match', async () => {
    const body = await search(q('設計 workshop', '&type=news'));
    expect(ids(body)[0]).toBe('news:901');
    expect(ids(body)).not.toContain('news:201'); // 設計 but no workshop
    expect(ids(body)).not.toContain('news:902'); // workshop but no 設計
    expect(ids(await search(q('設計workshop', '&type=news')))).toEqual(ids(body));
  });

  it('folds 臺/台, case and full-width forms, in the query and in the text', async () => {
    const a = ids(await search(q('臺北', '&type=news')));
    expect(a).toEqual(expect.arrayContaining(['news:901', 'news:902']));
    expect(ids(await search(q('台北', '&type=news')))).toEqual(a);
    expect(ids(await search(q('ＷＯＲＫＳＨＯＰ', '&type=news')))).toEqual(
      ids(await search(q('workshop', '&type=news'))),
    );
    expect(ids(await search(q('ＴＡＩＰＥＩ　ｗｏｒｋｓｈｏｐ', '&type=news')))).toEqual(
      ids(await search(q('taipei workshop', '&type=news'))),
    );
    // the snippet marks the text as written
    const hit = (await search(q('台北', '&type=news'))).datas.find((d) => d.id === 'news:901')!;
    expect(marks(hit.snippet)).toContain('臺北');
  });

  it('searches the body without its HTML and marks matches in the escaped text', async () => {
    const body = await search(q('prototypes'));
    const hit = body.datas.find((d) => d.id === 'news:901')!;
    expect(hit.subSnippet).toContain('scooter commuters &amp; built six <mark>prototypes</mark>');
    expect(hit.snippet).not.toMatch(/<(?!\/?mark>)/);
    // tag and attribute names are not text
    for (const word of ['section', 'strong', 'lang', 'h2'])
      expect((await search(q(word, '&type=news'))).page.total_rec, word).toBe(0);
    const script = (await search(q('script'))).datas.find((d) => d.id === 'news:1201')!;
    expect(script.snippet).toContain('&lt;<mark>script</mark>&gt; in text');
    expect(script.snippet).not.toContain('alert');
  });
});

describe('ranking', () => {
  it('puts a title match above a body match, even a newer one', async () => {
    const found = ids(await search(q('設計', '&type=news&pageSize=50')));
    expect(found.indexOf('news:201')).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('news:202')).toBeGreaterThan(found.indexOf('news:201'));
  });

  it('puts the newer of two equal matches first', async () => {
    expect(ids(await search(q('模具', '&type=news')))).toEqual(['news:904', 'news:903']);
  });
});

describe('broad queries (more matches than the ranking limit)', () => {
  it('orders title matches first, then newest first, and pages the same way', () => {
    const broad = searchService(db, { rankLimit: 1, cacheSize: 0 });
    // 設計 is in the titles of 901 (2025-07) and 201 (2025-05), in the body of 202 (2026-01)
    expect(broad.search({ q: '設計', type: 'news', page: 1, pageSize: 50 }).datas.map((d) => d.id)).toEqual([
      'news:901',
      'news:201',
      'news:202',
    ]);
    // any part of the query in the title counts: 營 is in the titles of 901 and 902
    const all = broad.search({ q: '營', page: 1, pageSize: 50 });
    const news = all.datas.filter((d) => d.type === 'news').map((d) => d.id);
    expect(news).toEqual(['news:901', 'news:902']);
    const everything = broad.search({ q: '摘要', page: 1, pageSize: 50 });
    const dates = everything.datas.map((d) => d.displayDate ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const paged = [1, 2, 3].flatMap((page) => broad.search({ q: '摘要', page, pageSize: 4 }).datas.map((d) => d.id));
    expect(paged).toEqual(everything.datas.slice(0, 12).map((d) => d.id));
    expect(broad.search({ q: '摘要', categoryId: 9, page: 1, pageSize: 50 }).datas.map((d) => d.id)).toEqual([
      'news:901',
      'news:904',
      'news:902',
      'news:903',
    ]);
  });

  it('finds what the full ranking finds', () => {
    const broad = searchService(db, { rankLimit: 0, cacheSize: 0 });
    for (const text of ['設計', 'workshop', '摘要', '明哲']) {
      const a = broad.search({ q: text, page: 1, pageSize: 50 });
      const b = service.search({ q: text, page: 1, pageSize: 50 });
      expect(a.page).toEqual(b.page);
      expect(new Set(a.datas.map((d) => d.id))).toEqual(new Set(b.datas.map((d) => d.id)));
    }
  });
});

describe('the answer cache', () => {
  it('answers a repeated query from the cache, and a changed index afresh', () => {
    const cached = searchService(db);
    const first = cached.search({ q: '霓虹', page: 1, pageSize: 10 });
    expect(first.page.total_rec).toBe(0);
    first.datas.push({} as never); // callers get copies
    expect(cached.search({ q: '霓虹', page: 1, pageSize: 10 }).datas).toEqual([]);
    db.transaction(() => {
      db.prepare(
        `INSERT INTO news (news_id, category_id, img_url, title, sub_title, description, sub_description, content, display_date)
        VALUES (7001, 2, 'news/7001.svg', '霓虹燈', 'Neon', '摘要', 'Summary', '<p>x</p>', '2020-01-01')`,
      ).run();
      refreshNewsSearch(db, { upserted: [7001], removed: [] });
    })();
    expect(cached.search({ q: '霓虹', page: 1, pageSize: 10 }).datas.map((d) => d.id)).toEqual(['news:7001']);
    db.transaction(() => {
      db.prepare('DELETE FROM news WHERE news_id = 7001').run();
      refreshNewsSearch(db, { upserted: [], removed: [7001] });
    })();
    expect(cached.search({ q: '霓虹', page: 1, pageSize: 10 }).page.total_rec).toBe(0);
  });
});

describe('filters', () => {
  it('filters by type', async () => {
    for (const type of ['news', 'person', 'course', 'school', 'page']) {
      const body = await search(q('設計', `&type=${type}&pageSize=50`));
      expect(body.datas.length, type).toBeGreaterThan(0);
      expect(new Set(body.datas.map((d) => d.type))).toEqual(new Set([type]));
    }
  });

  it('filters news by category; NEWS (1) is the whole news family', async () => {
    expect(ids(await search(q('摘要', '&categoryId=9&pageSize=50'))).sort()).toEqual([
      'news:901',
      'news:902',
      'news:903',
      'news:904',
    ]);
    const family = await search(q('摘要', '&categoryId=1&pageSize=50'));
    expect(family.page.total_rec).toBe(25);
    expect(ids(family)).toEqual(expect.arrayContaining(['news:201', 'news:202', 'news:301']));
    expect(ids(family)).not.toContain('news:901');
    expect((await search(q('設計', '&categoryId=7'))).page.total_rec).toBe(0);
  });

  it('filters news by year, alone or with a category and type=news', async () => {
    const y2024 = await search(q('摘要', '&year=2024&pageSize=50'));
    expect(y2024.page.total_rec).toBe(24);
    for (const d of y2024.datas) expect(d.displayDate).toMatch(/^2024-/);
    expect(ids(await search(q('摘要', '&year=2024&categoryId=9&type=news')))).toEqual(['news:904']);
    expect((await search(q('明哲', '&year=2024'))).page.total_rec).toBe(0); // people have no year
  });
});

describe('paging', () => {
  it.each([
    ['&page=1&pageSize=10', 10, { current_page: 1, total_rec: 30, total_page: 3 }],
    ['&page=3&pageSize=10', 10, { current_page: 3, total_rec: 30, total_page: 3 }],
    ['&page=4&pageSize=10', 0, { current_page: 4, total_rec: 30, total_page: 3 }],
    ['&page=2&pageSize=25', 5, { current_page: 2, total_rec: 30, total_page: 2 }],
    ['&pageSize=50', 30, { current_page: 1, total_rec: 30, total_page: 1 }],
    ['', 10, { current_page: 1, total_rec: 30, total_page: 3 }],
  ])('%s: %i results, totals %o', async (extra, count, page) => {
    const body = await search(q('摘要', `&type=news${extra}`));
    expect(body.datas).toHaveLength(count);
    expect(body.page).toEqual(page);
  });

  it('pages do not overlap and together hold every result, in the order of one big page', async () => {
    const all = ids(await search(q('摘要', '&type=news&pageSize=50')));
    const paged: string[] = [];
    for (const p of [1, 2, 3]) paged.push(...ids(await search(q('摘要', `&type=news&page=${p}`))));
    expect(paged).toEqual(all);
  });

  it('answers an empty page 1 when nothing matches', async () => {
    expect(await search(q('zzzzqqqq'))).toEqual({ datas: [], page: { current_page: 1, total_rec: 0, total_page: 0 } });
  });
});

describe('bad input', () => {
  it.each([
    ['', 'q'],
    ['?q=', 'q'],
    ['?q=%20%20', 'q'],
    [`?q=${'設'.repeat(201)}`, 'q'],
    ['?q=a&q=b', 'q'],
    ['?q=a&type=teacher', 'type'],
    ['?q=a&type=', 'type'],
    ['?q=a&type=NEWS', 'type'],
    ['?q=a&categoryId=0', 'categoryId'],
    ['?q=a&categoryId=13', 'categoryId'],
    ['?q=a&categoryId=abc', 'categoryId'],
    ['?q=a&categoryId=', 'categoryId'],
    ['?q=a&categoryId=3&type=person', 'categoryId'],
    ['?q=a&year=24', 'year'],
    ['?q=a&year=1899', 'year'],
    ['?q=a&year=2101', 'year'],
    ['?q=a&year=20x4', 'year'],
    ['?q=a&year=2024&type=page', 'year'],
    ['?q=a&page=0', 'page'],
    ['?q=a&page=-1', 'page'],
    ['?q=a&page=1.5', 'page'],
    ['?q=a&page=1e3', 'page'],
    ['?q=a&page=', 'page'],
    ['?q=a&page=9999999999999999', 'page'],
    ['?q=a&pageSize=0', 'pageSize'],
    ['?q=a&pageSize=51', 'pageSize'],
    ['?q=a&pageSize=ten', 'pageSize'],
  ])('answers 400 naming the parameter for %s', async (query, name) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toMatch(new RegExp(`^${name} `));
  });

  it('accepts a query of exactly 200 characters and ignores unknown parameters', async () => {
    expect((await get(`?q=${'設'.repeat(200)}`)).status).toBe(200);
    expect((await get(`?q=${'a'.repeat(200)}`)).status).toBe(200);
    expect((await get('?q=design&foo=bar')).status).toBe(200);
  });
});

describe('hostile strings', () => {
  const hostile = [
    '"',
    '""',
    '*',
    'design*',
    '"design',
    'NEAR(',
    'NEAR(design workshop, 2)',
    "'",
    "') OR 1=1 --",
    ')',
    '(',
    'OR',
    'design OR',
    'AND NOT',
    '-design',
    '^design',
    'title:design',
    '{title}: design',
    '<script>alert(1)</script>',
    '\\',
    '%',
    '_',
    '\u0000',
    '設計"*) OR (',
    '🙂',
    '\u200b',
  ];
  it.each(hostile)('%j answers 200 or 400, never an error of the engine', async (text) => {
    const res = await get(q(text));
    expect([200, 400]).toContain(res.status);
    const body = await res.json();
    if (res.status === 200) {
      const parsed = z.strictObject(searchResponseSchema.shape).parse(body);
      for (const d of parsed.datas) expect(`${d.snippet}${d.subSnippet}`).not.toMatch(/<(?!\/?mark>)/);
    } else {
      expect(body).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it('reads query words as words: OR and NEAR are searched, not obeyed', async () => {
    // "design OR zzzz" must match both words (AND), so nothing
    expect((await search(q('design OR zzzzqqqq'))).page.total_rec).toBe(0);
    expect((await search(q('<script>'))).datas.map((d) => d.id)).toContain('news:1201');
  });
});

describe('GraphQL search', () => {
  const yoga = createYoga({
    schema: graphqlSchema(
      () => newsRepository(db, '/static'),
      () => service,
    ),
    graphqlEndpoint: API_ROOTS.graphql,
    logging: false,
  });
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await yoga.fetch(`http://localhost${API_ROOTS.graphql}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data?: { search?: SearchResponse } | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
  };
  const QUERY = `query ($q: String!, $type: String, $categoryId: Int, $year: Int, $page: Int, $pageSize: Int) {
    search(q: $q, type: $type, categoryId: $categoryId, year: $year, page: $page, pageSize: $pageSize) {
      datas { type id title subTitle url snippet subSnippet displayDate }
      page { current_page total_rec total_page }
    }
  }`;

  it('answers what REST answers', async () => {
    const { data, errors } = await gql(QUERY, { q: '設計 workshop', type: 'news', pageSize: 5 });
    expect(errors).toBeUndefined();
    expect(searchResponseSchema.parse(data!.search)).toEqual(await search(q('設計 workshop', '&type=news&pageSize=5')));
    const filtered = await gql(QUERY, { q: '摘要', categoryId: 9, year: 2024 });
    expect(filtered.data!.search!.datas.map((d) => d.id)).toEqual(['news:904']);
  });

  it.each([
    [{ q: '' }, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ q: 'a', type: 'teacher' }, 'type'],
    [{ q: 'a', categoryId: 13 }, 'categoryId'],
    [{ q: 'a', year: 99 }, 'year'],
    [{ q: 'a', page: 0 }, 'page'],
    [{ q: 'a', pageSize: 51 }, 'pageSize'],
    [{ q: 'a', type: 'school', year: 2024 }, 'year'],
  ])('answers BAD_USER_INPUT naming the argument for %o', async (variables, name) => {
    const { errors } = await gql(QUERY, variables);
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: name });
    expect(errors?.[0]?.message).toMatch(new RegExp(`^${name} `));
  });

  it('treats hostile strings as text', async () => {
    for (const text of ['"', 'NEAR(', ')', '*', 'OR', '<script>']) {
      const { data, errors } = await gql(QUERY, { q: text });
      expect(errors, text).toBeUndefined();
      expect(searchResponseSchema.safeParse(data!.search).success).toBe(true);
    }
  });
});
