import { ApiError } from '@/lib/errors';
import { rest } from '@/lib/http/rest';
import { cachedRead, fetchCached } from '@/lib/queries';
import { newsDetailResponseSchema, newsListSchema, type NewsDetail, type NewsList } from '@/domain/news';
import { categoryByKey, NEWS_PAGE_SIZE, type NewsCategoryKey } from '@/domain/newsCategories';
import { api } from '@/domain/paths';

export { countryName } from '@/domain/countries';

// Imported dynamically on first use: the first view of every page is in its HTML.

export const newsKeys = {
  list: (category: NewsCategoryKey, page: number) => ['news', category, { page, pageSize: NEWS_PAGE_SIZE }] as const,
  detail: (newsId: number) => ['news', 'detail', newsId] as const,
};

export async function fetchNewsList(category: NewsCategoryKey, page: number): Promise<NewsList> {
  const res = await rest.get(api.newsList, newsListSchema, {
    categoryId: categoryByKey(category).id,
    page,
    pageSize: NEWS_PAGE_SIZE,
  });
  return res.body;
}

/** Null for an id the API does not know: shown as the empty state, not as an error. */
export async function fetchNewsDetail(newsId: number): Promise<NewsDetail | null> {
  try {
    return (await rest.get(api.newsItem(newsId), newsDetailResponseSchema)).body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const loadNewsList = (category: NewsCategoryKey, page: number) =>
  fetchCached(newsKeys.list(category, page), () => fetchNewsList(category, page));

/** A news item: loaded by its panel, shown in its first render when the cache holds it fresh, read ahead of a tap. */
export const {
  load: loadNewsDetail,
  cached: cachedNewsDetail,
  warm: warmNewsDetail,
} = cachedRead(newsKeys.detail, fetchNewsDetail);
