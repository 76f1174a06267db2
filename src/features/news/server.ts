import 'server-only';
import { database } from '@/server/database';
import { staticSvg, type ShareCard } from '@/server/shareImage';
import { categoryByKey } from '@/domain/newsCategories';
import { type NewsCard, type NewsDetail, type NewsEvent, type NewsList } from '@/domain/news';
import { NEWS_PAGE_SIZE, type NewsCategoryKey } from '@/domain/newsCategories';

/** Server-side reads of the news feature, through the one data seam (src/server). */
export function readNewsList(category: NewsCategoryKey, page: number): NewsList {
  return database().news.list({ category, page, pageSize: NEWS_PAGE_SIZE });
}

export function readNewsDetail(newsId: number): NewsDetail | null {
  return database().news.get(newsId);
}

/** Every news id, newest first (the prerendered /news/{id} pages). */
export function readNewsIds(): number[] {
  return database().news.ids();
}

/** The share card of a news item: its banner with the title over it; null for an unknown id. */
export function newsShareCard(newsId: number): ShareCard | null {
  const news = readNewsDetail(newsId);
  if (!news) return null;
  const category = categoryByKey(news.displayType);
  const banner = news.imgUrl.split('/static/').pop() ?? '';
  return {
    title: news.title,
    subTitle: news.subTitle,
    kicker: `${category.title} ${category.subTitle}`,
    picture: { svg: staticSvg(banner), kind: 'banner' },
  };
}

/** The newest items of every category (the home page's "what is new"). */
export function readLatestNews(count: number): NewsCard[] {
  return database().news.list({ page: 1, pageSize: count }).datas;
}

/**
 * Events not over on `today` (YYYY-MM-DD, Taipei), soonest first; an event announced and then reported
 * on (same dates and place) once.
 */
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
