import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchPageRequest, snippetParts } from './search';

describe('parseSearchParams', () => {
  it('reads strings (REST) and numbers (GraphQL) alike, with defaults', () => {
    expect(parseSearchParams({ q: ' 設計 ', categoryId: '3', year: '2024', page: '2' })).toEqual({
      ok: true,
      value: { q: '設計', categoryId: 3, year: 2024, page: 2, pageSize: 10 },
    });
    expect(parseSearchParams({ q: 'a', categoryId: 3, page: 1, pageSize: 50, type: null })).toEqual({
      ok: true,
      value: { q: 'a', categoryId: 3, page: 1, pageSize: 50 },
    });
  });

  it('names the first bad parameter', () => {
    expect(parseSearchParams({})).toMatchObject({ ok: false, param: 'q', message: 'q is required' });
    expect(parseSearchParams({ q: 'a', page: '0', pageSize: '999' })).toMatchObject({ ok: false, param: 'page' });
    expect(parseSearchParams({ q: 'a', type: 'page', year: 2024 })).toMatchObject({ ok: false, param: 'year' });
    expect(parseSearchParams({ q: 'a', page: 1.5 })).toMatchObject({ ok: false, param: 'page' });
  });
});

describe('searchPageRequest', () => {
  it('keeps the valid filters and leaves the others out', () => {
    expect(searchPageRequest({ q: ' 設計 ', type: 'news', categoryId: '3', year: '2024', page: '2' })).toEqual({
      q: '設計',
      type: 'news',
      categoryId: 3,
      year: 2024,
      page: 2,
    });
    expect(searchPageRequest({ q: 'x', type: 'teacher', categoryId: '99', year: 'abc', page: '-1' })).toEqual({
      q: 'x',
      type: undefined,
      categoryId: undefined,
      year: undefined,
      page: 1,
    });
    expect(searchPageRequest({ q: ['a', 'b'] }).q).toBe('a');
    expect(searchPageRequest({}).q).toBe('');
  });

  it('drops the news filters under another type', () => {
    expect(searchPageRequest({ q: 'x', type: 'person', categoryId: '3', year: '2024' })).toMatchObject({
      type: 'person',
      categoryId: undefined,
      year: undefined,
    });
  });
});

describe('snippetParts', () => {
  it('splits a marked snippet into text parts and decodes its entities', () => {
    expect(snippetParts('…a &lt;b&gt; <mark>設計</mark> &amp; <mark>x&#39;s</mark>…')).toEqual([
      { text: '…a <b> ', marked: false },
      { text: '設計', marked: true },
      { text: ' & ', marked: false },
      { text: "x's", marked: true },
      { text: '…', marked: false },
    ]);
    expect(snippetParts('')).toEqual([]);
    expect(snippetParts('&lt;mark&gt;')).toEqual([{ text: '<mark>', marked: false }]);
  });
});
