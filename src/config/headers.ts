/**
 * Security headers and the Content-Security-Policy, in one module, so that every place that sends them
 * sends the same values: Next's own headers() rules (next.config.ts: `next start` and any host running
 * Next), the production server (serve/server.mjs: what it answers itself, and the fallback CSP), the
 * post-build step (serve/postbuild.mjs: each prerendered page's CSP) and proxy.ts (the nonce CSP).
 * Erasable TypeScript with relative imports: Node runs it as it is for the server and the post-build step.
 *
 * - Every response: nosniff, a strict referrer policy, no framing, no powerful features,
 *   Cross-Origin-Opener-Policy same-origin, Cross-Origin-Resource-Policy same-origin (cross-origin for
 *   the static assets when ASSET_URL puts them on another origin, e.g. a CDN that pulls from here),
 *   HSTS when the site is served over HTTPS (SITE_URL https://...).
 * - Every prerendered page: a CSP that allows its own inline scripts by their SHA-256 hashes (computed
 *   after the build, stored with the page) and scripts, styles, images and API calls only from where
 *   the configuration says they live. Never 'unsafe-inline' or 'unsafe-eval' for scripts.
 * - The API: CORS only for the origins of CORS_ORIGINS (none by default: same-origin).
 */
import { createHash } from 'node:crypto';
import type { NextConfig } from 'next';
import { MEDIA_FOLDER } from '../domain/media.ts';
import { pageOfTwin } from '../domain/files.ts';
import {
  api,
  API_ROOTS,
  LIST_ROUTE,
  NEWS_SCREEN_NAMES,
  paths,
  PROFILE_LIST_NAMES,
  SCREENS,
  STATIC_ROOT,
} from '../domain/paths.ts';
import type { AppConfig } from './appConfig.ts';
import { bakedSettings, type Env } from './settings.ts';

export interface Header {
  key: string;
  value: string;
}

export interface HeaderSettings {
  https: boolean;
  /** the asset origin when it is not the site's own, else null */
  assetOrigin: string | null;
  /** the API origin when it is not the site's own, else null */
  apiOrigin: string | null;
  corsOrigins: readonly string[];
}

/** The origin of an absolute http(s) URL, or null for a path (same origin). */
export function originOf(urlOrPath: string | undefined): string | null {
  return /^https?:\/\//i.test(urlOrPath ?? '') ? new URL(urlOrPath!).origin : null;
}

/** The settings the headers depend on, from the derived configuration. */
export function headerSettingsOf(
  app: Pick<AppConfig, 'siteUrl' | 'assetUrl' | 'apiHost'>,
  corsOrigins: readonly string[] = [],
): HeaderSettings {
  const site = new URL(app.siteUrl).origin;
  const assetOrigin = originOf(app.assetUrl);
  const apiOrigin = originOf(app.apiHost);
  return {
    https: app.siteUrl.startsWith('https://'),
    assetOrigin: assetOrigin && assetOrigin !== site ? assetOrigin : null,
    apiOrigin: apiOrigin && apiOrigin !== site ? apiOrigin : null,
    corsOrigins,
  };
}

/**
 * The settings the headers depend on, from the values a build baked in (required-server-files.json's
 * `config.env`), validated by the settings module. Throws a ConfigError naming a bad value.
 */
export function headerSettings(baked: Env): HeaderSettings {
  const { app, corsOrigins } = bakedSettings(baked);
  return headerSettingsOf(app, corsOrigins);
}

/** Headers of every response. */
export function securityHeaders({ https = false }: { https?: boolean } = {}): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

// Next matches headers() sources case-insensitively; the server's checks below do the same, so that
// both send the same headers for the same path.
const within = (path: string, prefix: string) =>
  path.length > prefix.length + 1 && path.toLowerCase().startsWith(`${prefix.toLowerCase()}/`);
/** The path under the base path, or null outside it (Next answers 404 there: neither an asset nor the API). */
const withoutBasePath = (path: string, basePath: string) =>
  !basePath ? path : path === basePath || path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : null;

/** The static assets: the build's (/_next/static) and public/static. */
const ASSET_PREFIXES = ['/_next/static', STATIC_ROOT];

/** Whether a request path (with the base path) is the API: REST under /scuid-fe-api/ and /graphql. */
export function isApiPath(path: string, basePath = ''): boolean {
  const bare = withoutBasePath(path, basePath);
  return bare !== null && (within(bare, API_ROOTS.rest) || bare.toLowerCase() === API_ROOTS.graphql);
}

