import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/features/site/server';

/** /sitemap.xml, prerendered: every public page with its last-modified date. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
