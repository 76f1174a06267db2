import type { Metadata } from 'next';
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { SCREENS } from '@/domain/paths';
import { site } from './site';
import { absoluteUrl } from './url';

/** Share images: 1200 x 630 PNGs the build makes (app/share/...), one per page, news item, teacher, course. */
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

/**
 * A page's metadata: title and description, a canonical link, Open Graph and Twitter card tags with
 * its share image, all with absolute URLs on SITE_URL and the base path. The document is zh-Hant with
 * English beside it.
 */
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

/** Chinese and English text as one description. */
export const bothLanguages = (zh: string, en: string) => `${zh} ${en}`;

/** A breadcrumb trail: home, then each step (the last is the page itself). */
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
