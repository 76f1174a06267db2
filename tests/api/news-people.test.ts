// @vitest-environment node
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsDetailResponseSchema, newsListSchema } from '@/domain/news';
import { api, API_ROOTS } from '@/domain/paths';
import type { Db } from '@/server/db';
import { graphqlSchema } from '@/server/graphql/schema';
import { newsRepository, type NewsRepository } from '@/server/news';
import { storedFrontMatter } from '@/server/newsSync';
import { handleNewsDetail, handleNewsList } from '@/server/rest/news';
import { searchService } from '@/server/search';
import {
  item,
  newsPath,
  openTestDatabase,
  tempDir,
  writeNewsContent,
  writeNewsItem,
  type NewsFixture,
} from './fixtures';

/*
 * The people a news item names, from the file through the database to REST and GraphQL, both ways: the item's
 * people with their names from the directory (content/people), and a person's items, newest first, paged.
 */

const tmp = tempDir();
// 林淑華 (fullTime/2) is named by twelve items, two of them with others; 邱志豪 (partTime/101) and a visitor by one
const named: NewsFixture[] = Array.from({ length: 12 }, (_, i) =>
  item(401 + i, `2024-0${1 + Math.floor(i / 3)}-1${i % 3}`, undefined, 'TEACH_WORKSHOP', {
    people:
      i === 0 ? ['fullTime/2', 'partTime/101', 'visiting/3'] : i === 5 ? ['visiting/3', 'fullTime/2'] : ['fullTime/2'],
  }),
);
const NOBODY = item(104, '2026-01-31');
const GONE = item(500, '2025-01-01', undefined, 'NEWS', { people: ['fullTime/99', 'partTime/102'] });

let content: { newsDir: string; staticDir: string };
let db: Db;
let repo: NewsRepository;
const reopen = () => {
  db?.close();
  db = openTestDatabase(tmp.dir, content).db;
  repo = newsRepository(db, '/static', { addressLocality: 'Taipei', addressCountry: 'TW' });
};

beforeAll(() => {
  content = writeNewsContent(tmp.dir, [...named, NOBODY, GONE]);
  reopen();
});
afterAll(() => {
  db.close();
  tmp.cleanup();
});

const BASE = `http://localhost${API_ROOTS.rest}`;
const list = (query: string) => handleNewsList(new Request(`${BASE}${api.newsList}${query}`), () => repo);
const detail = async (id: number) => {
  const res = await handleNewsDetail(new Request(`${BASE}${api.newsList}/${id}`), String(id), () => repo);
  expect(res.status).toBe(200);
  return newsDetailResponseSchema.parse(await res.json()).data;
};

const LIN = { list: 'fullTime', id: 2, name: '林淑華', subName: 'Lin Shu-hua', url: '/teacher/introduce/2' };
const CHIU = {
  list: 'partTime',
  id: 101,
  name: '邱志豪',
  subName: 'Chiu Chih-hao',
  url: '/teacher/partTimeProfessors/101',
};

describe('GET /news/{id}: the people an item names', () => {
  it("gives each one's names from the directory and the address that shows them, in the file's order", async () => {
    const people = (await detail(401)).people!;
    expect(people.slice(0, 2)).toEqual([LIN, CHIU]);
    expect(people[2]).toMatchObject({
      list: 'visiting',
      id: 3,
      subName: 'Klaus Weber',
      url: '/industrial/professors/visitingProfessors#visiting-3',
    });
    expect((await detail(406)).people!.map((p) => `${p.list}/${p.id}`)).toEqual(['visiting/3', 'fullTime/2']);
  });

  it('leaves out a person the directory no longer has, and says nothing of people for an item that names none', async () => {
    expect((await detail(500)).people!.map((p) => p.id)).toEqual([102]);
    expect(await detail(104)).not.toHaveProperty('people');
  });

  it('keeps what the file says for the next start, which skips parsing known files', () => {
    const known = [...storedFrontMatter(db).values()].find((fm) => fm.newsId === 406)!;
    expect(known.people).toEqual(['visiting/3', 'fullTime/2']);
  });
});

