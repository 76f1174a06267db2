// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/domain/paths';
import { scriptHash } from '@/config/headers';
import { THEME_SCRIPT } from '@/lib/theme';
import { config, proxy } from '../../proxy';
import { NextRequest } from 'next/server';

describe('the proxy', () => {
  it('passes only the search page and original photographs (the list pages are rewrites, not a proxy)', () => {
    expect(config.matcher[0]).toBe(paths.search());
    expect(config.matcher).toHaveLength(2);
    // Next compiles a matcher with path-to-regexp; its pattern, as a regular expression, takes these paths
    const pattern = new RegExp(`^/static/${/:path\((.*)\)$/.exec(config.matcher[1]!)![1]}$`);
    for (const path of [
      '/static/news/1.jpg',
      '/static/people/a-b.JPEG',
      '/static/x/y.png',
      '/static/z.webp',
      '/static/z.avif',
    ])
      expect(path, path).toMatch(pattern);
    for (const path of ['/static/_media/0123456789ab-640.avif', '/static/news/1.svg', '/static/a/b.pdf'])
      expect(path, path).not.toMatch(pattern);
  });

  it('refuses an original photograph in production: its metadata and full size are never sent', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const res = proxy(new NextRequest('http://x.test/static/news/1.jpg'));
    expect(res.status).toBe(404);
    vi.stubEnv('NODE_ENV', 'development');
    expect(proxy(new NextRequest('http://x.test/static/news/1.jpg')).status).toBe(200);
  });

  it('gives the search page a fresh nonce in its CSP, on the request (for Next) and the response', () => {
    const csp = () => {
      const res = proxy(new NextRequest(`http://x.test${paths.search({ q: 'a' })}`));
      const sent = res.headers.get('content-security-policy') ?? '';
      expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(sent);
      return /'nonce-([^']+)'/.exec(sent)?.[1];
    };
    const a = csp();
    expect(a).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp()).not.toBe(a);
  });

  it("allows the layout's theme script by its hash beside the nonce (the script carries no nonce)", () => {
    const res = proxy(new NextRequest(`http://x.test${paths.search({ q: 'a' })}`));
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(scriptSrc.split(' ')).toContain(scriptHash(THEME_SCRIPT));
    expect(scriptSrc).toMatch(/'nonce-/);
  });
});
