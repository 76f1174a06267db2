// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageFromQuery } from '@/lib/pagination';
import { rewriteRouter } from '../../../serve/nextOutput.ts';
import { listRewrites, type ListRewrite } from './listRewrites';
import { NEWS_SCREENS, SCREENS } from '@/domain/paths';

/**
 * Where Next's router sends a request through these rewrites, chained as Next chains `beforeFiles`
 * rewrites (serve/nextOutput.ts, which checks the built ones the same way). null: served as it is.
 */
const route = (rewrites: ListRewrite[], url: string) => rewriteRouter(rewrites)(url);

describe('listRewrites: `{screen}?page=n` to the list pages', () => {
  const rewrites = listRewrites();

  it('reads the page number as pageFromQuery does: every page after the first its own page, however many the content has', () => {
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
    for (const [screen, category] of [
      ['/news', 'NEWS'],
      ['/news/awardNews', 'NEWS_AWARE'],
      ['/news/teachNews', 'NEWS_TEACH'],
      ['/achievements/exhibitions', 'TEACH_SHOW'],
    ] as const) {
      for (const value of values) {
        const page = pageFromQuery(value);
        const expected = page <= 1 ? null : `/lists/${category}/${page}`;
        expect(route(rewrites, `${screen}?page=${encodeURIComponent(value)}`), `${screen}?page=${value}`).toBe(
          expected,
        );
      }
    }
    expect(route(rewrites, '/achievements/exhibitions?page=1250')).toBe('/lists/TEACH_SHOW/1250');
    expect(route(rewrites, '/achievements/exhibitions?page=1251')).toBe('/lists/TEACH_SHOW/1251');
    expect(route(rewrites, '/achievements/exhibitions?page=1252')).toBe('/lists/TEACH_SHOW/1252');
    expect(route(rewrites, '/news?page=9007199254740991')).toBe('/lists/NEWS/9007199254740991');
  });

  it('a repeated page counts by its last value, as pageFromQuery reads it in the browser', () => {
    expect(route(rewrites, '/news?page=2&page=3')).toBe('/lists/NEWS/3');
    expect(pageFromQuery(['2', '3'])).toBe(3);
  });

  it('leaves the screen itself, other query parameters and other paths alone', () => {
    for (const url of ['/news', '/news?pages=2', '/news?q=2', '/news/101?page=2', '/newsX?page=2']) {
      expect(route(rewrites, url), url).toBeNull();
    }
    // Next's router makes a trailing slash optional, but redirects `/news/` to `/news` before any rewrite
    expect(route(rewrites, '/news/?page=2')).toBe('/lists/NEWS/2');
  });

  it('sends direct requests of the internal route to a page that does not exist (404)', () => {
    for (const url of ['/lists', '/lists/NEWS/2', '/lists/NEWS/2?page=2', '/lists/x'])
      expect(route(rewrites, url), url).toBe('/lists/-/0');
    expect(route(rewrites, '/listsX/NEWS/2')).toBeNull();
  });

  it('covers every list screen', () => {
    expect(new Set(rewrites.map((r) => r.source))).toEqual(
      new Set([...Object.keys(NEWS_SCREENS).map((s) => SCREENS[s as keyof typeof NEWS_SCREENS]), '/lists/:path*']),
    );
  });
});
