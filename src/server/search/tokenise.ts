/**
 * One tokeniser for documents and queries, so both are cut the same way. Each Han, kana and bopomofo character is
 * a token: Chinese has no spaces, and a query of one or two characters must match inside a word.
 * Raise TOKENISER_VERSION whenever the output changes: the stored index is rebuilt when its version differs.
 */
export const TOKENISER_VERSION = 1;

export interface Token {
  /** the normalised token */
  term: string;
  /** UTF-16 offsets in the original text, for highlighting */
  start: number;
  end: number;
  /** a Han / kana / bopomofo character (a token of one character) */
  cjk: boolean;
}

/** Variant forms folded to one (the form on the right is what Taiwan's standard charts use). */
const VARIANT_PAIRS =
  '臺台 檯台 裏裡 着著 爲為 僞偽 衆眾 羣群 峯峰 綫線 啓啟 麪麵 舘館 册冊 却卻 决決 况況 凉涼 衞衛 汙污 汚污 眞真 敎教 淸清 ' +
  '户戶 戸戶 内內 温溫 鷄雞 説說 悦悅 税稅 脱脫 兑兌 鋭銳 閲閱 奬獎 寛寬 黄黃 吕呂 緑綠 録錄 姉姊 兎兔 廐廄 鈎鉤 峩峨 嶋島 嶌島 秘祕';
export const VARIANTS: ReadonlyMap<string, string> = new Map(
  VARIANT_PAIRS.split(' ').map((pair) => [...pair] as [string, string]),
);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u30fc]/u;
const WORD = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;
const FOLDED_SCRIPTS = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;

const foldVariant = (s: string) =>
  s.length === 1 ? (VARIANTS.get(s) ?? s) : [...s].map((c) => VARIANTS.get(c) ?? c).join('');

/** The normalised form of one code point: may be empty (a lone mark) or several characters (㍿ -> 株式会社). */
function normaliseChar(ch: string, code: number): string {
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : ch;
  if (code >= 0x4e00 && code <= 0x9fff) return VARIANTS.get(ch) ?? ch; // unified ideographs: NFKC keeps them
  let n = ch.normalize('NFKC').toLowerCase();
  if (FOLDED_SCRIPTS.test(n))
    n = n
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .normalize('NFC');
  return foldVariant(n);
}

const isAsciiAlnum = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a);

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let word = '';
  let wordStart = 0;
  let wordEnd = 0;
  /** the last letter of the current word is Latin/Greek/Cyrillic: following combining marks are dropped */
  let foldMarks = false;
  const flush = () => {
    if (word) tokens.push({ term: word, start: wordStart, end: wordEnd, cjk: false });
    word = '';
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    // fast paths: ASCII and the unified ideographs, most of what the site holds
    if (code < 0x80) {
      if (isAsciiAlnum(code)) {
        if (!word) wordStart = i;
        word += code <= 0x5a && code >= 0x41 ? String.fromCharCode(code + 32) : text[i];
        wordEnd = i + 1;
        foldMarks = true;
      } else if (code === 0x27 && word && i + 1 < n && isWordStart(text, i + 1)) {
        wordEnd = i + 1; // department's -> departments
      } else {
        flush();
      }
      i += 1;
      continue;
    }
    if (code >= 0x4e00 && code <= 0x9fff) {
      flush();
      const ch = text[i]!;
      tokens.push({ term: VARIANTS.get(ch) ?? ch, start: i, end: i + 1, cjk: true });
      i += 1;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const ch = text.slice(i, i + width);
    const next = i + width;
    if (word && MARK.test(ch) && !CJK.test(ch)) {
      // a combining mark continues the word; dropped after a Latin/Greek/Cyrillic letter (e + ́ = é = e)
      if (!foldMarks) word += ch.normalize('NFKC');
      wordEnd = next;
      i = next;
      continue;
    }
    if (word && code === 0x2019 && next < n && isWordStart(text, next)) {
      wordEnd = next; // O’Neil -> oneil
      i = next;
      continue;
    }
    const norm = normaliseChar(ch, cp);
    for (const c of norm) {
      if (CJK.test(c)) {
        flush();
        tokens.push({ term: c, start: i, end: next, cjk: true });
      } else if (WORD.test(c)) {
        if (!word) wordStart = i;
        word += c;
        wordEnd = next;
        foldMarks = FOLDED_SCRIPTS.test(c);
      } else {
        flush();
      }
    }
    if (norm === '') flush();
    i = next;
  }
  flush();
  return tokens;
}

/** The character at `i` would continue a word (an apostrophe before it joins the two parts). */
function isWordStart(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 0x80) return isAsciiAlnum(c);
  const ch = String.fromCodePoint(text.codePointAt(i)!);
  return WORD.test(ch) && !CJK.test(ch);
}

/** The form stored in the full-text index: the tokens separated by single spaces. */
export function indexText(text: string): string {
  return tokenise(text)
    .map((t) => t.term)
    .join(' ');
}

/** A part of a query: a run of adjacent CJK characters (a phrase) or one word. */
export type QueryUnit = { kind: 'phrase'; terms: string[] } | { kind: 'word'; term: string };

/** Adjacent CJK characters form one phrase (設計 -> 設 計); repeated units are dropped. */
export function queryUnits(query: string): QueryUnit[] {
  const units: QueryUnit[] = [];
  const seen = new Set<string>();
  const push = (u: QueryUnit) => {
    const key = u.kind === 'phrase' ? `p:${u.terms.join(' ')}` : `w:${u.term}`;
    if (!seen.has(key)) {
      seen.add(key);
      units.push(u);
    }
  };
  let run: Token[] = [];
  const flushRun = () => {
    if (run.length) push({ kind: 'phrase', terms: run.map((t) => t.term) });
    run = [];
  };
  for (const t of tokenise(query)) {
    if (t.cjk) {
      const last = run[run.length - 1];
      // adjacent in the query (or several characters from one source character, ㍿ -> 株式会社)
      if (last && last.end !== t.start && last.start !== t.start) flushRun();
      run.push(t);
    } else {
      flushRun();
      push({ kind: 'word', term: t.term });
    }
  }
  flushRun();
  return units;
}
