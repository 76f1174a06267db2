// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '@/domain/paths';
import { scriptHash } from '@/config/headers';
import { THEME_SCRIPT } from '@/lib/theme';
import { config, proxy } from '../../proxy';
import { NextRequest } from 'next/server';

describe('the proxy', () => {
  it('passes only the search page (the list pages are rewrites, not a proxy)', () => {
    expect(config.matcher).toEqual([paths.search()]);
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
