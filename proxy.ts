import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { LIST_MANIFEST_FILE, LIST_ROUTE, listPageTarget, NEWS_SCREENS, type ListManifest } from '@/features/news/routes';
import { pageFromQuery } from '@/lib/pagination';
import { contentSecurityPolicy, headerSettings } from './serve/headers.mjs';

/*
 * News lists keep the spec's address `{screen}?page=n` while every page is prerendered: a request with
 * `page` is served from app/lists/[category]/[page] (a rewrite: the address does not change). Pages past
 * the last one share one prerendered "past the end" page. Direct requests to /lists/... answer 404, so
 * each page has one public address. No React render happens here.
 */

const SEARCH_PATH = '/search';

let manifest: ListManifest | null | undefined;

/** The number of pages of each list, as the build that is being served rendered them. */
function totals(): ListManifest | null {
  if (manifest === undefined) {
    try {
      const file = join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next', LIST_MANIFEST_FILE);
      manifest = JSON.parse(readFileSync(file, 'utf8')) as ListManifest;
    } catch {
      manifest = null; // no manifest (development): serve page n as it is
    }
  }
  return manifest;
}

/**
 * The search page is rendered per request, so its inline scripts cannot be hashed after the build like
 * the prerendered pages': it gets a fresh nonce in its CSP. Next reads the nonce from the request's
 * Content-Security-Policy header and puts it on the scripts it writes.
 */
function withNonce(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const settings = headerSettings({ SITE_URL: process.env.SITE_URL, ASSET_URL: process.env.ASSET_URL, API_HOST: process.env.API_HOST }, {});
  const csp = contentSecurityPolicy({ ...settings, scriptHashes: [`'nonce-${nonce}'`] });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === SEARCH_PATH) return withNonce(request);
  if (pathname === LIST_ROUTE || pathname.startsWith(`${LIST_ROUTE}/`)) {
    return NextResponse.rewrite(new URL(`${request.nextUrl.basePath}${LIST_ROUTE}/-/0`, request.url)); // not a page: 404
  }
  const category = NEWS_SCREENS[pathname as keyof typeof NEWS_SCREENS];
  if (!category) return NextResponse.next();
  const target = listPageTarget(category, pageFromQuery(searchParams.get('page')), totals()?.[category]);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.rewrite(url);
}

/* The eleven list screens of src/features/news/routes.ts (a unit test keeps the two in step), only
   when the address has a page number; the internal list route; the search page. */
export const config = {
  matcher: [
    { source: '/news', has: [{ type: 'query', key: 'page' }] },
    { source: '/news/teachNews', has: [{ type: 'query', key: 'page' }] },
    { source: '/news/awardNews', has: [{ type: 'query', key: 'page' }] },
    { source: '/news/mediaReport', has: [{ type: 'query', key: 'page' }] },
    { source: '/news/campusAnnouncements', has: [{ type: 'query', key: 'page' }] },
    { source: '/achievements/internationalWorkshop', has: [{ type: 'query', key: 'page' }] },
    { source: '/achievements/academiaAndIndustryCollaboration', has: [{ type: 'query', key: 'page' }] },
    { source: '/achievements/exhibitions', has: [{ type: 'query', key: 'page' }] },
    { source: '/admissions/admissionNews', has: [{ type: 'query', key: 'page' }] },
    { source: '/admissions/applicationGuide', has: [{ type: 'query', key: 'page' }] },
    { source: '/admissions/summerWorkshop', has: [{ type: 'query', key: 'page' }] },
    '/lists/:path*',
    '/search',
  ],
};
