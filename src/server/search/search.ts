import 'server-only';
import type { Statement } from 'better-sqlite3';
import { categoriesListedBy, categoryById, NEWS_CATEGORIES } from '@/domain/newsCategories';
import {
  SEARCH_TYPES,
  type SearchParams,
  type SearchResponse,
  type SearchResult,
  type SearchType,
} from '@/domain/search';
import type { Db } from '../db';
import { indexGeneration, parseQuery, vocabularyOf, type ParsedQuery } from './query';
import { snippet } from './snippet';

/**
 * Order: title matches, then bm25 in bands of a tenth of the best score, then newest. bm25 alone cannot keep title
 * matches first, as FTS5 gives a character in most documents (設, 的) almost no idf. Past RANK_LIMIT matches the
 * bands are skipped: scoring costs tens of milliseconds, and among thousands of matches recency tells more.
 */
export const TITLE_WEIGHT = 10;
export const BODY_WEIGHT = 1;
export const SCORE_BANDS = 10;
export const RANK_LIMIT = 2000;
/** Characters of a snippet: Chinese and English. */
export const SNIPPET_LENGTH = { zh: 80, en: 160 } as const;
/** Answers kept per database, for repeated queries and paging; emptied when the index changes. */
export const CACHE_SIZE = 200;

interface Filters {
  type?: SearchType;
  categoryIds?: number[];
  year?: number;
}

interface TextRow {
  doc_id: number;
  doc_key: string;
  type: SearchType;
  url: string;
  display_date: string | null;
  title: string;
  sub_title: string;
  body: string;
  sub_body: string;
}

/** News filters of the parameters: categoryId as the news lists read it (NEWS: the whole family), year. */
function filtersOf(p: Pick<SearchParams, 'type' | 'categoryId' | 'year'>): Filters {
  const news = p.categoryId !== undefined || p.year !== undefined;
  const category = p.categoryId === undefined ? undefined : categoryById(p.categoryId);
  const categoryIds = category
    ? NEWS_CATEGORIES.filter((c) => categoriesListedBy(category.key).includes(c.key)).map((c) => c.id)
    : undefined;
  return { type: news ? 'news' : p.type, categoryIds, year: p.year };
}

function whereOf(f: Filters): { sql: string; args: (string | number)[]; key: string } {
  const parts: string[] = [];
  const args: (string | number)[] = [];
  if (f.type) {
    parts.push('d.type = ?');
    args.push(f.type);
  }
  if (f.categoryIds) {
    parts.push(`d.category_id IN (${f.categoryIds.map(() => '?').join(', ')})`);
    args.push(...f.categoryIds);
  }
  if (f.year !== undefined) {
    parts.push('d.year = ?');
    args.push(f.year);
  }
  return {
    sql: parts.map((p) => ` AND ${p}`).join(''),
    args,
    key: `${f.type ? 't' : ''}${f.categoryIds?.length ?? ''}${f.year !== undefined ? 'y' : ''}`,
  };
}

/** Any part of the query in a title: FTS5 applies a column filter to every phrase of the group. */
const titleMatch = (query: ParsedQuery) => `{title} : (${query.anyMatch})`;

