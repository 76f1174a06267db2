// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  corsHeaders,
  headerSettings,
  IMMUTABLE,
  inlineScriptHashes,
  isAssetPath,
  isOpenEndedAddress,
  isSearchPath,
  nextHeaders,
  PAGE_CACHE_CONTROL,
  pageCacheControl,
  resourcePolicy,
  responseHeaders,
  securityHeaders,
  SVG_CSP,
  type Header,
  type HeaderSettings,
} from './headers';
import { headerRouter } from '../../serve/nextOutput.ts';
import { ConfigError } from './settings';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const header = (list: Header[], key: string) => list.find((h) => h.key === key)?.value;
const asRecord = (list: Header[]) => Object.fromEntries(list.map((h) => [h.key.toLowerCase(), h.value]));

describe('security headers', () => {
  it('every response: nosniff, referrer policy, no framing, no powerful features, COOP; HSTS only over HTTPS', () => {
    const plain = securityHeaders({ https: false });
    expect(header(plain, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(plain, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(plain, 'X-Frame-Options')).toBe('DENY');
    expect(header(plain, 'Permissions-Policy')).toContain('camera=()');
    expect(header(plain, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(header(plain, 'Strict-Transport-Security')).toBeUndefined();
    expect(header(securityHeaders({ https: true }), 'Strict-Transport-Security')).toMatch(/max-age=\d{7,}/);
    expect(headerSettings({ SITE_URL: 'https://design.example.edu' }).https).toBe(true);
    expect(headerSettings({}).https).toBe(false);
  });

  it('CORP: same-origin, and cross-origin for the static assets when ASSET_URL is another origin', () => {
    const cdn = headerSettings({ SITE_URL: 'https://design.example.edu', ASSET_URL: 'https://cdn.example.net/static' });
    expect(cdn.assetOrigin).toBe('https://cdn.example.net');
    expect(resourcePolicy('/_next/static/chunks/a.js', cdn)).toBe('cross-origin');
    expect(resourcePolicy('/static/news/1.svg', cdn)).toBe('cross-origin');
    expect(resourcePolicy('/news', cdn)).toBe('same-origin');
    expect(resourcePolicy('/_next/static/chunks/a.js', headerSettings({ ASSET_URL: '/static' }))).toBe('same-origin');
    expect(resourcePolicy('/dept/static/x.svg', { ...cdn, basePath: '/dept' })).toBe('cross-origin');
  });

  it('CORS: none by default (same-origin); only the origins of CORS_ORIGINS are let in', () => {
    expect(corsHeaders('https://evil.example', [])).toEqual([]);
    const { corsOrigins } = headerSettings({ CORS_ORIGINS: 'https://partner.example.edu, http://localhost:5173' });
    expect(corsOrigins).toEqual(['https://partner.example.edu', 'http://localhost:5173']);
    expect(header(corsHeaders('https://partner.example.edu', corsOrigins), 'Access-Control-Allow-Origin')).toBe(
      'https://partner.example.edu',
    );
    expect(corsHeaders('https://evil.example', corsOrigins)).toEqual([]);
    expect(corsHeaders(undefined, corsOrigins)).toEqual([]);
  });

  it('refuses a bad baked value by name (a build folder edited by hand)', () => {
    expect(() => headerSettings({ CORS_ORIGINS: 'https://ok.example, *' })).toThrow(ConfigError);
    expect(() => headerSettings({ SITE_URL: 'https://x.example/' })).toThrow(/Invalid configuration: SITE_URL must/);
  });
});

describe("Next's headers() rules", () => {
  const partner = 'https://partner.example.edu';
  const local = 'http://localhost:5173';
  const configurations: [string, HeaderSettings, string][] = [
    ['the defaults', headerSettings({}), ''],
    [
      'a CDN, HTTPS, two CORS origins and a base path',
      headerSettings({
        BASE_PATH: '/dept',
        SITE_URL: 'https://design.example.edu',
        ASSET_URL: 'https://cdn.example.net/static',
        API_HOST: 'https://api.example.edu',
        CORS_ORIGINS: `${partner},${local}`,
      }),
      '/dept',
    ],
  ];
  const paths = [
    '/',
    '/news',
    '/news/101',
    '/search',
    '/_next/static/chunks/main-abc.js',
    '/static/news/1.svg',
    '/scuid-fe-api/news',
    '/scuid-fe-api/news/101',
    '/graphql',
    '/sitemap.xml',
  ];
  const origins = [
    undefined,
    partner,
    local,
    'https://evil.example',
    'https://partnerXexample.edu',
    `${partner}.evil.example`,
  ];

  for (const [name, settings, basePath] of configurations) {
    it(`send exactly what the server sets, for every path and origin: ${name}`, async () => {
      const sends = await headerRouter(nextHeaders(settings), basePath);
      for (const path of paths) {
        for (const origin of origins) {
          const full = path === '/' && basePath ? basePath : `${basePath}${path}`;
          expect(sends(full, origin), `${full} from ${origin}`).toEqual(
            asRecord(responseHeaders(full, origin, settings, basePath)),
          );
        }
      }
    });
  }

  it('let in only the exact origins of CORS_ORIGINS, on the API only', async () => {
    const settings = headerSettings({ CORS_ORIGINS: partner });
    const sends = await headerRouter(nextHeaders(settings), '');
    expect(sends('/scuid-fe-api/news', partner)['access-control-allow-origin']).toBe(partner);
    expect(sends('/graphql', partner)['access-control-allow-origin']).toBe(partner);
    expect(sends('/scuid-fe-api/news', partner).vary).toBe('Origin');
    for (const other of ['https://partnerXexample.edu', `${partner}.evil.example`, `x${partner}`, 'null'])
      expect(sends('/scuid-fe-api/news', other)['access-control-allow-origin'], other).toBeUndefined();
    expect(sends('/news', partner)['access-control-allow-origin']).toBeUndefined();
    expect(sends('/news', partner).vary).toBeUndefined();
  });

  it('never set a page’s Content-Security-Policy (it would be enforced beside the page’s own), only an SVG’s', () => {
    const rules = nextHeaders(configurations[1]![1]);
    const withCsp = rules.filter((r) => r.headers.some((h) => h.key.toLowerCase() === 'content-security-policy'));
    expect(withCsp.map((r) => [r.source, r.headers])).toEqual([
      ['/:path*\\.svg', [{ key: 'Content-Security-Policy', value: SVG_CSP }]],
    ]);
    expect(rules.flatMap((r) => r.headers.map((h) => h.key.toLowerCase()))).toContain('x-frame-options');
  });

  it('every SVG gets a policy under which nothing runs; the derivatives of photographs are immutable', async () => {
    for (const settings of [configurations[1]![1], headerSettings({ ASSET_URL: 'https://cdn.example.net/static' })]) {
      for (const basePath of ['', '/dept']) {
        const sends = await headerRouter(nextHeaders(settings), basePath);
        for (const path of [`${basePath}/static/news/1.svg`, `${basePath}/qr/fullTime-3.svg`, `${basePath}/icon.svg`]) {
          expect(sends(path)['content-security-policy'], path).toBe(SVG_CSP);
          expect(asRecord(responseHeaders(path, null, settings, basePath))['content-security-policy'], path).toBe(
            SVG_CSP,
          );
        }
        const media = `${basePath}/static/_media/0123456789ab-640.avif`;
        expect(sends(media)['cache-control']).toBe(IMMUTABLE);
        expect(asRecord(responseHeaders(media, null, settings, basePath))['cache-control']).toBe(IMMUTABLE);
        for (const page of [`${basePath}/news`, `${basePath}/static/news/1.jpg`]) {
          expect(sends(page)['content-security-policy'], page).toBeUndefined();
          expect(sends(page)['cache-control'], page).toBeUndefined();
        }
      }
    }
    expect(SVG_CSP).toMatch(/default-src 'none'/);
    expect(SVG_CSP).toMatch(/\bsandbox\b/);
    expect(SVG_CSP).not.toMatch(/script-src/);
  });

  it('with a base path: the security headers everywhere, asset and API rules under the base path only', async () => {
    const settings = headerSettings({ ASSET_URL: 'https://cdn.example.net/static', CORS_ORIGINS: partner });
    const sends = await headerRouter(nextHeaders(settings), '/dept');
    expect(sends('/dept')['x-content-type-options']).toBe('nosniff');
    expect(sends('/dept/static/a.svg')['cross-origin-resource-policy']).toBe('cross-origin');
    expect(sends('/dept/graphql', partner)['access-control-allow-origin']).toBe(partner);
    for (const outside of ['/news', '/static/a.svg', '/graphql', '/deptx/static/a.svg']) {
      expect(sends(outside, partner), outside).toEqual(asRecord(responseHeaders(outside, partner, settings, '/dept')));
      expect(sends(outside, partner)['x-frame-options'], outside).toBe('DENY');
      expect(sends(outside, partner)['cross-origin-resource-policy'], outside).toBe('same-origin');
      expect(sends(outside, partner)['access-control-allow-origin'], outside).toBeUndefined();
    }
  });
});

describe('Content-Security-Policy', () => {
  it('hashes the inline scripts that run, not data blocks or external scripts', () => {
    const html = `<script src="/a.js" async=""></script><script>self.__next_f.push([1])</script><script id="_R_">boot()</script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1])'), sha('boot()')]);
  });

  it('allows scripts from here and by hash only; images and fetches from the configured origins', () => {
    const csp = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc'"],
      assetOrigin: 'https://cdn.example.net',
      apiOrigin: 'https://api.example.edu',
      https: true,
    });
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("img-src 'self' https://cdn.example.net");
    expect(csp).toContain("connect-src 'self' https://api.example.edu");
    for (const d of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      'upgrade-insecure-requests',
    ])
      expect(csp).toContain(d);
    expect(contentSecurityPolicy({})).not.toContain('upgrade-insecure-requests');
  });
});

describe('how long a shared cache keeps a page', () => {
  it('is a minute, with a stale answer allowed while it fetches the new one, for anything Next lets caches keep', () => {
    expect(PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    // Next's answer for a prerendered page, with and without its stale window
    expect(pageCacheControl('s-maxage=31536000')).toBe(PAGE_CACHE_CONTROL);
    expect(pageCacheControl('s-maxage=31536000, stale-while-revalidate=31536000')).toBe(PAGE_CACHE_CONTROL);
    expect(pageCacheControl('public, S-MaxAge=600')).toBe(PAGE_CACHE_CONTROL);
  });

  it('leaves what Next marks private or uncacheable, and answers with none', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'private, s-maxage=5',
    ]) {
      expect(pageCacheControl(value)).toBe(value);
    }
    expect(pageCacheControl(undefined)).toBeUndefined();
    expect(pageCacheControl('public, max-age=0')).toBe('public, max-age=0');
  });

  it('does not apply to the static assets', () => {
    expect(isAssetPath('/_next/static/chunks/a.js')).toBe(true);
    expect(isAssetPath('/dept/_next/static/chunks/a.js', '/dept')).toBe(true);
    expect(isAssetPath('/static/news/1.svg')).toBe(true);
    expect(isAssetPath('/_next/static/chunks/a.js', '/dept')).toBe(false);
    expect(isAssetPath('/news/101')).toBe(false);
    expect(isAssetPath('/static-page')).toBe(false);
  });
});

describe('isOpenEndedAddress', () => {
  it('is search, the directories with a keyword and the news lists with a page, under the base path too', () => {
    expect(isOpenEndedAddress('/search?q=a')).toBe(true);
    expect(isOpenEndedAddress('/news?page=7')).toBe(true);
    expect(isOpenEndedAddress('/dept/achievements/exhibitions?page=99999', '/dept')).toBe(true);
    expect(isOpenEndedAddress('/news')).toBe(false);
    expect(isOpenEndedAddress('/news/101?page=2')).toBe(false);
    expect(isOpenEndedAddress('/lists/NEWS/2')).toBe(true);
    expect(isOpenEndedAddress('/dept/lists/anything?x=1', '/dept')).toBe(true);
    expect(isOpenEndedAddress('/listsX')).toBe(false);
    expect(isOpenEndedAddress('/industrial/professors/introduce?q=wood')).toBe(true);
    expect(isOpenEndedAddress('/dept/industrial/professors/partTimeProfessors?q=', '/dept')).toBe(true);
    expect(isOpenEndedAddress('/industrial/professors/introduce?rank=professor')).toBe(false);
    expect(isOpenEndedAddress('/industrial/professors/introduce')).toBe(false);
    expect(isOpenEndedAddress('/news?q=wood')).toBe(false);
  });

  it("is a page's Markdown twin when its page is", () => {
    expect(isOpenEndedAddress('/news.md?page=7')).toBe(true);
    expect(isOpenEndedAddress('/dept/industrial/professors/introduce.md?q=wood', '/dept')).toBe(true);
    expect(isOpenEndedAddress('/news.md')).toBe(false);
    expect(isOpenEndedAddress('/index.html.md')).toBe(false);
    expect(isOpenEndedAddress('/news/101.md')).toBe(false);
  });
});

describe('isSearchPath', () => {
  it('is the search page and the search API, under the base path, in any case', () => {
    expect(isSearchPath('/search')).toBe(true);
    expect(isSearchPath('/scuid-fe-api/search')).toBe(true);
    expect(isSearchPath('/dept/Search', '/dept')).toBe(true);
    expect(isSearchPath('/search', '/dept')).toBe(false);
    expect(isSearchPath('/searching')).toBe(false);
    expect(isSearchPath('/scuid-fe-api/news')).toBe(false);
  });
});
