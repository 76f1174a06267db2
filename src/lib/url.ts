import { config } from '@/config/appConfig';

/**
 * Joins URL parts with single slashes. Duplicate slashes are collapsed everywhere except in the
 * `scheme://` of an absolute URL; a leading slash of the first part is kept.
 */
export function joinUrl(...parts: (string | number | null | undefined)[]): string {
  const joined = parts
    .filter((p): p is string | number => p !== null && p !== undefined && `${p}` !== '')
    .map(String)
    .join('/');
  const match = /^([a-z][a-z0-9+.-]*:)?\/\//i.exec(joined);
  if (match) {
    const scheme = match[0];
    return scheme + joined.slice(scheme.length).replace(/\/{2,}/g, '/');
  }
  return joined.replace(/\/{2,}/g, '/');
}

const isAbsolute = (u: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(u);

/**
 * The URL of an image or static asset under the configured asset prefix; absolute URLs (http:, https:,
 * data:, //host) are returned unchanged.
 */
export function assetUrl(path: string, prefix: string = config.assetUrl): string {
  if (isAbsolute(path)) return path;
  return joinUrl(prefix, '/', path);
}

/**
 * Prefixes an app path with the configured base path, for anything that does not go through
 * next/link or the router (which add it themselves): window.location, plain <a>, fetch of pages.
 */
export function withBasePath(path: string, basePath: string = config.basePath): string {
  if (isAbsolute(path)) return path;
  if (!path.startsWith('/')) return path; // hash or relative: leave alone
  return joinUrl(basePath, path) || '/';
}

/** Removes the base path from a browser path; the inverse of withBasePath. */
export function stripBasePath(path: string, basePath: string = config.basePath): string {
  if (!basePath) return path;
  if (path === basePath) return '/';
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
}

/** Normalises a path for comparison: no trailing slash (except the root), no query or hash. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The absolute URL of an app path: public origin, base path, path (canonical links, sitemap, feeds). */
export function absoluteUrl(
  path: string,
  siteUrl: string = config.siteUrl,
  basePath: string = config.basePath,
): string {
  if (isAbsolute(path)) return path;
  return `${siteUrl}${withBasePath(path, basePath)}`;
}

/** The absolute URL of an asset URL from assetUrl() (which already carries the base path or a CDN origin). */
export function absoluteAssetUrl(url: string, siteUrl: string = config.siteUrl): string {
  return isAbsolute(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
