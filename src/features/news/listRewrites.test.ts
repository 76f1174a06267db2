// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFromQuery } from '@/lib/pagination';
import { rewriteRouter } from '../../../serve/nextOutput.ts';
import { listRewrites, readListTotals, type ListRewrite } from './listRewrites';
import { NEWS_SCREENS, SCREENS, type ListTotals } from '@/domain/paths';

/**
 * Where Next's router sends a request through these rewrites, chained as Next chains `beforeFiles`
 * rewrites (serve/nextOutput.ts, which checks the built ones the same way). null: served as it is.
 */
const route = (rewrites: ListRewrite[], url: string) => rewriteRouter(rewrites)(url);

const TOTALS: ListTotals = { NEWS: 7, NEWS_AWARE: 1, NEWS_TEACH: 0, TEACH_SHOW: 1250 };

describe('listRewrites: `{screen}?page=n` to the prerendered list pages', () => {
  const rewrites = listRewrites(TOTALS);

  it('reads the page number as pageFromQuery does: 2..last its own page, larger numbers the page past the end', () => {
    const values = [
      'abc',
      '',
      '0',
      '-1',
      '1',
      '01',
      '2',
      '02',
      '007',
      '6',
      '7',
      '8',
      '9',
      '10',
      '999',
      '1e3',
      '2.0',
      ' 2',
      '2 ',
      '+2',
      '0x2',
      '١٢',
      '9007199254740991',
      '9007199254740992',
      '99999999999999999999',
    ];
    for (const [screen, category, last] of [
      ['/news', 'NEWS', 7],
      ['/news/awardNews', 'NEWS_AWARE', 1],
      ['/achievements/exhibitions', 'TEACH_SHOW', 1250],
    ] as const) {
      for (const value of values) {
        const page = pageFromQuery(value);
        const expected = page <= 1 ? null : `/lists/${category}/${Math.min(page, last + 1)}`;
        expect(route(rewrites, `${screen}?page=${encodeURIComponent(value)}`), `${screen}?page=${value}`).toBe(
          expected,
        );
      }
    }
    expect(route(rewrites, '/achievements/exhibitions?page=1250')).toBe('/lists/TEACH_SHOW/1250');
    expect(route(rewrites, '/achievements/exhibitions?page=1251')).toBe('/lists/TEACH_SHOW/1251');
    expect(route(rewrites, '/achievements/exhibitions?page=1252')).toBe('/lists/TEACH_SHOW/1251');
  });

  it('a repeated page counts by its last value, as pageFromQuery reads it in the browser', () => {
    expect(route(rewrites, '/news?page=2&page=3')).toBe('/lists/NEWS/3');
    expect(pageFromQuery(['2', '3'])).toBe(3);
  });

  it('leaves the screen itself, other query parameters, empty and unknown categories and other paths alone', () => {
    for (const url of [
      '/news',
      '/news?pages=2',
      '/news?q=2',
      '/news/teachNews?page=2',
      '/news/mediaReport?page=2',
      '/news/101?page=2',
      '/newsX?page=2',
    ]) {
      expect(route(rewrites, url), url).toBeNull();
    }
    // Next's router makes a trailing slash optional, but redirects `/news/` to `/news` before any rewrite
    expect(route(rewrites, '/news/?page=2')).toBe('/lists/NEWS/2');
    expect(rewrites.some((r) => r.source === '/news/teachNews')).toBe(false);
  });

  it('sends direct requests of the internal route to a page that does not exist (404)', () => {
    for (const url of ['/lists', '/lists/NEWS/2', '/lists/NEWS/2?page=2', '/lists/x'])
      expect(route(rewrites, url), url).toBe('/lists/-/0');
    expect(route(rewrites, '/listsX/NEWS/2')).toBeNull();
  });

  it('covers every list screen', () => {
    const all = listRewrites(Object.fromEntries(Object.values(NEWS_SCREENS).map((c) => [c, 3])));
    expect(new Set(all.map((r) => r.source))).toEqual(
      new Set([...Object.keys(NEWS_SCREENS).map((s) => SCREENS[s as keyof typeof NEWS_SCREENS]), '/lists/:path*']),
    );
  });
});

// each test starts a Node process that loads TypeScript and syncs a database: seconds on a busy machine
describe('readListTotals', { timeout: 60_000 }, () => {
  it('counts the pages of the demo content through the data seam, in a child process', () => {
    const totals = readListTotals();
    expect(Object.keys(totals).sort()).toEqual(Object.values(NEWS_SCREENS).sort());
    for (const n of Object.values(totals)) expect(Number.isInteger(n) && n! >= 0).toBe(true);
    expect(totals.NEWS).toBeGreaterThanOrEqual(Math.max(...Object.values(totals).map(Number)));
  });

  it('stops with a message naming the seam when it cannot count', () => {
    expect(() => readListTotals(mkdtempSync(join(tmpdir(), 'scuid-totals-')))).toThrow(
      /Could not count the pages of the news lists/,
    );
  });
});
