import 'server-only';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Feed } from 'feed';
import { lookup } from 'mime-types';
import type { Metadata } from 'next';
import { config } from '@/config/appConfig';
import { site } from '@/lib/site';
import { absoluteAssetUrl, absoluteUrl } from '@/lib/url';
import { labels, programmeLabel } from '@/lib/labels';
import { categoryByKey } from '@/domain/newsCategories';
import type { NewsAttachment, NewsDetail } from '@/domain/news';
import {
  CALENDAR_TYPE,
  FEED_TYPES,
  NEWS_SCREENS,
  paths,
  PROGRAMME_INTROS,
  SCREENS,
  type FeedFormat,
  type NewsScreen,
  type ProfileRef,
  type ProgrammeKey,
} from '@/domain/paths';
import { STATIC_DIR } from '@/server/database';
import { newsPerson } from '@/server/newsPeople';
import { readNewsDetail, readNewsList, readPersonNews, readProgrammeNews } from './server';

export const FEED_SIZE = 20;

const taipeiDay = (date: string) => new Date(`${date}T00:00:00+08:00`);

/** Links of rich content made absolute: a feed is read far from the site. */
const absoluteLinks = (html: string) =>
  html.replace(/\b(href|src)="(\/[^"]*)"/g, (_m, attr: string, url: string) => `${attr}="${absoluteAssetUrl(url)}"`);

export interface Enclosure {
  url: string;
  type: string;
  length: number;
}

/**
 * A banner as an enclosure, with the type the server sends and the file's size (RSS requires both); null for an
 * image that is not one of the site's files.
 */
export function enclosureOf(imgUrl: string, staticDir = STATIC_DIR, assetUrl = config.assetUrl): Enclosure | null {
  const prefix = `${assetUrl}/`;
  if (!imgUrl.startsWith(prefix)) return null;
  const file = imgUrl.slice(prefix.length);
  const type = lookup(file);
  if (!type) return null;
  try {
    return { url: absoluteAssetUrl(imgUrl), type, length: statSync(join(staticDir, file)).size };
  } catch {
    return null;
  }
}

const escapeAttr = (v: string) => v.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** feed 6 writes an Atom enclosure's type from the file extension (`image/svg`), ignoring the type given. */
export function withEnclosureTypes(atom: string, enclosures: Enclosure[]): string {
  const types = new Map(enclosures.map((e) => [escapeAttr(e.url), escapeAttr(e.type)]));
  return atom.replace(
    /(<link rel="enclosure" href="([^"]*)"(?: title="[^"]*")? type=")([^"]*)"/g,
    (whole, head: string, href: string) => (types.has(href) ? `${head}${types.get(href)}"` : whole),
  );
}

/** A document of an item as an enclosure: its type and size are those the API gives (its file's). */
export const attachmentEnclosure = (a: NewsAttachment): Enclosure => ({
  url: absoluteAssetUrl(a.url),
  type: a.type,
  length: a.size,
});

/**
 * Atom links every document of an entry (`rel="enclosure"`, with its type and length); the feed library writes at
 * most one enclosure of each kind, so they are added to its output by the entry's id.
 */
export function withAtomAttachments(atom: string, byEntry: ReadonlyMap<string, NewsAttachment[]>): string {
  return atom.replace(
    /(<entry>[\s\S]*?<id>([^<]*)<\/id>[\s\S]*?)(\n?\s*<\/entry>)/g,
    (whole, head: string, id, tail) => {
      const documents = byEntry.get(id);
      if (!documents?.length) return whole;
      const links = documents.map((a) => {
        const e = attachmentEnclosure(a);
        const title = escapeAttr(`${a.label} ${a.subLabel}`);
        return `\n        <link rel="enclosure" href="${escapeAttr(e.url)}" title="${title}" type="${escapeAttr(e.type)}" length="${e.length}"/>`;
      });
      return `${head}${links.join('')}${tail}`;
    },
  );
}

/** What a feed follows: its name in both languages, the page it follows, and its own addresses. */
export interface FeedChannel {
  name: { zh: string; en: string };
  page: string;
  feeds: Record<FeedFormat, string>;
}

const details = (cards: readonly { newsId: number }[]) =>
  cards.slice(0, FEED_SIZE).flatMap((card) => readNewsDetail(card.newsId) ?? []);

/** A news list's screen as a feed's channel. */
export function screenChannel(screen: NewsScreen): FeedChannel {
  const category = categoryByKey(NEWS_SCREENS[screen]);
  return {
    name: { zh: category.title, en: category.subTitle },
    page: SCREENS[screen],
    feeds: { rss: paths.feed(screen, 'rss'), atom: paths.feed(screen, 'atom') },
  };
}

/** A person's news as a feed's channel (their profile the page it follows); null for an unknown person. */
export function personChannel({ list, id }: ProfileRef): FeedChannel | null {
  const person = newsPerson({ list, id });
  if (!person) return null;
  return {
    name: { zh: `${person.name} ${labels.personNews.zh}`, en: `${person.subName}: ${labels.personNews.en}` },
    page: paths.profile(list, id),
    feeds: { rss: paths.personFeed(list, id, 'rss'), atom: paths.personFeed(list, id, 'atom') },
  };
}

