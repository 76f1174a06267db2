import 'server-only';
import { Feed } from 'feed';
import type { Metadata } from 'next';
import { site } from '@/lib/site';
import { absoluteAssetUrl, absoluteUrl } from '@/lib/url';
import { categoryByKey } from './categories';
import type { NewsCategoryKey } from './model';
import { FEED_TYPES, feedKey, feedPath, NEWS_SCREENS, type FeedFormat, type NewsScreenPath } from './routes';
import { readNewsDetail, readNewsList } from './server';

/*
 * News feeds (issue 11): RSS 2.0 and Atom for each of the eleven news screens, built with `feed`, the
 * twenty newest items with both languages, absolute links and dates.
 */

export const FEED_SIZE = 20;

export const feedFiles = () =>
  (Object.keys(NEWS_SCREENS) as NewsScreenPath[]).flatMap((p) =>
    (['rss', 'atom'] as const).map((f) => feedPath(p, f).slice('/feeds/'.length)),
  );

/** Links of rich content made absolute: a feed is read far from the site. */
const absoluteLinks = (html: string) =>
  html.replace(/\b(href|src)="(\/[^"]*)"/g, (_m, attr: string, url: string) => `${attr}="${absoluteAssetUrl(url)}"`);

/** The screen and format of a feed file name (`awardNews.xml`, `awardNews.atom`), or null. */
export function parseFeedFile(file: string): { path: NewsScreenPath; format: FeedFormat } | null {
  const match = /^(\w+)\.(xml|atom)$/.exec(file);
  const path = match && (Object.keys(NEWS_SCREENS) as NewsScreenPath[]).find((p) => feedKey(p) === match[1]);
  return path ? { path, format: match[2] === 'xml' ? 'rss' : 'atom' } : null;
}

/** A screen's feed as XML. */
export function newsFeed(path: NewsScreenPath, format: FeedFormat): string {
  const categoryKey: NewsCategoryKey = NEWS_SCREENS[path];
  const category = categoryByKey(categoryKey);
  const cards = readNewsList(categoryKey, 1).datas.slice(0, FEED_SIZE);
  const updated = cards[0] ? new Date(`${cards[0].displayDate}T00:00:00+08:00`) : new Date(0);
  const feed = new Feed({
    title: `${category.title} ${category.subTitle} | ${site.name}`,
    description: `${site.name}：${category.title}。${site.subName}: ${category.subTitle}.`,
    id: absoluteUrl(path),
    link: absoluteUrl(path),
    language: 'zh-Hant',
    image: absoluteUrl('/share/page/home.png'),
    favicon: absoluteUrl('/icon.svg'),
    copyright: `© ${site.copyrightHolder}`,
    updated,
    generator: site.subShortName,
    feedLinks: { rss: absoluteUrl(feedPath(path, 'rss')), atom: absoluteUrl(feedPath(path, 'atom')) },
    author: { name: site.name, link: absoluteUrl('/') },
  });
  for (const card of cards) {
    const news = readNewsDetail(card.newsId);
    if (!news) continue;
    const url = absoluteUrl(`/news/${news.newsId}`);
    feed.addItem({
      title: `${news.title} ${news.subTitle}`,
      id: url,
      link: url,
      description: `${news.description} ${news.subDescription}`,
      content: absoluteLinks(news.content),
      date: new Date(`${news.displayDate}T00:00:00+08:00`),
      image: absoluteAssetUrl(news.imgUrl),
      category: [{ name: `${categoryByKey(news.displayType).title} ${categoryByKey(news.displayType).subTitle}` }],
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

/** A list page's metadata with its feeds linked from the head (`<link rel="alternate">`). */
export function withFeeds(meta: Metadata, path: NewsScreenPath): Metadata {
  const category = categoryByKey(NEWS_SCREENS[path]);
  const name = `${category.title} ${category.subTitle}`;
  return {
    ...meta,
    alternates: {
      ...meta.alternates,
      types: {
        [FEED_TYPES.rss]: [{ url: absoluteUrl(feedPath(path, 'rss')), title: `${name} (RSS)` }],
        [FEED_TYPES.atom]: [{ url: absoluteUrl(feedPath(path, 'atom')), title: `${name} (Atom)` }],
      },
    },
  };
}
