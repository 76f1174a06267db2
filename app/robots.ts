import type { MetadataRoute } from 'next';
import { withBasePath, absoluteUrl } from '@/lib/url';

/** /robots.txt: everything public may be crawled except the API and the internal list route; names the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: withBasePath('/'),
      disallow: [withBasePath('/scuid-fe-api/'), withBasePath('/graphql'), withBasePath('/lists/')],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
