/*
 * The faculty directory's filters: rank, research field and a keyword, read from and written to the address
 * (`?rank=professor&field=materials&q=wood`). The same functions filter on the server (the first HTML) and in
 * the browser (as the visitor types), so both always agree. No zod and no runtime imports: the browser loads it.
 */

/** The ranks' keys in the address, in the order of the ranks (src/domain/people.ts RANKS). */
export const RANK_KEYS = ['professor', 'associate-professor', 'assistant-professor'] as const;
export type RankKey = (typeof RANK_KEYS)[number];
export const isRankKey = (value: string): value is RankKey => (RANK_KEYS as readonly string[]).includes(value);

/** The query parameters, in the order the address writes them. */
export const DIRECTORY_PARAMS = ['rank', 'field', 'q'] as const;
export type DirectoryParam = (typeof DIRECTORY_PARAMS)[number];

/** A keyword longer than this is cut: names and field names are far shorter. */
export const KEYWORD_MAX = 50;

export interface DirectoryFilters {
  rank?: RankKey;
  field?: string;
  q?: string;
}

/** What one list can filter by: the full-time list has ranks and fields, the part-time list only keywords. */
export interface DirectoryScope {
  ranks: boolean;
  /** the research field keys the list knows (the controlled list), empty when it has none */
  fields: readonly string[];
}

/** One profile as the filters see it. */
export interface DirectoryEntry {
  id: number;
  rank: RankKey | null;
  fields: readonly string[];
  /** names and research fields in both languages, normalised (normaliseText) */
  text: string;
}

/**
 * Text as the keyword compares it: full-width forms folded (NFKC), lower case, runs of spaces as one. Chinese
 * needs no word breaks: a keyword matches anywhere in the text.
 */
export const normaliseText = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A keyword as the address keeps it: as typed (the box shows it back), with runs of spaces as one and at most
 * KEYWORD_MAX characters; empty is none. Case and width only matter to the comparison (normaliseText).
 */
export function tidyKeyword(raw: string | undefined | null): string | undefined {
  const q = [...(raw ?? '').replace(/\s+/g, ' ').trim()].slice(0, KEYWORD_MAX).join('').trim();
  return q || undefined;
}

/** Every word of the keyword must be found in the profile's names or fields. */
export function matchesFilters(entry: DirectoryEntry, filters: DirectoryFilters): boolean {
  if (filters.rank && entry.rank !== filters.rank) return false;
  if (filters.field && !entry.fields.includes(filters.field)) return false;
  const words = filters.q ? normaliseText(filters.q).split(' ') : [];
  return words.every((word) => entry.text.includes(word));
}

export const filterEntries = <T extends DirectoryEntry>(entries: readonly T[], filters: DirectoryFilters): T[] =>
  entries.filter((e) => matchesFilters(e, filters));

/** Whether any filter is set. */
export const isFiltered = (filters: DirectoryFilters): boolean => DIRECTORY_PARAMS.some((p) => filters[p]);

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** A repeated parameter counts by its last value, as Next's rewrites read it (the server must agree). */
function last(params: Params, name: DirectoryParam): string | undefined {
  const value = params instanceof URLSearchParams ? params.getAll(name) : params[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/**
 * The filters an address asks for. A rank or field this list does not know, or one the list cannot filter by,
 * is ignored (the list shows as if it were not given) and named in `ignored`; empty values (a form sent with
 * "All") are no filter. A repeated parameter counts once, by its last value.
 */
export function parseDirectoryQuery(
  params: Params,
  scope: DirectoryScope,
): { filters: DirectoryFilters; ignored: DirectoryParam[] } {
  const filters: DirectoryFilters = {};
  const ignored: DirectoryParam[] = [];
  const rank = last(params, 'rank')?.trim();
  if (rank) {
    if (scope.ranks && isRankKey(rank)) filters.rank = rank;
    else ignored.push('rank');
  }
  const field = last(params, 'field')?.trim();
  if (field) {
    if (scope.fields.includes(field)) filters.field = field;
    else ignored.push('field');
  }
  const q = tidyKeyword(last(params, 'q'));
  if (q) filters.q = q;
  return { filters, ignored };
}

/** The query string of the filters (`?rank=…&field=…&q=…`, those set, in that order), or "" for none. */
export function directoryQuery(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  for (const name of DIRECTORY_PARAMS) {
    const value = name === 'q' ? tidyKeyword(filters.q) : filters[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
