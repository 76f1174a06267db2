import * as z from '@/domain/zod';
import { describe, expect, it } from 'vitest';
import { formatZodIssue, issuePath, parseContent } from './contentError';

describe('content errors', () => {
  it('renders issue paths as entry.field', () => {
    expect(issuePath(['menus', 1, 'children', 0, 'to'])).toBe('menus[1].children[0].to');
    expect(issuePath([])).toBe('');
  });
  it('names the file, the entry and the field', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.number() })) });
    expect(() => parseContent('content/x.json', schema, { items: [{ id: 1 }, { id: 'two' }] })).toThrow(
      /Invalid content file content\/x\.json:\n {2}items\[1\]\.id: /,
    );
    expect(formatZodIssue('f.json', [{ path: [], message: 'bad' }])).toBe(
      'Invalid content file f.json:\n  (root): bad',
    );
  });
  it('returns the parsed data when valid', () => {
    expect(parseContent('f', z.object({ a: z.string() }), { a: 'x' })).toEqual({ a: 'x' });
  });
});
