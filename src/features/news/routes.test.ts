// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { config, proxy } from '../../../proxy';
import { listPageTarget, NEWS_SCREENS, visiblePath } from './routes';
import { NextRequest } from 'next/server';

describe('the list pages behind `{screen}?page=n`', () => {
  it('a prerendered list page is shown (and its menu entry marked) as its screen', () => {
    for (const [screen, category] of Object.entries(NEWS_SCREENS)) {
      expect(visiblePath(listPageTarget(category, 2, 5)!)).toBe(screen);
      expect(visiblePath(listPageTarget(category, 9, 5)!)).toBe(screen);
    }
    for (const path of ['/news', '/news/awardNews', '/industrial/aboutUs', '/lists/NOPE/2', '/listsX/NEWS/2']) expect(visiblePath(path)).toBe(path);
  });

  it('page 1 (and anything that is not a page number) is the screen itself', () => {
    expect(listPageTarget('NEWS', 1, 7)).toBeNull();
    expect(listPageTarget('NEWS', 0, 7)).toBeNull();
  });

  it('pages 2..last are their own prerendered page; past the last, one shared page', () => {
    expect(listPageTarget('NEWS', 2, 7)).toBe('/lists/NEWS/2');
    expect(listPageTarget('NEWS', 7, 7)).toBe('/lists/NEWS/7');
    expect(listPageTarget('NEWS', 8, 7)).toBe('/lists/NEWS/8');
    expect(listPageTarget('NEWS', 999, 7)).toBe('/lists/NEWS/8');
  });

  it('an empty category has page 1 only; without a manifest page n is asked for as it is', () => {
    expect(listPageTarget('TEACH_GE', 3, 0)).toBeNull();
    expect(listPageTarget('NEWS', 12, undefined)).toBe('/lists/NEWS/12');
  });

  it("the proxy's matcher names exactly the eleven list screens (plus the internal route and the search page)", () => {
    const sources = config.matcher.map((m) => (typeof m === 'string' ? m : m.source));
    expect(sources.filter((s) => !s.startsWith('/lists') && s !== '/search')).toEqual(Object.keys(NEWS_SCREENS));
    expect(sources).toContain('/search');
    for (const m of config.matcher) if (typeof m !== 'string') expect(m.has).toEqual([{ type: 'query', key: 'page' }]);
  });

  it('the proxy rewrites ?page=n and answers direct requests of the internal route with the 404 page', () => {
    const rewritten = (url: string) => proxy(new NextRequest(url)).headers.get('x-middleware-rewrite');
    expect(rewritten('http://x.test/news/awardNews?page=abc')).toBeNull();
    expect(rewritten('http://x.test/news/awardNews?page=2')).toMatch(/\/lists\/NEWS_AWARE\/2\?page=2$/);
    expect(rewritten('http://x.test/lists/NEWS/2')).toMatch(/\/lists\/-\/0$/);
  });

  it('the proxy gives the search page a fresh nonce in its CSP, on the request (for Next) and the response', () => {
    const csp = () => {
      const res = proxy(new NextRequest('http://x.test/search?q=a'));
      const sent = res.headers.get('content-security-policy') ?? '';
      expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(sent);
      return /'nonce-([^']+)'/.exec(sent)?.[1];
    };
    const a = csp();
    expect(a).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp()).not.toBe(a);
  });
});
