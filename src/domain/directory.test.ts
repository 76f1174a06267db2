import { describe, expect, it } from 'vitest';
import {
  directoryQuery,
  filterEntries,
  isFiltered,
  KEYWORD_MAX,
  matchesFilters,
  normaliseText,
  parseDirectoryQuery,
  tidyKeyword,
  type DirectoryEntry,
  type DirectoryScope,
} from './directory.ts';
import { paths } from './paths.ts';

const entry = (id: number, rank: DirectoryEntry['rank'], fields: string[], text: string): DirectoryEntry => ({
  id,
  rank,
  fields,
  text: normaliseText(text),
});

const ENTRIES = [
  entry(
    1,
    'professor',
    ['semantics-form', 'education'],
    '周明哲 Chou Ming-che 產品語意與造形 Product semantics and form',
  ),
  entry(4, 'associate-professor', ['materials', 'sustainability'], '張雅婷 Chang Ya-ting 材料與 CMF Materials and CMF'),
  entry(
    5,
    'associate-professor',
    ['materials', 'furniture-wood'],
    '王俊傑 Wang Chun-chieh 家具與木作 Furniture and woodwork',
  ),
  entry(
    9,
    'assistant-professor',
    ['furniture-wood', 'craft-culture'],
    '李欣怡 Lee Hsin-yi 工藝與文化創意 Craft and woodwork',
  ),
];
const ids = (filters: Parameters<typeof filterEntries>[1]) => filterEntries(ENTRIES, filters).map((e) => e.id);

const FULL_TIME: DirectoryScope = {
  ranks: true,
  fields: ['semantics-form', 'education', 'materials', 'sustainability', 'furniture-wood', 'craft-culture'],
};
const PART_TIME: DirectoryScope = { ranks: false, fields: [] };

describe('the directory filter', () => {
  it('keeps every profile without a filter', () => {
    expect(ids({})).toEqual([1, 4, 5, 9]);
  });

  it('filters by each rank', () => {
    expect(ids({ rank: 'professor' })).toEqual([1]);
    expect(ids({ rank: 'associate-professor' })).toEqual([4, 5]);
    expect(ids({ rank: 'assistant-professor' })).toEqual([9]);
  });

  it('filters by a research field', () => {
    expect(ids({ field: 'materials' })).toEqual([4, 5]);
    expect(ids({ field: 'furniture-wood' })).toEqual([5, 9]);
  });

  it('finds a keyword in names and fields, in Chinese and in English, whatever its case or width', () => {
    expect(ids({ q: '木作' })).toEqual([5]);
    expect(ids({ q: '周明哲' })).toEqual([1]);
    expect(ids({ q: 'WOODWORK' })).toEqual([5, 9]);
    expect(ids({ q: 'ｃｍｆ' })).toEqual([4]);
    expect(ids({ q: 'chang ya' })).toEqual([4]);
  });

  it('needs every word of a keyword, anywhere', () => {
    expect(ids({ q: 'woodwork craft' })).toEqual([9]);
    expect(ids({ q: 'woodwork 王' })).toEqual([5]);
  });

  it('combines rank, field and keyword: all must hold', () => {
    expect(ids({ rank: 'associate-professor', field: 'materials' })).toEqual([4, 5]);
    expect(ids({ rank: 'associate-professor', field: 'furniture-wood' })).toEqual([5]);
    expect(ids({ rank: 'assistant-professor', field: 'furniture-wood', q: 'craft' })).toEqual([9]);
    expect(ids({ rank: 'professor', field: 'furniture-wood' })).toEqual([]);
  });

  it('finds no one for a keyword no profile has', () => {
    expect(ids({ q: '太空' })).toEqual([]);
    expect(ids({ q: 'wood zzz' })).toEqual([]);
    expect(matchesFilters(ENTRIES[0]!, { q: 'basket' })).toBe(false);
  });

  it('says whether anything is filtered', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: 'a' })).toBe(true);
  });
});

describe('the directory address', () => {
  it('reads rank, field and keyword', () => {
    const params = new URLSearchParams('rank=professor&field=materials&q=%E6%9C%A8+%E4%BD%9C');
    expect(parseDirectoryQuery(params, FULL_TIME)).toEqual({
      filters: { rank: 'professor', field: 'materials', q: '木 作' },
      ignored: [],
    });
  });

  it('takes empty values, as a form sends "All", as no filter', () => {
    const params = new URLSearchParams('rank=&field=&q=++');
    expect(parseDirectoryQuery(params, FULL_TIME)).toEqual({ filters: {}, ignored: [] });
  });

  it('ignores an unknown rank or field, and a rank or field on a list that has none, and names them', () => {
    expect(parseDirectoryQuery(new URLSearchParams('rank=dean&field=basket-weaving&q=wood'), FULL_TIME)).toEqual({
      filters: { q: 'wood' },
      ignored: ['rank', 'field'],
    });
    expect(parseDirectoryQuery({ rank: 'professor', field: 'materials' }, PART_TIME)).toEqual({
      filters: {},
      ignored: ['rank', 'field'],
    });
    expect(parseDirectoryQuery({ rank: '<script>', q: undefined }, FULL_TIME).filters).toEqual({});
  });

  it('reads a repeated parameter by its last value, as the rewrites do', () => {
    expect(parseDirectoryQuery(new URLSearchParams('rank=dean&rank=professor'), FULL_TIME).filters).toEqual({
      rank: 'professor',
    });
    expect(parseDirectoryQuery({ q: ['wood', 'craft'] }, FULL_TIME).filters).toEqual({ q: 'craft' });
  });

  it('keeps a keyword as typed, spaces tidied, cut at its longest', () => {
    expect(tidyKeyword('  Wood   craft ')).toBe('Wood craft');
    expect(tidyKeyword('   ')).toBeUndefined();
    expect(tidyKeyword('木'.repeat(KEYWORD_MAX + 5))).toBe('木'.repeat(KEYWORD_MAX));
  });

  it('writes the filters that are set, in one order, and nothing for none', () => {
    expect(directoryQuery({})).toBe('');
    expect(directoryQuery({ q: 'wood', rank: 'professor' })).toBe('?rank=professor&q=wood');
    expect(paths.directory('fullTime', { rank: 'associate-professor', field: 'materials', q: '木 作' })).toBe(
      '/industrial/professors/introduce?rank=associate-professor&field=materials&q=%E6%9C%A8+%E4%BD%9C',
    );
    expect(paths.directory('partTime', { q: 'Chiu' })).toBe('/industrial/professors/partTimeProfessors?q=Chiu');
    expect(paths.directory('fullTime')).toBe('/industrial/professors/introduce');
  });

  it('reads back what it writes (the address round trip)', () => {
    const cases = [
      {},
      { rank: 'professor' as const },
      { field: 'materials' },
      { q: '木作' },
      { q: 'Design & research?' },
      { rank: 'assistant-professor' as const, field: 'craft-culture', q: 'bamboo 竹' },
    ];
    for (const filters of cases) {
      const query = directoryQuery(filters);
      expect(parseDirectoryQuery(new URLSearchParams(query), FULL_TIME), query).toEqual({ filters, ignored: [] });
    }
  });
});
