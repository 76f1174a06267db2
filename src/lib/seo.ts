import type { Metadata } from 'next';
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { SCREENS } from '@/domain/paths';
import { site } from './site';
import { absoluteUrl } from './url';

/** The PNGs the build makes under app/share/, one per page, news item, teacher and course. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export interface PageMeta {
  /** the page's app path (its canonical address is absolute) */
  path: string;
  title: string;
  description: string;
  /** app path of its share image */
  image: string;
  imageAlt?: string;
  type?: 'website' | 'article' | 'profile';
  /** for articles */
  publishedTime?: string;
}

/** URLs are absolute (SITE_URL and the base path), as Open Graph and canonical links need. */
export function pageMetadata({
  path,
  title,
  description,
  image,
  imageAlt,
  type = 'website',
  publishedTime,
}: PageMeta): Metadata {
  const url = absoluteUrl(path);
  const picture = {
    url: absoluteUrl(image),
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    alt: imageAlt ?? title,
    type: 'image/png',
  };
  const common = {
    url,
    siteName: `${site.name} ${site.subName}`,
    title,
    description,
    locale: 'zh_TW',
    alternateLocale: ['en_US'],
    images: [picture],
  };
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: type === 'article' ? { ...common, type, publishedTime } : { ...common, type },
    twitter: { card: 'summary_large_image', title, description, images: [picture.url] },
  };
}

export const bothLanguages = (zh: string, en: string) => `${zh} ${en}`;

/** Home comes first; the last step is the page itself. */
export function breadcrumbData(steps: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  const trail = [{ name: site.shortName, path: SCREENS.home }, ...steps.filter((s) => s.path !== SCREENS.home)];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((s, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: s.name,
      item: absoluteUrl(s.path),
    })),
  };
}
