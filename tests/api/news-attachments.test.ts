// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPES, newsDetailResponseSchema } from '@/domain/news';
import { api, API_ROOTS } from '@/domain/paths';
import type { Db } from '@/server/db';
import { graphqlSchema } from '@/server/graphql/schema';
import { newsRepository, type NewsRepository } from '@/server/news';
import { storedFrontMatter } from '@/server/newsSync';
import { handleNewsDetail } from '@/server/rest/news';
import { searchService } from '@/server/search';
import { SAMPLES } from '../support/attachmentSamples';
import { item, openTestDatabase, tempDir, writeNewsContent } from './fixtures';

/*
 * A news item's documents from the file through the database to REST and GraphQL: their address under the asset
 * prefix, their labels, and the type and size of their files, found when the news are read.
 */

const tmp = tempDir();
const RULES = { file: 'attachments/1012/rules.pdf', label: '招生簡章', subLabel: 'Admission rules' };
const FORM = { file: 'attachments/1012/outline-form.docx', label: '構想書表格', subLabel: 'Project outline form' };
const WITH_DOCUMENTS = item(1012, '2025-10-07', undefined, 'APPLY_NOTICE', {
  subImgAlt: 'Banner of news 1012',
  attachments: [RULES, FORM],
});
const WITHOUT = item(104, '2026-01-31', undefined, 'NEWS', { subImgAlt: 'Banner of news 104' });

let content: { newsDir: string; staticDir: string };
let db: Db;
let repo: NewsRepository;
const lines: string[] = [];
const put = (file: string, bytes: Buffer | string) => {
  mkdirSync(join(content.staticDir, file, '..'), { recursive: true });
  writeFileSync(join(content.staticDir, file), bytes);
};

beforeAll(() => {
  content = writeNewsContent(tmp.dir, [WITH_DOCUMENTS, WITHOUT]);
  put(RULES.file, SAMPLES.pdf!);
  put(FORM.file, SAMPLES.docx!);
  db = openTestDatabase(tmp.dir, content, lines).db;
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

const EXPECTED = [
  {
    url: '/static/attachments/1012/rules.pdf',
    label: '招生簡章',
    subLabel: 'Admission rules',
    type: 'application/pdf',
    size: SAMPLES.pdf!.length,
  },
  {
    url: '/static/attachments/1012/outline-form.docx',
    label: '構想書表格',
    subLabel: 'Project outline form',
    type: ATTACHMENT_TYPES.docx.type,
    size: SAMPLES.docx!.length,
  },
];

describe('GET /news/{id} of an item with documents', () => {
  it('lists them in the file order, with their address under the asset prefix, type and size', async () => {
    expect((await detail(1012)).attachments).toEqual(EXPECTED);
    expect(repo.get(1012)!.attachments).toEqual(EXPECTED);
  });

  it('gives them under another asset prefix like imgUrl', () => {
    const cdn = newsRepository(db, 'https://cdn.example.org/ipd', { addressLocality: 'Taipei', addressCountry: 'TW' });
    expect(cdn.get(1012)!.attachments!.map((a) => a.url)).toEqual([
      'https://cdn.example.org/ipd/attachments/1012/rules.pdf',
      'https://cdn.example.org/ipd/attachments/1012/outline-form.docx',
    ]);
    expect(cdn.get(1012)!.imgUrl).toBe('https://cdn.example.org/ipd/news/1012.svg');
  });

  it('adds nothing to an item without documents', async () => {
    expect(await detail(104)).not.toHaveProperty('attachments');
  });

  it('keeps what the file says for the next start, which skips parsing known files', () => {
    const known = [...storedFrontMatter(db).values()].find((fm) => fm.newsId === 1012)!;
    expect(known.attachments).toEqual([RULES, FORM]);
  });
});

describe('the sync', () => {
  it('stores a changed document file (same news file) at the next start, and leaves the rest alone', () => {
    const before = repo.get(104);
    put(FORM.file, SAMPLES.xlsx!); // the wrong type: the start is refused, nothing is written
    expect(() => openTestDatabase(tmp.dir, content, lines).db.close()).toThrow(
      /attachments\[1\]\.file: the file public\/static\/attachments\/1012\/outline-form\.docx is an XLSX file by its bytes/,
    );
    expect(repo.get(1012)!.attachments).toEqual(EXPECTED);

    const longer = Buffer.concat([SAMPLES.pdf!, Buffer.from('\n% a longer revision\n')]);
    put(FORM.file, SAMPLES.docx!);
    put(RULES.file, longer);
    lines.length = 0;
    const again = openTestDatabase(tmp.dir, content, lines).db;
    again.close();
    expect(lines).toEqual(['[db] news: +0 ~1 -0 (2 items)']);
    expect(repo.get(1012)!.attachments![0]).toMatchObject({ type: 'application/pdf', size: longer.length });
    expect(repo.get(104)).toEqual(before);
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
        query: 'query ($id: Int!) { news(newsId: $id) { attachments { url label subLabel type size } } }',
        variables: { id: newsId },
      }),
    });
    const body = (await res.json()) as { data: { news: Record<string, unknown> }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data.news;
  };

  it('answers what REST answers, null for an item without documents', async () => {
    expect(await news(1012)).toEqual({ attachments: (await detail(1012)).attachments });
    expect(await news(104)).toEqual({ attachments: null });
  });
});
