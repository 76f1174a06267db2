import 'server-only';
import { database } from '@/server/database';
import { staticPicture, type ShareCard } from '@/server/shareImage';
import { categoryByKey } from '@/domain/newsCategories';
import { type NewsCard, type NewsDetail, type NewsEvent, type NewsList } from '@/domain/news';
import { NEWS_PAGE_SIZE, type NewsCategoryKey } from '@/domain/newsCategories';
import type { PersonKey } from '@/domain/people';
import type { ProgrammeKey } from '@/domain/paths';

export function readNewsList(category: NewsCategoryKey, page: number): NewsList {
  return database().news.list({ category, page, pageSize: NEWS_PAGE_SIZE });
}

/** A page of the news that name a person, newest first. */
export function readPersonNews(person: PersonKey, pageSize: number, page = 1): NewsList {
  return database().news.list({ person, page, pageSize });
}

/** A page of the news that concern a programme, newest first. */
export function readProgrammeNews(programme: ProgrammeKey, pageSize: number, page = 1): NewsList {
  return database().news.list({ programme, page, pageSize });
}

export function readNewsDetail(newsId: number): NewsDetail | null {
  return database().news.get(newsId);
}

/** Every item's id and the date it last changed, newest first (the sitemap: no item is read whole). */
/** Every item without its content, newest first (one query, whatever the archive's size). */
export const readNewsIndex = () => database().news.summaries();

export function readNewsModified(): { newsId: number; modified: string }[] {
  return database().news.modified();
}

export function newsShareCard(newsId: number): ShareCard | null {
  const news = readNewsDetail(newsId);
  if (!news) return null;
  const category = categoryByKey(news.displayType);
  const banner = news.imgUrl.split('/static/').pop() ?? '';
  return {
    title: news.title,
    subTitle: news.subTitle,
    kicker: `${category.title} ${category.subTitle}`,
    picture: { href: staticPicture(banner), kind: 'banner' },
  };
}

export function readLatestNews(count: number): NewsCard[] {
  return database().news.list({ page: 1, pageSize: count }).datas;
}

/** `today` is Taipei's date. An event announced and then reported on (same dates and place) counts once. */
export function readUpcomingEvents(today: string, count: number): NewsEvent[] {
  const seen = new Set<string>();
  return database()
    .news.events({ from: today })
    .filter((e) => {
      const key = `${e.eventStart}|${e.eventEnd ?? ''}|${e.venue ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count);
}
