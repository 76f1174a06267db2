// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexText, queryUnits, tokenise, VARIANTS } from './tokenise';

const terms = (s: string) => tokenise(s).map((t) => t.term);

describe('tokenise', () => {
  it('makes every Han character a token and cuts other scripts into words', () => {
    expect(terms('工業產品設計 Industrial Design')).toEqual([
      '工',
      '業',
      '產',
      '品',
      '設',
      '計',
      'industrial',
      'design',
    ]);
    expect(terms('設計workshop2024')).toEqual(['設', '計', 'workshop2024']);
    expect(terms('模型工場（B1）')).toEqual(['模', '型', '工', '場', 'b1']);
  });

  it('folds case, full-width forms and half-width katakana (NFKC)', () => {
    expect(terms('ＤＥＳＩＧＮ　Ｗｏｒｋｓｈｏｐ ２０２４')).toEqual(['design', 'workshop', '2024']);
    expect(terms('ｶﾀｶﾅ')).toEqual(['カ', 'タ', 'カ', 'ナ']);
    expect(terms('㍿')).toEqual(['株', '式', '会', '社']);
    expect(indexText('ＡＢＣ')).toBe(indexText('abc'));
  });

  it('folds 臺/台 and the other variant pairs, in documents and queries alike', () => {
    expect(terms('臺北')).toEqual(['台', '北']);
    expect(terms('台北')).toEqual(['台', '北']);
    expect(terms('這裏')).toEqual(terms('這裡'));
    expect(terms('奬項')).toEqual(terms('獎項'));
    for (const [from, to] of VARIANTS) {
      expect(terms(from)).toEqual([to]);
      expect(terms(to)).toEqual([to]);
    }
  });

  it('removes diacritics of Latin letters, precomposed or combining', () => {
    expect(terms('Müller Café')).toEqual(['muller', 'cafe']);
    expect(terms('Cafe\u0301 Mu\u0308ller')).toEqual(['cafe', 'muller']);
    expect(terms('İstanbul')).toEqual(['istanbul']);
  });

  it('joins an apostrophe inside a word and splits on other punctuation', () => {
    expect(terms("department's O’Neil")).toEqual(['departments', 'oneil']);
    expect(terms('e-mail, 3.5 "quoted" it\'')).toEqual(['e', 'mail', '3', '5', 'quoted', 'it']);
    expect(terms('「設計」、展覽。')).toEqual(['設', '計', '展', '覽']);
  });

  it('records where each token came from, for highlighting', () => {
    const text = 'ＡＢ 臺北 design';
    for (const t of tokenise(text)) expect(text.slice(t.start, t.end)).not.toBe('');
    expect(tokenise(text).map((t) => text.slice(t.start, t.end))).toEqual(['ＡＢ', '臺', '北', 'design']);
    expect(tokenise('𠀋a')).toEqual([
      { term: '𠀋', start: 0, end: 2, cjk: true },
      { term: 'a', start: 2, end: 3, cjk: false },
    ]);
  });

  it('produces nothing for text without letters or digits', () => {
    for (const s of ['', '   ', '"', '*', "'", ')', '()', '^-+:', '！？。']) expect(terms(s)).toEqual([]);
  });

  it('stores the tokens separated by single spaces', () => {
    expect(indexText('<p>設計</p> & Design!')).toBe('p 設 計 p design');
  });
});

describe('queryUnits', () => {
  it('turns adjacent Chinese characters into one phrase and other tokens into words', () => {
    expect(queryUnits('設計')).toEqual([{ kind: 'phrase', terms: ['設', '計'] }]);
    expect(queryUnits('設')).toEqual([{ kind: 'phrase', terms: ['設'] }]);
    expect(queryUnits('設計 workshop')).toEqual([
      { kind: 'phrase', terms: ['設', '計'] },
      { kind: 'word', term: 'workshop' },
    ]);
    expect(queryUnits('設計workshop')).toEqual(queryUnits('設計 workshop'));
  });

  it('splits phrases where the query has a space or punctuation', () => {
    expect(queryUnits('設計 展覽')).toEqual([
      { kind: 'phrase', terms: ['設', '計'] },
      { kind: 'phrase', terms: ['展', '覽'] },
    ]);
    expect(queryUnits('設計、展覽')).toEqual(queryUnits('設計 展覽'));
  });

  it('folds the query as it folds documents', () => {
    expect(queryUnits('臺北 ＷＯＲＫＳＨＯＰ')).toEqual([
      { kind: 'phrase', terms: ['台', '北'] },
      { kind: 'word', term: 'workshop' },
    ]);
    expect(queryUnits('㍿')).toEqual([{ kind: 'phrase', terms: ['株', '式', '会', '社'] }]);
  });

  it('drops repeated units and keeps nothing of query syntax', () => {
    expect(queryUnits('design Design DESIGN')).toEqual([{ kind: 'word', term: 'design' }]);
    expect(queryUnits('NEAR(a b) OR "c" * d:e')).toEqual(
      ['near', 'a', 'b', 'or', 'c', 'd', 'e'].map((term) => ({ kind: 'word', term })),
    );
    expect(queryUnits('"*\')')).toEqual([]);
  });
});
