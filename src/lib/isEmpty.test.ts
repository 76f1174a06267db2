import { describe, expect, it } from 'vitest';
import { isEmpty } from './isEmpty';

describe('isEmpty', () => {
  it.each([null, undefined, {}, '', false, 0, [], NaN, new Map(), new Set()])('treats %o as empty', (v) => {
    expect(isEmpty(v)).toBe(true);
  });
  it.each([{ a: 1 }, 'x', ' ', true, 1, -1, [0], new Date(0), new Map([[1, 1]])])('treats %o as data', (v) => {
    expect(isEmpty(v)).toBe(false);
  });
});