/** Statements are prepared once per database and filter shape; answers are cached until the index changes. */
export function searchService(
  db: Db,
  { rankLimit = RANK_LIMIT, cacheSize = CACHE_SIZE }: { rankLimit?: number; cacheSize?: number } = {},
) {
  const prepared = new Map<string, Statement<unknown[]>>();
  const prepare = (key: string, sql: () => string) => {
    let s = prepared.get(key);
    if (!s) {
      s = db.prepare(sql());
      prepared.set(key, s);
    }
    return s;
  };
  const FROM = 'FROM search_fts JOIN search_doc d ON d.doc_id = search_fts.rowid WHERE search_fts MATCH ?';
  const byIds = (n: number) =>
    prepare(
      `text${n}`,
      () => `SELECT d.doc_id, d.doc_key, d.type, d.url, d.display_date, t.title, t.sub_title, t.body, t.sub_body
        FROM search_doc d JOIN search_text t ON t.doc_id = d.doc_id WHERE d.doc_id IN (${Array.from({ length: n }, () => '?').join(', ')})`,
    );

  let cacheGeneration = '';
  const cache = new Map<string, SearchResponse>();

  function rankedPage(
    query: ParsedQuery,
    where: ReturnType<typeof whereOf>,
    total: number,
    limit: number,
    offset: number,
  ): number[] {
    const match = query.match!;
    if (total <= rankLimit) {
      return prepare(
        `ranked:${where.key}`,
        () => `SELECT doc_id FROM (
            SELECT doc_id, display_date, in_title, score, min(score) OVER (PARTITION BY in_title) AS best FROM (
              SELECT d.doc_id, d.display_date, bm25(search_fts, ${TITLE_WEIGHT}, ${BODY_WEIGHT}) AS score, bm25(search_fts, 1, 0) < 0 AS in_title
              ${FROM}${where.sql}))
          ORDER BY in_title DESC, CAST(score / best * ${SCORE_BANDS} AS INTEGER) DESC, display_date DESC NULLS LAST, doc_id
          LIMIT ? OFFSET ?`,
      )
        .pluck()
        .all(match, ...where.args, limit, offset) as number[];
    }
    return prepare(
      `broad:${where.key}`,
      () => `SELECT d.doc_id ${FROM}${where.sql}
        ORDER BY d.doc_id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?) DESC, d.display_date DESC NULLS LAST, d.doc_id
        LIMIT ? OFFSET ?`,
    )
      .pluck()
      .all(match, ...where.args, titleMatch(query), limit, offset) as number[];
  }

  function run(params: SearchParams, query: ParsedQuery): SearchResponse {
    const { page, pageSize } = params;
    const empty = { datas: [], page: { current_page: page, total_rec: 0, total_page: 0 } };
    if (!query.match) return empty;
    const where = whereOf(filtersOf(params));
    const total = prepare(`count:${where.key}`, () => `SELECT count(*) ${FROM}${where.sql}`)
      .pluck()
      .get(query.match, ...where.args) as number;
    const pageInfo = { current_page: page, total_rec: total, total_page: Math.ceil(total / pageSize) };
    const offset = (page - 1) * pageSize;
    if (total === 0 || offset >= total) return { datas: [], page: pageInfo };
    const ids = rankedPage(query, where, total, pageSize, offset);
    const rows = new Map((byIds(ids.length).all(...ids) as TextRow[]).map((r) => [r.doc_id, r]));
    const datas: SearchResult[] = ids.map((id) => {
      const r = rows.get(id)!;
      return {
        type: r.type,
        id: r.doc_key,
        title: r.title,
        subTitle: r.sub_title,
        url: r.url,
        snippet: snippet(r.body, query.units, SNIPPET_LENGTH.zh),
        subSnippet: snippet(r.sub_body, query.units, SNIPPET_LENGTH.en),
        displayDate: r.display_date,
      };
    });
    return { datas, page: pageInfo };
  }

  return {
    /** A page past the end has no results but the right totals. */
    search(params: SearchParams): SearchResponse {
      const generation = indexGeneration(db);
      if (generation !== cacheGeneration) {
        cache.clear();
        cacheGeneration = generation;
      }
      const query = parseQuery(params.q, vocabularyOf(db, generation));
      // the snippets depend on the units, which the MATCH expression spells out
      const key = JSON.stringify([
        query.match,
        params.type,
        params.categoryId,
        params.year,
        params.page,
        params.pageSize,
      ]);
      let answer = cache.get(key);
      if (answer) {
        cache.delete(key); // most recently used last
      } else {
        answer = run(params, query);
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      }
      if (cacheSize > 0) cache.set(key, answer);
      return structuredClone(answer);
    },

    /** How many results each type has for a query (no filters). */
    countByType(q: string): Record<SearchType, number> {
      const counts = Object.fromEntries(SEARCH_TYPES.map((t) => [t, 0])) as Record<SearchType, number>;
      const query = parseQuery(q, vocabularyOf(db));
      if (!query.match) return counts;
      const rows = prepare('countByType', () => `SELECT d.type AS type, count(*) AS n ${FROM} GROUP BY d.type`).all(
        query.match,
      ) as { type: SearchType; n: number }[];
      for (const r of rows) counts[r.type] = r.n;
      return counts;
    },

    /** The years that have news, newest first (the page's year filter). */
    newsYears(): number[] {
      return prepare(
        'years',
        () => "SELECT DISTINCT year FROM search_doc WHERE type = 'news' AND year IS NOT NULL ORDER BY year DESC",
      )
        .pluck()
        .all() as number[];
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
