import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, headerSettingsOf, scriptHash } from './src/config/headers.ts';
import { config as app } from './src/config/appConfig.ts';
import { THEME_SCRIPT } from './src/lib/theme.ts';

// The values the build baked in (inlined into this bundle), not this process's environment.
const settings = headerSettingsOf(app);
// the layout's theme script has no nonce (that would mean reading the request in the layout, making every
// page dynamic): it is the same text on every page, allowed by its hash
const themeScriptHash = scriptHash(THEME_SCRIPT);

/**
 * The search page is rendered per request, so its inline scripts cannot be hashed after the build like
 * the prerendered pages': it gets a fresh nonce in its CSP. Next reads the nonce from the request's
 * Content-Security-Policy header and puts it on the scripts it writes. (Only the search page passes
 * through here: the news lists' `?page=n` is a rewrite, src/features/news/listRewrites.ts, and a page of them rendered when
 * first asked for is finished as it is sent, serve/dynamicPages.mjs), and requests for an
 * original photograph, which are refused.
 */
export function proxy(request: NextRequest) {
  // an original photograph under /static is never sent: its GPS position and camera are in it, and it is full
  // size; pages use its derivatives (/static/_media). The editor's development server shows originals.
  if (/\.(?:jpe?g|png|webp|avif)$/i.test(request.nextUrl.pathname)) {
    if (process.env.NODE_ENV !== 'production') return NextResponse.next();
    return new NextResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy({ ...settings, scriptHashes: [`'nonce-${nonce}'`, themeScriptHash] });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: [
    '/search',
    '/static/:path((?!_media/).+\\.(?:[jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP]|[aA][vV][iI][fF]))',
  ],
};
