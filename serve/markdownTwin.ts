/**
 * The pages' Markdown twins in a build (the conversion: src/server/markdownTwin.ts): written by the postbuild
 * step for the prerendered pages into the build's folder, answered from there, or made from the page the server
 * renders for any other.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { markdownTwin, pageOfTwin } from '../src/domain/files.ts';
import { MARKDOWN_TYPE, markdownOf } from '../src/server/markdownTwin.ts';

/** Where the postbuild step keeps the twins of a build's prerendered pages, under its folder. */
export const TWIN_FOLDER = 'markdown';

/** The file of a twin under a build's folder; null for one with a query (a list's later page: rendered when asked). */
export function twinFile(dist: string, twin: string): string | null {
  if (twin.includes('?') || !/^\/[\w\-./]+$/.test(twin) || twin.includes('..')) return null;
  return join(dist, TWIN_FOLDER, twin);
}

/**
 * Writes the twin of each prerendered page (`html`: its file; `address`: its app path) into the build's
 * folder; returns how many were written.
 */
export function writeTwins(dist: string, pages: { html: string; address: string }[], siteUrl: string): number {
  let written = 0;
  for (const { html, address } of pages) {
    const file = twinFile(dist, markdownTwin(address));
    if (!file) continue;
    const twin = markdownOf(readFileSync(html, 'utf8'), `${siteUrl.replace(/\/$/, '')}${address}`);
    if (twin === null) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, twin);
    written += 1;
  }
  return written;
}

export interface TwinAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The answer to a twin's request path (base path removed, query kept), or null when the path is no twin:
 * the prerendered twin from the build's folder, else the twin of the page `render` answers (any page the build
 * did not prerender: an older news item, a list's later page).
 */
export async function twinAnswer(
  dist: string,
  requested: string,
  render: (address: string) => Promise<{ status: number; html: string; url: string; cacheControl?: string }>,
): Promise<TwinAnswer | null> {
  const [path = '/', query = ''] = requested.split('?', 2);
  const page = pageOfTwin(path);
  if (page === null) return null;
  const notFound = { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Not Found' };
  // the twin of a twin is nothing (and would ask the server for itself)
  if (pageOfTwin(page) !== null) return notFound;
  // only a page number changes a page's text; anything else asked is not kept apart
  const number = new URLSearchParams(query).get('page');
  const address = number === null ? page : `${page}?page=${encodeURIComponent(number)}`;
  const file = twinFile(dist, markdownTwin(address));
  if (file && existsSync(file)) {
    const twin = readFileSync(file, 'utf8');
    // as Next marks a prerendered page: the server gives it the pages' Cache-Control
    return { status: 200, headers: twinHeaders(twin, 's-maxage=31536000'), body: twin };
  }
  const answer = await render(address);
  if (answer.status >= 500) return { ...notFound, status: 503, body: 'Service Unavailable' };
  if (answer.status !== 200) return notFound;
  const twin = markdownOf(answer.html, answer.url);
  if (twin === null) return notFound;
  return { status: 200, headers: twinHeaders(twin, answer.cacheControl), body: twin };
}

/** A twin's headers: its type, its page as the canonical address (a search engine indexes the page, not it). */
function twinHeaders(twin: string, cacheControl: string | undefined): Record<string, string> {
  const url = /^url: (".*")$/m.exec(twin)?.[1];
  return {
    'Content-Type': MARKDOWN_TYPE,
    ...(url ? { Link: `<${JSON.parse(url) as string}>; rel="canonical"` } : {}),
    ...(cacheControl ? { 'Cache-Control': cacheControl } : {}),
  };
}
