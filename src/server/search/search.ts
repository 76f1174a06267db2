import 'server-only';
import type { Statement } from 'better-sqlite3';
import { categoriesListedBy, categoryById, NEWS_CATEGORIES } from '@/features/news/model';
import { SEARCH_TYPES, type SearchParams, type SearchResponse, type SearchResult, type SearchType } from '@/features/search/model';
import type { Db } from '../db';
import { parseQuery, vocabularyOf } from './query';
import { snippet } from './snippet';

/**
 * Ranking. bm25 with column weights (a title match counts ten times a body match) orders matches by
 * strength, but FTS5 gives a character found in most documents (設, 的) an idf of almost nothing, so
 * bm25 alone cannot keep title matches first for such queries. Results are therefore ordered by
 *   1. title matches first (some query part found in the title: bm25 over the title column alone),
 *   2. within each, by strength in bands of a tenth of the best score: scores in the same band are a tie,
 *   3. ties newest first (news by displayDate; records without a date after them), then by record.
 */
export const TITLE_WEIGHT = 10;
export const BODY_WEIGHT = 1;
export const SCORE_BANDS = 10;
/** Characters of a snippet: Chinese and English. */
export const SNIPPET_LENGTH = { zh: 80, en: 160 } as const;

interface Filters {
  type?: SearchType;
  categoryIds?: number[];
  year?: number;
}

interface DocRow {
  doc_id: number;
  doc_key: string;
  type: SearchType;
  url: string;
  title: string;
  sub_title: string;
  body: string;
  sub_body: string;
  display_date: string | null;
}

/** News filters of the parameters: categoryId as the news lists read it (NEWS: the whole family), year. */
function filtersOf(p: Pick<SearchParams, 'type' | 'categoryId' | 'year'>): Filters {
  const news = p.categoryId !== undefined || p.year !== undefined;
  const category = p.categoryId === undefined ? undefined : categoryById(p.categoryId);
  const categoryIds = category ? NEWS_CATEGORIES.filter((c) => categoriesListedBy(category.key).includes(c.key)).map((c) => c.id) : undefined;
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
  return { sql: parts.map((p) => ` AND ${p}`).join(''), args, key: `${f.type ? 't' : ''}${f.categoryIds?.length ?? ''}${f.year !== undefined ? 'y' : ''}` };
}

/**
 * The search over the index of src/server/search: pages of results for the REST and GraphQL APIs and
 * the search page, and the counts by type for the page's filters. Statements are prepared once per
 * database and filter shape.
 */
export function searchService(db: Db) {
  const prepared = new Map<string, Statement<unknown[]>>();
  const prepare = (key: string, sql: () => string) => {
    let s = prepared.get(key);
    if (!s) {
      s = db.prepare(sql());
      prepared.set(key, s);
    }
    return s;
  };
  const hits = `SELECT d.doc_id, d.display_date, bm25(search_fts, ${TITLE_WEIGHT}, ${BODY_WEIGHT}) AS score, bm25(search_fts, 1, 0) < 0 AS in_title
    FROM search_fts JOIN search_doc d ON d.doc_id = search_fts.rowid WHERE search_fts MATCH ?`;
  const byIds = (n: number) =>
    prepare(`docs${n}`, () => `SELECT doc_id, doc_key, type, url, title, sub_title, body, sub_body, display_date FROM search_doc WHERE doc_id IN (${Array.from({ length: n }, () => '?').join(', ')})`);

  return {
    /** A page of results, best first; a page past the end has none and the right totals. */
    search(params: SearchParams): SearchResponse {
      const { page, pageSize } = params;
      const query = parseQuery(params.q, vocabularyOf(db));
      const empty = { datas: [], page: { current_page: page, total_rec: 0, total_page: 0 } };
      if (!query.match) return empty;
      const where = whereOf(filtersOf(params));
      const ranked = prepare(
        `page:${where.key}`,
        () => `SELECT doc_id, total FROM (
            SELECT doc_id, display_date, in_title, score, count(*) OVER () AS total, min(score) OVER (PARTITION BY in_title) AS best
            FROM (${hits}${where.sql}))
          ORDER BY in_title DESC, CAST(score / best * ${SCORE_BANDS} AS INTEGER) DESC, display_date DESC NULLS LAST, doc_id
          LIMIT ? OFFSET ?`,
      ).all(query.match, ...where.args, pageSize, (page - 1) * pageSize) as { doc_id: number; total: number }[];
      let total = ranked[0]?.total;
      if (total === undefined) {
        if (page === 1) return empty;
        total = (prepare(`count:${where.key}`, () => `SELECT count(*) AS n FROM (${hits}${where.sql})`).get(query.match, ...where.args) as { n: number }).n;
      }
      const rows = new Map((byIds(ranked.length).all(...ranked.map((r) => r.doc_id)) as DocRow[]).map((r) => [r.doc_id, r]));
      const datas: SearchResult[] = ranked.map(({ doc_id }) => {
        const r = rows.get(doc_id)!;
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
      return { datas, page: { current_page: page, total_rec: total, total_page: Math.ceil(total / pageSize) } };
    },

    /** How many results each type has for a query (no filters). */
    countByType(q: string): Record<SearchType, number> {
      const counts = Object.fromEntries(SEARCH_TYPES.map((t) => [t, 0])) as Record<SearchType, number>;
      const query = parseQuery(q, vocabularyOf(db));
      if (!query.match) return counts;
      const rows = prepare(
        'countByType',
        () => `SELECT d.type AS type, count(*) AS n FROM search_fts JOIN search_doc d ON d.doc_id = search_fts.rowid WHERE search_fts MATCH ? GROUP BY d.type`,
      ).all(query.match) as { type: SearchType; n: number }[];
      for (const r of rows) counts[r.type] = r.n;
      return counts;
    },

    /** The years that have news, newest first (the page's year filter). */
    newsYears(): number[] {
      return (prepare('years', () => "SELECT DISTINCT year FROM search_doc WHERE type = 'news' AND year IS NOT NULL ORDER BY year DESC").all() as { year: number }[]).map((r) => r.year);
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