/** How long a shared cache (a CDN, a caching proxy) may keep a page: a publication shows within this. */
export const PAGE_CACHE_SECONDS = 60;
/** Past that, how long it may still answer with the old page while it fetches the new one. */
export const PAGE_STALE_SECONDS = 300;
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;

/**
 * The Cache-Control of an answer that is neither the API nor a static asset, given the one Next chose:
 * Next lets shared caches keep a prerendered page for a year (s-maxage=31536000), which a cache in front
 * would go on serving long after a publication, so any shared lifetime becomes PAGE_CACHE_CONTROL;
 * answers Next marks private or uncacheable (search, errors) keep theirs.
 */
export function pageCacheControl(nextValue: string | undefined): string | undefined {
  if (!nextValue || !/(^|,)\s*s-maxage=/i.test(nextValue)) return nextValue;
  return /(^|,)\s*(private|no-store)\b/i.test(nextValue) ? nextValue : PAGE_CACHE_CONTROL;
}

/** Whether a request path (with the base path) is site search: the page or its API, any text asked. */
export function isSearchPath(path: string, basePath = ''): boolean {
  const bare = withoutBasePath(path, basePath)?.toLowerCase();
  const searches = [paths.search(), `${API_ROOTS.rest}${api.search}`].map((p) => p.toLowerCase());
  return bare !== undefined && searches.includes(bare);
}

/**
 * Whether a request (path and query, with the base path) asks for any text or number: search, a directory's
 * keyword view (`?q=`) and a news list's page (`?page=`, which the build may not have prerendered). A cache
 * kept per address would fill with them, and a page rendered when asked for is finished as it is sent.
 */
export function isOpenEndedAddress(url: string, basePath = ''): boolean {
  const [path = '/', query = ''] = url.split('?', 2);
  if (isSearchPath(path, basePath)) return true;
  // a page's Markdown twin is asked for with its page's text and numbers
  const page = pageOfTwin(withoutBasePath(path, basePath) ?? '');
  if (page !== null) return isOpenEndedAddress(`${page}${query ? `?${query}` : ''}`);
  const bare = withoutBasePath(path, basePath)?.replace(/\/$/, '').toLowerCase();
  if (bare === undefined) return false;
  // the internal routes of the lists, asked for themselves: a 404 rendered for any path under them
  if (bare === LIST_ROUTE.toLowerCase() || bare.startsWith(`${LIST_ROUTE.toLowerCase()}/`)) return true;
  const asked = new URLSearchParams(query);
  if (NEWS_LIST_PATHS.includes(bare)) return asked.has('page');
  return DIRECTORY_PATHS.includes(bare) && asked.has('q');
}

const NEWS_LIST_PATHS = NEWS_SCREEN_NAMES.map((screen) => SCREENS[screen].toLowerCase());
const DIRECTORY_PATHS = PROFILE_LIST_NAMES.map((list) => paths.directory(list).toLowerCase());

/** Whether a request path (with the base path) is a static asset (the build's or public/static). */
export function isAssetPath(path: string, basePath = ''): boolean {
  const bare = withoutBasePath(path, basePath);
  return bare !== null && ASSET_PREFIXES.some((prefix) => within(bare, prefix));
}