/** A programme's news (its admissions, its courses' events) as a feed's channel; its intro the page it follows. */
export function programmeChannel(programme: ProgrammeKey): FeedChannel {
  const name = programmeLabel(programme);
  return {
    name: { zh: `${name.zh} ${labels.personNews.zh}`, en: `${name.en}: ${labels.personNews.en}` },
    page: SCREENS[PROGRAMME_INTROS[programme]],
    feeds: { rss: paths.programmeFeed(programme, 'rss'), atom: paths.programmeFeed(programme, 'atom') },
  };
}

export function newsFeed(screen: NewsScreen, format: FeedFormat): string {
  return feedOf(screenChannel(screen), format, details(readNewsList(NEWS_SCREENS[screen], 1).datas));
}

/** The feed of the news that name a person, newest first; null for an unknown person. */
export function personFeed(person: ProfileRef, format: FeedFormat): string | null {
  const channel = personChannel(person);
  return channel && feedOf(channel, format, details(readPersonNews(person, FEED_SIZE).datas));
}

/** The feed of the news that concern a programme, newest first. */
export const programmeFeed = (programme: ProgrammeKey, format: FeedFormat): string =>
  feedOf(programmeChannel(programme), format, details(readProgrammeNews(programme, FEED_SIZE).datas));

/** The feed of a channel holding these items (newest first). */
export function feedOf(channel: FeedChannel, format: FeedFormat, items: readonly NewsDetail[]): string {
  const changed = (news: NewsDetail) => news.dateModified ?? news.displayDate;
  const newest = items.map(changed).sort().at(-1);
  const updated = newest ? taipeiDay(newest) : new Date(0);
  const feed = new Feed({
    title: `${channel.name.zh} ${channel.name.en} | ${site.name}`,
    description: `${site.name}：${channel.name.zh}。${site.subName}: ${channel.name.en}.`,
    id: absoluteUrl(channel.page),
    link: absoluteUrl(channel.page),
    language: 'zh-Hant',
    image: absoluteUrl(paths.share.page('home')),
    favicon: absoluteUrl(paths.icon),
    copyright: `© ${site.copyrightHolder}`,
    updated,
    generator: site.subShortName,
    feedLinks: { rss: absoluteUrl(channel.feeds.rss), atom: absoluteUrl(channel.feeds.atom) },
    author: { name: site.name, link: absoluteUrl(SCREENS.home) },
  });
  const enclosures: Enclosure[] = [];
  const documents = new Map<string, NewsAttachment[]>();
  for (const news of items) {
    const url = absoluteUrl(paths.newsItem(news.newsId));
    const image = enclosureOf(news.imgUrl);
    if (image) enclosures.push(image);
    if (news.attachments?.length) documents.set(url, news.attachments);
    // RSS: one enclosure an item (the RSS Best Practices Profile; many readers take one): the first document,
    // else the banner. Atom links them all (docs/DECISIONS.md)
    const first = format === 'rss' && news.attachments?.[0];
    const itemCategory = categoryByKey(news.displayType);
    feed.addItem({
      title: `${news.title} ${news.subTitle}`,
      id: url,
      link: url,
      description: `${news.description} ${news.subDescription}`,
      content: absoluteLinks(news.content),
      date: taipeiDay(changed(news)),
      published: taipeiDay(news.displayDate),
      ...(first ? { enclosure: attachmentEnclosure(first) } : image ? { image } : {}),
      // Atom requires a term; the key is the category's name in the API (displayType)
      category: [{ name: `${itemCategory.title} ${itemCategory.subTitle}`, term: news.displayType }],
    });
  }
  return format === 'rss' ? feed.rss2() : withAtomAttachments(withEnclosureTypes(feed.atom1(), enclosures), documents);
}

/** Links the feeds from the head (`<link rel="alternate">`) so readers and browsers find them. */
export const withFeeds = (meta: Metadata, screen: NewsScreen): Metadata => withChannel(meta, screenChannel(screen));

/** A profile's head links the feeds and the calendar of its person's news. */
export function withPersonFeeds(meta: Metadata, person: ProfileRef): Metadata {
  const channel = personChannel(person);
  return channel ? withChannel(meta, channel, paths.personCalendar(person.list, person.id)) : meta;
}

/** A programme's intro links the feeds and the calendar of its news. */
export const withProgrammeFeeds = (meta: Metadata, programme: ProgrammeKey): Metadata =>
  withChannel(meta, programmeChannel(programme), paths.programmeCalendar(programme));

/** Links a channel's feeds, and a calendar when it has one, from the head (`<link rel="alternate">`). */
export function withChannel(meta: Metadata, channel: FeedChannel, calendar?: string): Metadata {
  const name = `${channel.name.zh} ${channel.name.en}`;
  return {
    ...meta,
    alternates: {
      ...meta.alternates,
      types: {
        [FEED_TYPES.rss]: [{ url: absoluteUrl(channel.feeds.rss), title: `${name} (RSS)` }],
        [FEED_TYPES.atom]: [{ url: absoluteUrl(channel.feeds.atom), title: `${name} (Atom)` }],
        ...(calendar ? { [CALENDAR_TYPE]: [{ url: absoluteUrl(calendar), title: `${name} (iCalendar)` }] } : {}),
      },
    },
  };
}
