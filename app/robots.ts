import type { MetadataRoute } from 'next';
import { API_ROOTS, LIST_ROUTE, paths, SCREENS } from '@/domain/paths';
import { withBasePath, absoluteUrl } from '@/lib/url';

/** /robots.txt: everything public may be crawled except the API and the internal list route; names the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: withBasePath(SCREENS.home),
      disallow: [withBasePath(`${API_ROOTS.rest}/`), withBasePath(API_ROOTS.graphql), withBasePath(`${LIST_ROUTE}/`)],
    },
    sitemap: absoluteUrl(paths.sitemap),
  };
}
