// @vitest-environment node
import { createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsDetailResponseSchema } from '@/domain/news';
import { api, API_ROOTS } from '@/domain/paths';
import type { Db } from '@/server/db';
import { graphqlSchema } from '@/server/graphql/schema';
import { newsRepository, type NewsRepository } from '@/server/news';
import { storedFrontMatter } from '@/server/newsSync';
import { handleNewsDetail } from '@/server/rest/news';
import { searchService } from '@/server/search';
import { item, openTestDatabase, tempDir, writeNewsContent } from './fixtures';

/*
 * How, where and in which sessions an event takes place, from the file through the database to REST and GraphQL:
 * additive fields of the detail, with the defaults (offline, the department's place) given for every dated item.
 */

let db: Db;
let repo: NewsRepository;
const tmp = tempDir();

const SERIES = item(201, '2020-10-21', undefined, 'NEWS_TEACH', {
  eventStart: '2020-11-04T20:00',
  eventEnd: '2020-11-18T21:00',
  eventSessions: ['2020-11-04', '2020-11-11', '2020-11-18'],
  eventAttendanceMode: 'online',
  venue: '線上講座',
  subVenue: 'Online lectures',
  onlineUrl: 'https://www.example.org/lanchuan-ipd/online-lectures',
});
const ABROAD = item(802, '2019-10-22', undefined, 'TEACH_SHOW', {
  eventStart: '2019-10-19',
  eventEnd: '2019-10-27',
  venue: '恩荷芬',
  addressLocality: ['Eindhoven'],
  addressCountry: 'NL',
});
const AT_HOME = item(214, '2026-10-20', undefined, 'NEWS_TEACH', {
  eventStart: '2026-12-03T18:30',
  eventEnd: '2026-12-03T21:30',
  venue: '系館五樓交誼廳',
});
const NOT_AN_EVENT = item(104, '2026-01-31');

beforeAll(() => {
  db = openTestDatabase(tmp.dir, writeNewsContent(tmp.dir, [SERIES, ABROAD, AT_HOME, NOT_AN_EVENT])).db;
  repo = newsRepository(db, '/static', { addressLocality: 'Taipei', addressCountry: 'TW' });
});
afterAll(() => {
  db.close();
  tmp.cleanup();
});

const detail = async (id: number) => {
  const res = await handleNewsDetail(
    new Request(`http://localhost${API_ROOTS.rest}${api.newsList}/${id}`),
    String(id),
    () => repo,
  );
  expect(res.status).toBe(200);
  return newsDetailResponseSchema.parse(await res.json()).data;
};

describe('GET /news/{id} of a dated item', () => {
  it('gives an online series its mode, link and sessions, and no place', async () => {
    const data = await detail(201);
    expect(data).toMatchObject({
      eventStart: '2020-11-04T20:00',
      eventEnd: '2020-11-18T21:00',
      eventSessions: [
        { start: '2020-11-04T20:00', end: '2020-11-04T21:00' },
        { start: '2020-11-11T20:00', end: '2020-11-11T21:00' },
        { start: '2020-11-18T20:00', end: '2020-11-18T21:00' },
      ],
      eventAttendanceMode: 'online',
      venue: '線上講座',
      subVenue: 'Online lectures',
      onlineUrl: 'https://www.example.org/lanchuan-ipd/online-lectures',
    });
    expect(data).not.toHaveProperty('addressLocality');
    expect(data).not.toHaveProperty('addressCountry');
  });

  it("gives an event abroad its city and country, and one at home the department's", async () => {
    expect(await detail(802)).toMatchObject({
      eventAttendanceMode: 'offline',
      addressLocality: ['Eindhoven'],
      addressCountry: 'NL',
    });
    const home = await detail(214);
    expect(home).toMatchObject({ eventAttendanceMode: 'offline', addressLocality: ['Taipei'], addressCountry: 'TW' });
    expect(home).not.toHaveProperty('onlineUrl');
    expect(home).not.toHaveProperty('eventSessions');
  });

  it('adds nothing to an item that is not an event', async () => {
    const data = await detail(104);
    for (const key of ['eventSessions', 'eventAttendanceMode', 'addressLocality', 'addressCountry', 'onlineUrl'])
      expect(data).not.toHaveProperty(key);
  });

  it('lists the events for the calendars with the same fields', () => {
    const events = repo.events();
    expect(events.map((e) => [e.newsId, e.eventAttendanceMode])).toEqual([
      [802, 'offline'],
      [201, 'online'],
      [214, 'offline'],
    ]);
    expect(events.find((e) => e.newsId === 201)!.eventSessions).toHaveLength(3);
  });

  it('keeps what the file says (not the defaults) for the next start, which skips parsing known files', () => {
    const known = [...storedFrontMatter(db).values()];
    expect(known.find((fm) => fm.newsId === 201)).toMatchObject({
      eventSessions: ['2020-11-04', '2020-11-11', '2020-11-18'],
      eventAttendanceMode: 'online',
      onlineUrl: 'https://www.example.org/lanchuan-ipd/online-lectures',
    });
    const home = known.find((fm) => fm.newsId === 214)!;
    expect(home).not.toHaveProperty('eventAttendanceMode');
    expect(home).not.toHaveProperty('addressLocality');
  });
});

describe('GraphQL news(newsId)', () => {
  const yoga = createYoga({
    schema: graphqlSchema(
      () => repo,
      () => searchService(db),
    ),
    graphqlEndpoint: API_ROOTS.graphql,
    logging: false,
  });
  const news = async (newsId: number) => {
    const res = await yoga.fetch(`http://localhost${API_ROOTS.graphql}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query ($id: Int!) { news(newsId: $id) {
          eventStart eventEnd eventSessions { start end } eventAttendanceMode venue subVenue
          addressLocality addressCountry onlineUrl
        } }`,
        variables: { id: newsId },
      }),
    });
    const body = (await res.json()) as { data: { news: Record<string, unknown> }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data.news;
  };

  it('answers what REST answers, null where REST leaves a field out', async () => {
    expect(await news(201)).toEqual({
      eventStart: '2020-11-04T20:00',
      eventEnd: '2020-11-18T21:00',
      eventSessions: [
        { start: '2020-11-04T20:00', end: '2020-11-04T21:00' },
        { start: '2020-11-11T20:00', end: '2020-11-11T21:00' },
        { start: '2020-11-18T20:00', end: '2020-11-18T21:00' },
      ],
      eventAttendanceMode: 'online',
      venue: '線上講座',
      subVenue: 'Online lectures',
      addressLocality: null,
      addressCountry: null,
      onlineUrl: 'https://www.example.org/lanchuan-ipd/online-lectures',
    });
    expect(await news(802)).toMatchObject({
      eventSessions: null,
      eventAttendanceMode: 'offline',
      addressLocality: ['Eindhoven'],
      addressCountry: 'NL',
      onlineUrl: null,
    });
    expect(await news(104)).toMatchObject({ eventStart: null, eventAttendanceMode: null, addressLocality: null });
  });
});
