import { describe, expect, it } from 'vitest';
import { formatCount, PAGE_SIZE_OPTIONS, pageFromQuery, paginate } from './pagination';

describe('pagination rules', () => {
  it('disables previous on page 1 and next on the last page', () => {
    expect(paginate(1, 7)).toMatchObject({ previousDisabled: true, nextDisabled: false });
    expect(paginate(7, 7)).toMatchObject({ previousDisabled: false, nextDisabled: true });
    expect(paginate(4, 7)).toMatchObject({ previousDisabled: false, nextDisabled: false });
  });
  it('disables the picker with one page or none', () => {
    expect(paginate(1, 1)).toMatchObject({ pickerDisabled: true, previousDisabled: true, nextDisabled: true });
    expect(paginate(1, 0)).toMatchObject({ pickerDisabled: true, pages: [1] });
    expect(paginate(1, 2).pickerDisabled).toBe(false);
  });
  it('shows page buttons in blocks of 5', () => {
    expect(paginate(1, 12).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(5, 12).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(6, 12)).toMatchObject({ pages: [6, 7, 8, 9, 10], previousBlock: 1, nextBlock: 11 });
    expect(paginate(12, 12)).toMatchObject({ pages: [11, 12], previousBlock: 6, nextBlock: null });
    expect(paginate(3, 3)).toMatchObject({ pages: [1, 2, 3], previousBlock: null, nextBlock: null });
  });
  it('keeps a page past the end (no current button, a way back) and clamps bad pages', () => {
    expect(paginate(99, 3)).toMatchObject({
      current: 99,
      pickerPage: 3,
      pages: [1, 2, 3],
      previousDisabled: false,
      nextDisabled: true,
    });
    expect(paginate(5, 1)).toMatchObject({ current: 5, pages: [1], previousDisabled: false, nextDisabled: true });
    expect(paginate(-2, 3).current).toBe(1);
    expect(paginate(Number.NaN, 3).current).toBe(1);
  });
  it('offers the page sizes 8, 40, 72, 150', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([8, 40, 72, 150]);
  });
  it('formats numbers with thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(999)).toBe('999');
    // the same as Intl.NumberFormat('en-US') for the integers a count can be
    const intl = new Intl.NumberFormat('en-US');
    for (const n of [0, 1, 12, 999, 1000, 1001, 10000, 99999, 100000, 123456789, Number.MAX_SAFE_INTEGER, -1234])
      expect(formatCount(n)).toBe(intl.format(n));
  });
  it('reads the page from the query, default 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(['2', '5'])).toBe(5);
    for (const bad of [undefined, null, '', '0', '-1', '2.5', 'abc', '1e3', '99999999999999999999']) {
      expect(pageFromQuery(bad), String(bad)).toBe(1);
    }
  });
});
