import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { finding, type CheckResult, type Finding } from './report.ts';
import { type Site } from './site.ts';

/** An address as a crawler or a sitemap names it, reduced for comparison: no fragment, no trailing slash. */
export function normaliseAddress(address: string): string {
  const url = new URL(address);
  url.hash = '';
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.slice(0, -1);
  return url.href;
}

/** The sitemap addresses the crawl did not reach, in sitemap order. */
export function unreachedSitemapAddresses(sitemap: readonly string[], reached: Iterable<string>): string[] {
  const seen = new Set([...reached].map(normaliseAddress));
  return sitemap.filter((address) => !seen.has(normaliseAddress(address)));
}

/** A broken link as a finding: the link, with the page it is on. */
export function brokenLinkFinding(link: LinkResult): Finding {
  return finding(link.url, `broken link (${link.status ? `HTTP ${link.status}` : 'no answer'})`, `on ${link.parent}`);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Crawls the site from its home page as a browser with JavaScript off would follow it: only real links in
 * the HTML (no script runs, so `#news/213` overlay links lead nowhere), within the site only. Links to other
 * hosts are listed but never requested (there is no internet here, and they are not ours to check).
 */
export async function checkLinks(site: Site): Promise<CheckResult> {
  const { localOrigin, publicOrigin } = site.options;
  // absolute links carry SITE_URL's origin: request them from our server instead
  const rewrite = (href: string) => href.replace(new RegExp(`^${escapeRegExp(publicOrigin)}(?=/|$)`), localOrigin);
  const checker = new LinkChecker();
  const crawled = new Set<string>();
  checker.on('pagestart', (url: URL | string) => crawled.add(String(url)));
  const result = await checker.check({
    path: site.root,
    recurse: true,
    concurrency: 8,
    timeout: 30_000,
    retry: false,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(publicOrigin)}(?=/|$)`), replacement: localOrigin }],
    linksToSkip: async (link) => !/^https?:/.test(link) || !rewrite(link).startsWith(`${localOrigin}/`),
  });

  const ok = result.links.filter((l) => l.state === LinkState.OK);
  const broken = result.links.filter((l) => l.state === LinkState.BROKEN);
  const skipped = result.links.filter((l) => l.state === LinkState.SKIPPED);
  const okUrls = new Set(ok.map((l) => normaliseAddress(l.url)));
  // reached: pages the crawler fetched and read for links, and that answered 2xx, and the files (the open data)
  // linked from them that answered 2xx
  const pages = [...crawled].filter((u) => okUrls.has(normaliseAddress(u)));
  const reached = [...pages, ...ok.map((l) => l.url)];
  const sitemap = await site.sitemap();
  const unreached = unreachedSitemapAddresses(sitemap, reached);
  const external = new Set(skipped.map((l) => l.url).filter((u) => /^https?:/.test(u) && !site.isOwn(u)));

  const findings = [
    ...broken.map(brokenLinkFinding),
    ...unreached.map((url) => finding(url, 'in /sitemap.xml but not reached by following links from /')),
  ];
  return {
    name: 'links',
    title: 'links with JavaScript off, and every sitemap address reached',
    tools: 'linkinator 8.1.0',
    checked: [
      `${result.links.length} links (${ok.length} ok, ${broken.length} broken, ${skipped.length} not followed: other hosts or not http)`,
      `${pages.length} pages crawled from ${site.root}; ${sitemap.length - unreached.length} of ${sitemap.length} sitemap addresses reached`,
    ],
    notes: external.size
      ? [`${external.size} distinct links to other hosts listed, not requested (no internet here)`]
      : [],
    findings,
  };
}
