// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  corsHeaders,
  headerSettings,
  inlineScriptHashes,
  parseCorsOrigins,
  resourcePolicy,
  securityHeaders,
} from './headers';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const header = (list: { key: string; value: string }[], key: string) => list.find((h) => h.key === key)?.value;

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
    const settings = headerSettings({ SITE_URL: 'https://design.example.edu' }, {});
    expect(settings.https).toBe(true);
  });

  it('CORP: same-origin, and cross-origin for the static assets when ASSET_URL is another origin', () => {
    const cdn = headerSettings(
      { SITE_URL: 'https://design.example.edu', ASSET_URL: 'https://cdn.example.net/static' },
      {},
    );
    expect(cdn.assetOrigin).toBe('https://cdn.example.net');
    expect(resourcePolicy('/_next/static/chunks/a.js', cdn)).toBe('cross-origin');
    expect(resourcePolicy('/static/news/1.svg', cdn)).toBe('cross-origin');
    expect(resourcePolicy('/news', cdn)).toBe('same-origin');
    expect(resourcePolicy('/_next/static/chunks/a.js', headerSettings({ ASSET_URL: '/static' }, {}))).toBe(
      'same-origin',
    );
    expect(resourcePolicy('/dept/static/x.svg', { ...cdn, basePath: '/dept' })).toBe('cross-origin');
  });

  it('CORS: none by default (same-origin); only the origins of CORS_ORIGINS are let in', () => {
    expect(corsHeaders('https://evil.example', [])).toEqual([]);
    const list = parseCorsOrigins('https://partner.example.edu, http://localhost:5173');
    expect(list).toEqual(['https://partner.example.edu', 'http://localhost:5173']);
    expect(header(corsHeaders('https://partner.example.edu', list), 'Access-Control-Allow-Origin')).toBe(
      'https://partner.example.edu',
    );
    expect(corsHeaders('https://evil.example', list)).toEqual([]);
    expect(corsHeaders(undefined, list)).toEqual([]);
    expect(() => parseCorsOrigins('https://ok.example, *')).toThrow(/Invalid configuration: CORS_ORIGINS must be/);
    expect(() => parseCorsOrigins('https://ok.example/path')).toThrow(/CORS_ORIGINS/);
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
