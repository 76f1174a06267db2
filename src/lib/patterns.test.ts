import { describe, expect, it } from 'vitest';
import { extractSvg, extractSymbols, matches, type PatternName } from './patterns';

const cases: Record<PatternName, { accept: string[]; reject: string[] }> = {
  digits: { accept: ['0', '42', '0012'], reject: ['', '4.2', '-1', '12a', ' 1'] },
  decimal: { accept: ['12', '12.5', '-3.25', '0.0'], reject: ['', '.5', '12.', '1,5', '1.2.3', 'a'] },
  account: { accept: ['user01', 'ABC', '9'], reject: ['', 'user_01', 'a b', '名字', 'x'.repeat(65)] },
  email: {
    accept: ['a@b.tw', 'first.last@dept.example.edu.tw'],
    reject: ['a@b', '@b.tw', 'a b@c.tw', 'a@@b.tw', 'a@b..tw'],
  },
  url: {
    accept: ['https://www.example.org', 'http://a.example.tw:8080/p?q=1#h'],
    reject: [
      'www.example.org',
      'ftp://example.org',
      'https://localhost',
      'https://exa mple.org',
      'javascript:alert(1)',
    ],
  },
  domain: {
    accept: ['example.org', 'a-b.c.example.tw'],
    reject: ['-a.org', 'a-.org', 'example', 'exa_mple.org', 'example.o'],
  },
  ipv4: {
    accept: ['0.0.0.0', '192.168.1.254', '255.255.255.255'],
    reject: ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', 'a.b.c.d'],
  },
  date: {
    accept: ['2024/1/5', '2024-01-05', '2024.12.31', '1992-9-30'],
    reject: ['2024/13/01', '2024-00-10', '2024/1-5', '24/01/05', '2024/01/32', '2024_01_05'],
  },
};

describe('input patterns', () => {
  for (const [name, { accept, reject }] of Object.entries(cases) as [PatternName, (typeof cases)[PatternName]][]) {
    it(`${name} accepts ${accept.join(', ')}`, () => {
      for (const v of accept) expect(matches(name, v), v).toBe(true);
    });
    it(`${name} rejects ${reject.join(', ')}`, () => {
      for (const v of reject) expect(matches(name, v), v).toBe(false);
    });
  }
});

describe('SVG and symbol extraction', () => {
  it('extracts the first svg element from surrounding markup', () => {
    const svg = '<svg viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
    expect(extractSvg(`<?xml version="1.0"?><!-- c -->${svg}\n`)).toBe(svg);
    expect(extractSvg('<div>no svg</div>')).toBeNull();
  });
  it('extracts a symbol and every symbol of a sprite by id', () => {
    const a = '<symbol id="a" viewBox="0 0 1 1"><path d="M0 0"/></symbol>';
    const b = "<symbol id='b'><circle r='1'/></symbol>";
    expect(extractSvg(`<defs>${a}</defs>`)).toBe(a);
    const map = extractSymbols(`<svg><defs>${a}${b}</defs></svg>`);
    expect([...map.keys()]).toEqual(['a', 'b']);
    expect(map.get('b')).toBe(b);
  });
});
