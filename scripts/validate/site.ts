import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';

/**
 * The site under check, shared by the checks: its addresses, and each page fetched once. The build bakes
 * SITE_URL into absolute links (canonical, feeds, JSON-LD, the sitemap); the server we start answers on a
 * loopback port, so addresses at SITE_URL's origin are fetched from there.
 */
export interface SiteOptions {
  /** Where the server we started answers, e.g. http://127.0.0.1:3400 (no path). */
  localOrigin: string;
  /** SITE_URL of the build, the origin its absolute addresses use. */
  publicOrigin: string;
  /** BASE_PATH of the build ('' or '/dept'). */
  basePath: string;
  /** A scratch folder, removed after the run. */
  tmp: string;
}

export interface Fetched {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export interface Page extends Fetched {
  html: string;
}

/** Runs `fn` over `items`, at most `limit` at a time, keeping the order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** `<loc>` addresses of a sitemap document, entities decoded. */
export function sitemapLocations(xml: string): string[] {
  const doc = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as {
    urlset?: { url?: Array<{ loc?: unknown }> };
  };
  return (doc.urlset?.url ?? []).map((u) => String(u.loc ?? '').trim()).filter(Boolean);
}

/** `href`s of `<link>` or `<a>` elements in HTML whose attributes match `filter`, resolved against `pageUrl`. */
export function linkedAddresses(html: string, pageUrl: string, filter: (attrs: string) => boolean): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(?:a|link)\b([^>]*)>/gi)) {
    const attrs = m[1]!;
    const href = /\bhref="([^"]*)"/i.exec(attrs)?.[1];
    if (href === undefined || !filter(attrs)) continue;
    out.push(new URL(href.replaceAll('&amp;', '&'), pageUrl).href);
  }
  return out;
}

export class Site {
  readonly options: SiteOptions;
  readonly root: string;
  private sitemapPromise?: Promise<string[]>;
  private pagesPromise?: Promise<Map<string, Page>>;

  constructor(options: SiteOptions) {
    this.options = options;
    this.root = `${options.localOrigin}${options.basePath}/`;
  }

  /** The address on the server we started for an address of the site (SITE_URL's origin); others unchanged. */
  toLocal(address: string): string {
    const url = new URL(address);
    if (url.origin !== this.options.publicOrigin) return url.href;
    return `${this.options.localOrigin}${url.pathname}${url.search}${url.hash}`;
  }

  /** A path of the site (BASE_PATH left out, as in src/domain/paths.ts) on the local server. */
  local(path: string): string {
    return `${this.options.localOrigin}${this.options.basePath}${path}`;
  }

  /** Is this address one of the site's own (either origin)? */
  isOwn(address: string): boolean {
    const origin = new URL(address).origin;
    return origin === this.options.localOrigin || origin === this.options.publicOrigin;
  }

  /** Fetches without compression, so `body.length` is the resource's size in octets. */
  async get(address: string): Promise<Fetched> {
    const url = this.toLocal(address);
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
    const body = Buffer.from(await response.arrayBuffer());
    return { url, status: response.status, contentType: response.headers.get('content-type') ?? '', body };
  }

  /** Every address of /sitemap.xml, on the local server. */
  sitemap(): Promise<string[]> {
    this.sitemapPromise ??= (async () => {
      const answer = await this.get(this.local('/sitemap.xml'));
      if (answer.status !== 200) throw new Error(`${answer.url} answered ${answer.status}`);
      return sitemapLocations(answer.body.toString('utf8')).map((loc) => this.toLocal(loc));
    })();
    return this.sitemapPromise;
  }

  /** Every sitemap page (its HTML addresses: it lists the open data files too), fetched once. */
  pages(): Promise<Map<string, Page>> {
    this.pagesPromise ??= (async () => {
      const urls = await this.sitemap();
      const pages = await mapLimit(urls, 6, async (url) => {
        const answer = await this.get(url);
        return { ...answer, html: answer.body.toString('utf8') };
      });
      return new Map(pages.filter((p) => p.contentType.startsWith('text/html')).map((p) => [p.url, p]));
    })();
    return this.pagesPromise;
  }

  /** Addresses the sitemap pages link to (own ones mapped to the local server), deduplicated. */
  async linkedFromPages(filter: (attrs: string) => boolean): Promise<string[]> {
    const found = new Set<string>();
    for (const page of (await this.pages()).values()) {
      for (const address of linkedAddresses(page.html, page.url, filter)) found.add(this.toLocal(address));
    }
    return [...found];
  }

  /** Writes `files` (name -> content) into a folder of the scratch space; returns their paths by name. */
  writeScratch(folder: string, files: Map<string, Buffer | string>): Map<string, string> {
    const dir = join(this.options.tmp, folder);
    mkdirSync(dir, { recursive: true });
    const paths = new Map<string, string>();
    for (const [name, content] of files) {
      const path = join(dir, name);
      writeFileSync(path, content);
      paths.set(name, path);
    }
    return paths;
  }
}

/** The path and query of an address, for messages and comparisons. */
export const pathOf = (address: string): string => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};
