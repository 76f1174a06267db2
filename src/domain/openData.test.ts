import { describe, expect, it } from 'vitest';
import { csvField, csvTable } from './openData';

describe('CSV (RFC 4180)', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes; leaves others as they are', () => {
    expect(csvField('林淑華')).toBe('林淑華');
    expect(csvField('Design, Research')).toBe('"Design, Research"');
    expect(csvField('the "Slow Objects" show')).toBe('"the ""Slow Objects"" show"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(['fullTime/2', 'visiting/3'])).toBe('fullTime/2 visiting/3');
    expect(csvField(12)).toBe('12');
  });

  it('writes a header, then a row a record, each line ending in CRLF', () => {
    expect(
      csvTable(
        ['id', 'name'],
        [
          { id: 1, name: 'a,b' },
          { id: 2, name: null },
        ],
      ),
    ).toBe('id,name\r\n1,"a,b"\r\n2,\r\n');
  });
});
