import 'server-only';
import type { Statement } from 'better-sqlite3';
import { distance } from 'fastest-levenshtein';
import type { Db } from '../db';
import { queryUnits } from './tokenise';

/*
 * Every term is quoted as an FTS5 string, so no visitor text is ever read as query syntax (AND, NEAR, *, ^, :).
 * Chinese runs are phrases, words match by prefix, and an unknown English word also matches index terms one edit
 * away: ("worksop"* OR "workshop").
 */

export const TYPO_MIN_LENGTH = 4;
/** At most this many corrections per word, the most frequent first. */
export const TYPO_MAX_VARIANTS = 8;

export type ResolvedUnit =
  { kind: 'phrase'; terms: string[] } | { kind: 'word'; term: string; prefix: boolean; variants: string[] };

export interface ParsedQuery {
  /** the MATCH expression, or null when the query holds no letter or digit */
  match: string | null;
  /** the units joined by OR instead of AND (any part of the query) */
  anyMatch: string | null;
  units: ResolvedUnit[];
}

const quote = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** The index's English-like terms: sorted (for prefix tests) and by length (for typo candidates). */
export interface Vocabulary {
  has(term: string): boolean;
  hasPrefix(term: string): boolean;
  /** index terms one edit (or one swap of neighbours) away, most documents first */
  near(term: string): string[];
}

const LATIN_TERM = /^[a-z0-9]+$/;
const TYPO_TERM = /^[a-z]+$/;

/** One swap of two neighbouring letters (desgin / design): a common slip that Levenshtein counts as 2. */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

export function buildVocabulary(rows: Iterable<{ term: string; doc: number }>): Vocabulary {
  const sorted: string[] = [];
  const docs = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  for (const { term, doc } of rows) {
    if (!LATIN_TERM.test(term)) continue;
    sorted.push(term);
    docs.set(term, doc);
    if (TYPO_TERM.test(term)) {
      const list = byLength.get(term.length) ?? [];
      list.push(term);
      byLength.set(term.length, list);
    }
  }
  sorted.sort();
  const lowerBound = (t: string) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    has: (t) => docs.has(t),
    hasPrefix: (t) => sorted[lowerBound(t)]?.startsWith(t) ?? false,
    near(t) {
      const found: string[] = [];
      for (const len of [t.length - 1, t.length, t.length + 1]) {
        for (const candidate of byLength.get(len) ?? []) {
          if (candidate !== t && (distance(t, candidate) === 1 || isSwap(t, candidate))) found.push(candidate);
        }
      }
      return found.sort((a, b) => docs.get(b)! - docs.get(a)! || (a < b ? -1 : 1)).slice(0, TYPO_MAX_VARIANTS);
    },
  };
}

const vocabularies = new WeakMap<Db, { generation: string; vocabulary: Vocabulary }>();

const generationStatements = new WeakMap<Db, Statement<[], { value: string }>>();

/** The index's generation (search_meta): it changes whenever a document is added, changed or removed. */
export function indexGeneration(db: Db): string {
  let s = generationStatements.get(db);
  if (!s) {
    s = db.prepare<[], { value: string }>("SELECT value FROM search_meta WHERE key = 'generation'");
    generationStatements.set(db, s);
  }
  return s.get()?.value ?? '0';
}

/** The vocabulary of the index, reloaded when the index changed. */
export function vocabularyOf(db: Db, generation: string = indexGeneration(db)): Vocabulary {
  const cached = vocabularies.get(db);
  if (cached && cached.generation === generation) return cached.vocabulary;
  const vocabulary = buildVocabulary(
    db.prepare("SELECT term, doc FROM search_vocab WHERE term GLOB '[a-z0-9]*'").iterate() as Iterable<{
      term: string;
      doc: number;
    }>,
  );
  vocabularies.set(db, { generation, vocabulary });
  return vocabulary;
}

export function parseQuery(query: string, vocabulary: Vocabulary): ParsedQuery {
  const units: ResolvedUnit[] = queryUnits(query).map((u) => {
    if (u.kind === 'phrase') return u;
    const prefix = [...u.term].length >= 2;
    const typo =
      TYPO_TERM.test(u.term) &&
      u.term.length >= TYPO_MIN_LENGTH &&
      !vocabulary.has(u.term) &&
      !vocabulary.hasPrefix(u.term);
    return { kind: 'word', term: u.term, prefix, variants: typo ? vocabulary.near(u.term) : [] };
  });
  if (units.length === 0) return { match: null, anyMatch: null, units };
  const expressions = units.map((u) => {
    if (u.kind === 'phrase') return quote(u.terms.join(' '));
    const own = u.prefix ? `${quote(u.term)}*` : quote(u.term);
    return u.variants.length ? `(${[own, ...u.variants.map(quote)].join(' OR ')})` : own;
  });
  return { match: expressions.join(' AND '), anyMatch: expressions.join(' OR '), units };
}
