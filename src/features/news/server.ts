import 'server-only';
import { database } from '@/server/database';
import { NEWS_PAGE_SIZE, type NewsCategoryKey, type NewsDetail, type NewsList } from './model';

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
