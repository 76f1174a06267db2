/**
 * Security headers and the Content-Security-Policy, in one module, used by the production server
 * (serve/server.mjs), the post-build step (serve/postbuild.mjs) and proxy.ts. Erasable TypeScript with
 * relative imports: Node runs it as it is for the server and the post-build step.
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

export interface Header {
  key: string;
  value: string;
}

export interface HeaderSettings {
  https: boolean;
  assetOrigin: string | null;
  apiOrigin: string | null;
  corsOrigins: string[];
}

type Env = Readonly<Record<string, string | undefined>>;

/** The origin of an absolute http(s) URL, or null for a path (same origin). */
export function originOf(urlOrPath: string | undefined): string | null {
  return /^https?:\/\//i.test(urlOrPath ?? '') ? new URL(urlOrPath!).origin : null;
}

/**
 * The settings the headers depend on, from the values the build baked in (required-server-files.json's
 * `config.env`) and the server's own environment (CORS_ORIGINS).
 */
export function headerSettings(buildEnv: Env, env: Env = process.env): HeaderSettings {
  const siteUrl = buildEnv.SITE_URL || 'http://localhost:3000';
  const assetOrigin = originOf(buildEnv.ASSET_URL);
  const apiOrigin = originOf(buildEnv.API_HOST);
  const site = new URL(siteUrl).origin;
  return {
    https: siteUrl.startsWith('https://'),
    assetOrigin: assetOrigin && assetOrigin !== site ? assetOrigin : null,
    apiOrigin: apiOrigin && apiOrigin !== site ? apiOrigin : null,
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  };
}

/** CORS_ORIGINS: a comma-separated allow-list of http(s) origins; anything else stops the server. */
export function parseCorsOrigins(value: string | undefined): string[] {
  if (!value || !value.trim()) return [];
  return value.split(',').map((raw) => {
    const v = raw.trim();
    if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(v)) {
      throw new Error(
        `Invalid configuration: CORS_ORIGINS must be a comma-separated list of http(s) origins like https://partner.example.edu (got "${v}")`,
      );
    }
    return v;
  });
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

/** Cross-Origin-Resource-Policy of a path: the static assets may be loaded from the asset origin's pages. */
export function resourcePolicy(
  path: string,
  { assetOrigin = null, basePath = '' }: { assetOrigin?: string | null; basePath?: string } = {},
): 'same-origin' | 'cross-origin' {
  const bare = basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path;
  const asset = bare.startsWith('/_next/static/') || bare.startsWith('/static/');
  return asset && assetOrigin ? 'cross-origin' : 'same-origin';
}

/** The SHA-256 hashes of a page's inline scripts that run (JSON-LD and other data blocks do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(m[1] ?? '')?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
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