describe('GET /news?person=: the items that name a person', () => {
  it('pages them newest first, ten to a page like the lists', async () => {
    const first = newsListSchema.parse(await (await list('?person=fullTime/2')).json());
    expect(first.page).toEqual({ current_page: 1, total_rec: 12, total_page: 2 });
    expect(first.datas.map((d) => d.newsId)).toEqual([412, 411, 410, 409, 408, 407, 406, 405, 404, 403]);
    const second = newsListSchema.parse(await (await list('?person=fullTime/2&page=2')).json());
    expect(second.datas.map((d) => d.newsId)).toEqual([402, 401]);
    const visitor = newsListSchema.parse(await (await list('?person=visiting/3')).json());
    expect(visitor.datas.map((d) => d.newsId)).toEqual([406, 401]);
  });

  it('refuses a malformed person, a person with a category, and answers 404 for a person not in the directory', async () => {
    for (const query of [
      '?person=2',
      '?person=staff/201',
      '?person=fullTime/02',
      '?person=fullTime/2&person=fullTime/3',
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
    }
    const both = await list('?person=fullTime/2&categoryId=4');
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'person cannot be combined with categoryId',
    });
    const nobody = await list('?person=fullTime/99');
    expect(nobody.status).toBe(404);
    expect(await nobody.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No person fullTime/99 in the directory' });
  });
});

describe('GraphQL, both ways', () => {
  const yoga = createYoga({
    schema: graphqlSchema(
      () => repo,
      () => searchService(db),
    ),
    graphqlEndpoint: API_ROOTS.graphql,
    logging: false,
  });
  const query = async (source: string, variables: Record<string, unknown> = {}) => {
    const res = await yoga.fetch(`http://localhost${API_ROOTS.graphql}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: source, variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  };

  it("gives an item's people, and a person's items newest first", async () => {
    const item = await query('{ news(newsId: 401) { people { list id name subName url } } }');
    expect(item.data).toEqual({ news: { people: [LIN, CHIU, expect.objectContaining({ list: 'visiting', id: 3 })] } });
    const person = await query(
      '{ person(list: "fullTime", id: 2) { name news(page: 2, pageSize: 5) { page { total_rec total_page } datas { newsId } } } }',
    );
    expect(person.data).toEqual({
      person: {
        name: '林淑華',
        news: {
          page: { total_rec: 12, total_page: 3 },
          datas: [407, 406, 405, 404, 403].map((newsId) => ({ newsId })),
        },
      },
    });
    expect((await query('{ news(newsId: 104) { people { id } } }')).data).toEqual({ news: { people: null } });
  });

  it('answers null for an unknown person and refuses an unknown list', async () => {
    expect((await query('{ person(list: "fullTime", id: 99) { name } }')).data).toEqual({ person: null });
    const bad = await query('{ person(list: "staff", id: 201) { name } }');
    expect(bad.errors?.[0]?.message).toMatch(/list must be fullTime, partTime or visiting/);
  });
});

describe('the sync keeps the index of who is named', () => {
  it('follows an item that names someone else, and forgets a deleted one', async () => {
    writeNewsItem(content.newsDir, {
      ...named[11]!,
      frontMatter: { ...named[11]!.frontMatter, people: ['partTime/101'] },
    });
    rmSync(join(content.newsDir, newsPath(named[10]!)));
    reopen();
    const lin = newsListSchema.parse(await (await list('?person=fullTime/2')).json());
    expect(lin.page.total_rec).toBe(10);
    expect(lin.datas[0]!.newsId).toBe(410);
    const chiu = newsListSchema.parse(await (await list('?person=partTime/101')).json());
    expect(chiu.datas.map((d) => d.newsId)).toEqual([412, 401]);
    expect(db.prepare('SELECT count(*) AS n FROM news_person WHERE news_id = 411').get()).toEqual({ n: 0 });
  });
});
