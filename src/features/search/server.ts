import 'server-only';
import { database } from '@/server/database';
import {
  parseSearchParams,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  type SearchPageRequest,
  type SearchResponse,
  type SearchType,
} from '@/domain/search';

export type SearchPageData =
  /** no query yet: the form and a hint */
  | { status: 'idle'; years: number[] }
  /** a query longer than SEARCH_QUERY_MAX */
  | { status: 'tooLong'; years: number[] }
  /** counts: results of each type without filters */
  | { status: 'results'; results: SearchResponse; counts: Record<SearchType, number>; years: number[] };

export function readSearchPage(request: SearchPageRequest): SearchPageData {
  const { search } = database();
  const years = search.newsYears();
  if (request.q === '') return { status: 'idle', years };
  if ([...request.q].length > SEARCH_QUERY_MAX) return { status: 'tooLong', years };
  const parsed = parseSearchParams({ ...request, pageSize: SEARCH_PAGE_SIZE });
  if (!parsed.ok) return { status: 'idle', years };
  return { status: 'results', results: search.search(parsed.value), counts: search.countByType(parsed.value.q), years };
}
