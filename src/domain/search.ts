import * as z from './zod.ts';
import { categoryById, NEWS_CATEGORIES } from './newsCategories.ts';

export const SEARCH_TYPES = ['news', 'person', 'course', 'school', 'page'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Longest query, in characters. */
export const SEARCH_QUERY_MAX = 200;
/** The same page size as the news lists. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_SIZE = 50;
export const SEARCH_YEAR_MIN = 1900;
export const SEARCH_YEAR_MAX = 2100;

/** Highlighted matches in a snippet: the text is HTML-escaped and only these tags are markup. */
export const MARK_OPEN = '<mark>';
export const MARK_CLOSE = '</mark>';

/** One result of GET /search. */
export const searchResultSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  /** stable key of the record, unique across types: `news:101`, `person:fullTime:1`, `page:/contactUs` ... */
  id: z.string(),
  title: z.string(),
  subTitle: z.string(),
  /** the record's address inside the site, without BASE_PATH (its path page, or its list page and hash) */
  url: z.string().check(z.startsWith('/')),
  /** Chinese text around the first match: HTML-escaped, matches wrapped in <mark>…</mark> */
  snippet: z.string(),
  /** the same for the English text */
  subSnippet: z.string(),
  /** news only */
  displayDate: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /search: `{ datas, page: { current_page, total_rec, total_page } }`, like the news list. */
export const searchResponseSchema = z.object({
  datas: z.array(searchResultSchema),
  page: z.object({ current_page: z.int(), total_rec: z.int(), total_page: z.int() }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

const CATEGORY_RANGE = `${NEWS_CATEGORIES[0].id} to ${NEWS_CATEGORIES[NEWS_CATEGORIES.length - 1]!.id}`;

/** A whole number given as a number (GraphQL) or as decimal digits (a query string). */
const wholeNumber = (message: string, min: number, max: number, check: (n: number) => boolean = () => true) =>
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((raw: number | string, ctx) => {
      const n = typeof raw === 'number' ? raw : /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max || !check(n)) {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
      return n;
    }),
  );

const fields = {
  q: z.string({ error: 'q is required' }).check(
    z.trim(),
    z.refine((s) => s !== '', 'q must not be empty'),
    z.refine((s) => [...s].length <= SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`),
  ),
  type: z.optional(z.enum(SEARCH_TYPES, { error: `type must be one of ${SEARCH_TYPES.join(', ')}` })),
  categoryId: z.optional(
    wholeNumber(
      `categoryId must be a known news category id (${CATEGORY_RANGE})`,
      1,
      Number.MAX_SAFE_INTEGER,
      (n) => !!categoryById(n),
    ),
  ),
  year: z.optional(
    wholeNumber(`year must be a year from ${SEARCH_YEAR_MIN} to ${SEARCH_YEAR_MAX}`, SEARCH_YEAR_MIN, SEARCH_YEAR_MAX),
  ),
  page: z._default(wholeNumber('page must be a positive whole number', 1, Number.MAX_SAFE_INTEGER), 1),
  pageSize: z._default(
    wholeNumber(`pageSize must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}`, 1, SEARCH_MAX_PAGE_SIZE),
    SEARCH_PAGE_SIZE,
  ),
};

/** categoryId and year filter news: with either, only news are searched, so another type is a mistake. */
const newsOnly = (p: { type?: SearchType; categoryId?: number; year?: number }): 'categoryId' | 'year' | null =>
  p.type !== undefined && p.type !== 'news'
    ? p.categoryId !== undefined
      ? 'categoryId'
      : p.year !== undefined
        ? 'year'
        : null
    : null;

/** REST query string or GraphQL arguments. Messages start with the parameter's name. */
export const searchParamsSchema = z.object(fields).check(
  z.superRefine((p, ctx) => {
    const name = newsOnly(p);
    if (name)
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} filters news; it cannot be combined with type ${p.type}`,
      });
  }),
);
export type SearchParams = z.output<typeof searchParamsSchema>;
export type SearchParamsInput = z.input<typeof searchParamsSchema>;

export type ParsedSearchParams = { ok: true; value: SearchParams } | { ok: false; param: string; message: string };

/** Validates search parameters; on failure names the first bad parameter (in the order above). */
export function parseSearchParams(input: Record<string, unknown>): ParsedSearchParams {
  const cleaned = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));
  const result = searchParamsSchema.safeParse(cleaned);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0]!;
  const param = String(issue.path[0] ?? 'q');
  return { ok: false, param, message: issue.message.startsWith(param) ? issue.message : `${param} ${issue.message}` };
}

export type SearchPageQuery = Record<string, string | string[] | undefined>;

/** What the search page asks for: the query as typed (trimmed) and the filters that are valid. */
export interface SearchPageRequest {
  q: string;
  type?: SearchType;
  categoryId?: number;
  year?: number;
  page: number;
}

/**
 * Lenient, unlike parseSearchParams: an invalid filter or page is dropped, since the page is reached by links
 * and shows what it can; the query is kept as typed for the form.
 */
export function searchPageRequest(query: SearchPageQuery): SearchPageRequest {
  const first = (name: string) => {
    const v = query[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const valid = <K extends 'type' | 'categoryId' | 'year' | 'page'>(name: K) => {
    const raw = first(name);
    if (raw === undefined) return undefined;
    const r = fields[name].safeParse(raw);
    return r.success ? (r.data as z.output<(typeof fields)[K]>) : undefined;
  };
  const request: SearchPageRequest = {
    q: (first('q') ?? '').trim(),
    type: valid('type'),
    categoryId: valid('categoryId'),
    year: valid('year'),
    page: valid('page') ?? 1,
  };
  if (newsOnly(request)) {
    request.categoryId = undefined;
    request.year = undefined;
  }
  return request;
}

const UNESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * A snippet as plain parts: the text between <mark> and </mark> is marked, entities are decoded.
 * Pages render the parts as text (React escapes them), never as HTML.
 */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  return snippet.split(/(<mark>|<\/mark>)/).reduce<{ parts: { text: string; marked: boolean }[]; marked: boolean }>(
    (acc, piece) => {
      if (piece === MARK_OPEN) acc.marked = true;
      else if (piece === MARK_CLOSE) acc.marked = false;
      else if (piece)
        acc.parts.push({ text: piece.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e]!), marked: acc.marked });
      return acc;
    },
    { parts: [], marked: false },
  ).parts;
}