/** The images' derivatives: named by their content, so a browser and a CDN may keep them for a year. */
const MEDIA_PREFIX = `${STATIC_ROOT}/${MEDIA_FOLDER}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The policy of every SVG the site serves, uploaded ones included: opened by itself an SVG is a document of this
 * origin, and under this policy nothing in it runs or loads (styles written in it still apply).
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Whether a request path (with the base path) is an SVG file: a drawing, an upload or a QR code. */
export const isSvgPath = (path: string) => /\.svg$/i.test(path);

/** Whether a request path (with the base path) is one of the images' derivatives. */
export function isMediaPath(path: string, basePath = ''): boolean {
  const bare = withoutBasePath(path, basePath);
  return bare !== null && within(bare, MEDIA_PREFIX);
}

/** Cross-Origin-Resource-Policy of a path: the static assets may be loaded from the asset origin's pages. */
export function resourcePolicy(
  path: string,
  { assetOrigin = null, basePath = '' }: { assetOrigin?: string | null; basePath?: string } = {},
): 'same-origin' | 'cross-origin' {
  const bare = withoutBasePath(path, basePath);
  const asset = bare !== null && ASSET_PREFIXES.some((prefix) => within(bare, prefix));
  return asset && assetOrigin ? 'cross-origin' : 'same-origin';
}

/** CORS headers for an API request from `origin`: only for an origin of the allow-list. */
export function corsHeaders(origin: string | null | undefined, allowList: readonly string[]): Header[] {
  if (!origin || !allowList.includes(origin)) return [];
  return [
    { key: 'Access-Control-Allow-Origin', value: origin },
    { key: 'Access-Control-Allow-Methods', value: 'GET, POST, OPTIONS' },
    { key: 'Access-Control-Allow-Headers', value: 'Content-Type, Cache-Control, If-None-Match' },
    { key: 'Access-Control-Max-Age', value: '600' },
  ];
}

/**
 * The page-independent headers of a response to `path` (with the base path) requested from `origin`:
 * what the production server sets, and what Next's headers() rules (`nextHeaders`) send for the same
 * request.
 */
export function responseHeaders(
  path: string,
  origin: string | null | undefined,
  settings: HeaderSettings,
  basePath = '',
): Header[] {
  const headers = [
    ...securityHeaders(settings),
    {
      key: 'Cross-Origin-Resource-Policy',
      value: resourcePolicy(path, { assetOrigin: settings.assetOrigin, basePath }),
    },
  ];
  if (isApiPath(path, basePath)) {
    headers.push({ key: 'Vary', value: 'Origin' }, ...corsHeaders(origin, settings.corsOrigins));
  }
  if (isSvgPath(path)) headers.push({ key: 'Content-Security-Policy', value: SVG_CSP });
  if (isMediaPath(path, basePath)) headers.push({ key: 'Cache-Control', value: IMMUTABLE });
  return headers;
}

export type NextHeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The same headers as `responseHeaders`, as Next's headers() rules (Next puts the base path in front of
 * each source and lets a later rule override an earlier one). No Content-Security-Policy here: a second
 * policy would be enforced together with a prerendered page's own hashed one and block its scripts.
 *
 * CORS_ORIGINS is baked into the build like SITE_URL: Next compiles these rules at build, so a list the
 * server read at start could disagree with them (Next would still allow an origin the server's list had
 * dropped). One list, from the build, is what both send; changing it means a rebuild (npm start does it).
 */
export function nextHeaders(settings: HeaderSettings): NextHeaderRule[] {
  const api = [`${API_ROOTS.rest}/:path+`, API_ROOTS.graphql];
  return [
    {
      // every path, also outside the base path (Next's 404s there)
      source: '/:path*',
      basePath: false,
      headers: [...securityHeaders(settings), { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' }],
    },
    ...(settings.assetOrigin
      ? ASSET_PREFIXES.map((prefix) => ({
          source: `${prefix}/:path+`,
          headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }],
        }))
      : []),
    // Next's own patterns: every path ending in .svg, and the derivatives' folder
    { source: '/:path*\\.svg', basePath: false, headers: [{ key: 'Content-Security-Policy', value: SVG_CSP }] },
    { source: `${MEDIA_PREFIX}/:path+`, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
    ...api.flatMap((source) => [
      { source, headers: [{ key: 'Vary', value: 'Origin' }] },
      // `has` values are regular expressions, anchored by Next: the exact origin, escaped
      ...settings.corsOrigins.map((origin) => ({
        source,
        has: [{ type: 'header' as const, key: 'origin', value: escapeRegExp(origin) }],
        headers: corsHeaders(origin, settings.corsOrigins),
      })),
    ]),
  ];
}

/** The CSP source that allows an inline script with this text. */
export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The SHA-256 hashes of a page's inline scripts that run (JSON-LD and other data blocks do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(m[1] ?? '')?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    hashes.push(scriptHash(m[2] ?? ''));
  }
  return [...new Set(hashes)];
}

/**
 * The Content-Security-Policy of a page whose inline scripts have these hashes. Scripts, styles and
 * fonts come from this origin; images from here and the asset origin; fetches to here and the API
 * origin; nothing may frame the page, change its base or post its forms elsewhere.
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  assetOrigin = null,
  apiOrigin = null,
  https = false,
}: {
  scriptHashes?: readonly string[];
  assetOrigin?: string | null;
  apiOrigin?: string | null;
  https?: boolean;
} = {}): string {
  const self = "'self'";
  const directives: string[][] = [
    ['default-src', self],
    ['script-src', self, ...scriptHashes],
    ['style-src', self],
    ['img-src', self, ...(assetOrigin ? [assetOrigin] : [])],
    ['font-src', self],
    ['connect-src', self, ...(apiOrigin ? [apiOrigin] : [])],
    ['manifest-src', self],
    ['media-src', "'none'"],
    ['frame-src', "'none'"],
    ['worker-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', self],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}
