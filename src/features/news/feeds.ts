import 'server-only';
import { Feed } from 'feed';
import type { Metadata } from 'next';
import { site } from '@/lib/site';
import { absoluteAssetUrl, absoluteUrl } from '@/lib/url';
import { categoryByKey } from '@/domain/newsCategories';
import type { NewsCategoryKey } from '@/domain/newsCategories';
import { FEED_TYPES, NEWS_SCREENS, paths, SCREENS, type FeedFormat, type NewsScreen } from '@/domain/paths';
import { readNewsDetail, readNewsList } from './server';

export const FEED_SIZE = 20;

/** Links of rich content made absolute: a feed is read far from the site. */
const absoluteLinks = (html: string) =>
  html.replace(/\b(href|src)="(\/[^"]*)"/g, (_m, attr: string, url: string) => `${attr}="${absoluteAssetUrl(url)}"`);

export function newsFeed(screen: NewsScreen, format: FeedFormat): string {
  const categoryKey: NewsCategoryKey = NEWS_SCREENS[screen];
  const category = categoryByKey(categoryKey);
  const cards = readNewsList(categoryKey, 1).datas.slice(0, FEED_SIZE);
  const updated = cards[0] ? new Date(`${cards[0].displayDate}T00:00:00+08:00`) : new Date(0);
  const feed = new Feed({
    title: `${category.title} ${category.subTitle} | ${site.name}`,
    description: `${site.name}：${category.title}。${site.subName}: ${category.subTitle}.`,
    id: absoluteUrl(SCREENS[screen]),
    link: absoluteUrl(SCREENS[screen]),
    language: 'zh-Hant',
    image: absoluteUrl(paths.share.page('home')),
    favicon: absoluteUrl(paths.icon),
    copyright: `© ${site.copyrightHolder}`,
    updated,
    generator: site.subShortName,
    feedLinks: { rss: absoluteUrl(paths.feed(screen, 'rss')), atom: absoluteUrl(paths.feed(screen, 'atom')) },
    author: { name: site.name, link: absoluteUrl(SCREENS.home) },
  });
  for (const card of cards) {
    const news = readNewsDetail(card.newsId);
    if (!news) continue;
    const url = absoluteUrl(paths.newsItem(news.newsId));
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

/** Links the feeds from the head (`<link rel="alternate">`) so readers and browsers find them. */
export function withFeeds(meta: Metadata, screen: NewsScreen): Metadata {
  const category = categoryByKey(NEWS_SCREENS[screen]);
  const name = `${category.title} ${category.subTitle}`;
  return {
    ...meta,
    alternates: {
      ...meta.alternates,
      types: {
        [FEED_TYPES.rss]: [{ url: absoluteUrl(paths.feed(screen, 'rss')), title: `${name} (RSS)` }],
        [FEED_TYPES.atom]: [{ url: absoluteUrl(paths.feed(screen, 'atom')), title: `${name} (Atom)` }],
      },
    },
  };
}
