import { MARK_CLOSE, MARK_OPEN } from '@/domain/search';
import type { ResolvedUnit } from './query';
import { tokenise, type Token } from './tokenise';

// Matches are found with the index's tokeniser, so 臺北 is marked for the query 台北, Ｄｅｓｉｇｎ for design, and
// "desig" marks the whole word design.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export interface Span {
  start: number;
  end: number;
}

/** Where the units match in `text` (UTF-16 offsets), in order, overlaps merged. */
export function matchSpans(text: string, units: readonly ResolvedUnit[], tokens: Token[] = tokenise(text)): Span[] {
  const spans: Span[] = [];
  for (const unit of units) {
    if (unit.kind === 'phrase') {
      const n = unit.terms.length;
      for (let i = 0; i + n <= tokens.length; i += 1) {
        let ok = true;
        for (let k = 0; k < n && ok; k += 1) ok = tokens[i + k]!.term === unit.terms[k];
        if (ok) spans.push({ start: tokens[i]!.start, end: tokens[i + n - 1]!.end });
      }
    } else {
      for (const t of tokens) {
        const hit = unit.prefix ? t.term.startsWith(unit.term) : t.term === unit.term;
        if (hit || unit.variants.includes(t.term)) spans.push({ start: t.start, end: t.end });
      }
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

const isLowSurrogate = (text: string, i: number) => i > 0 && i < text.length && /[\udc00-\udfff]/.test(text[i]!);
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c) && !/\p{Script=Han}/u.test(c);

/** Moves a cut point off the middle of a surrogate pair and, within a few characters, off the middle of a word. */
function cutAt(text: string, i: number, direction: -1 | 1): number {
  let at = Math.max(0, Math.min(text.length, i));
  for (
    let step = 0;
    step < 16 && at > 0 && at < text.length && isWordChar(text[at - 1]) && isWordChar(text[at]);
    step += 1
  )
    at += direction;
  if (at > 0 && at < text.length && isWordChar(text[at - 1]) && isWordChar(text[at]))
    at = Math.max(0, Math.min(text.length, i));
  if (isLowSurrogate(text, at)) at += direction === 1 ? 1 : -1;
  return at;
}

/** Around the first match, or the beginning when nothing matches; an ellipsis shows where text was left out. */
export function snippet(text: string, units: readonly ResolvedUnit[], length: number): string {
  if (!text) return '';
  const spans = matchSpans(text, units);
  const first = spans[0];
  let start = 0;
  if (first) {
    // the first match a little after the start of the window, so it is read in context
    const lead = Math.min(Math.floor(length / 4), first.start);
    start = first.start - lead;
    if (start + length > text.length) start = Math.max(0, text.length - length);
    start = Math.min(cutAt(text, start, 1), first.start);
  }
  let end = start + length >= text.length ? text.length : cutAt(text, start + length, -1);
  if (first && end < first.end) end = first.end;
  const leadingSpace = start > 0 ? text.slice(start, end).search(/\S/) : 0;
  const trimmedStart = leadingSpace > 0 ? start + leadingSpace : start;
  let out = trimmedStart > 0 ? '…' : '';
  let at = trimmedStart;
  for (const s of spans) {
    if (s.end <= at || s.start >= end) continue;
    const from = Math.max(s.start, at);
    const to = Math.min(s.end, end);
    out += escapeHtml(text.slice(at, from)) + MARK_OPEN + escapeHtml(text.slice(from, to)) + MARK_CLOSE;
    at = to;
  }
  out += escapeHtml(text.slice(at, end).trimEnd());
  if (end < text.length) out += '…';
  return out;
}
