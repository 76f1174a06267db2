import { LIST_ROUTE, NEWS_SCREENS, paths, SCREENS } from '../../domain/paths.ts';
import { LATER_PAGE } from '../../lib/laterPage.ts';

/**
 * Serve `{screen}?page=n` from app/lists/[category]/[page]: the pages the build prerendered, and any other
 * number (a page a new item added, a page past the end) rendered when first asked for. The rules do not
 * depend on the content, so a publication that adds a list page needs no new rules. `/lists/...` itself
 * answers 404, so each page has one public address. Rewrites, not proxy.ts: a proxy costs about a third of a
 * list page's throughput (docs/DECISIONS.md, "`?page=n` is a rewrite, not a proxy").
 */
export interface ListRewrite {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value: string }[];
}

export function listRewrites(): ListRewrite[] {
  // first: Next goes on through the rules after a rewrite, so this one must not see the rewritten paths
  const rewrites: ListRewrite[] = [{ source: `${LIST_ROUTE}/:path*`, destination: `${LIST_ROUTE}/-/0` }]; // not a page: 404
  for (const [screen, category] of Object.entries(NEWS_SCREENS)) {
    rewrites.push({
      source: SCREENS[screen as keyof typeof NEWS_SCREENS],
      has: [{ type: 'query', key: 'page', value: LATER_PAGE }],
      destination: paths.listPage(category, ':page'),
    });
  }
  return rewrites;
}
