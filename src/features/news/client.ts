'use client';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/errors';
import { rest } from '@/lib/http/rest';
import { categoryByKey, NEWS_PAGE_SIZE, newsDetailResponseSchema, newsListSchema, type NewsCategoryKey, type NewsDetail, type NewsList } from './model';

/** Query keys: results are cached per category key plus parameters (spec section 7). */
export const newsKeys = {
  list: (category: NewsCategoryKey, page: number) => ['news', category, { page, pageSize: NEWS_PAGE_SIZE }] as const,
  detail: (newsId: number) => ['news', 'detail', newsId] as const,
};

export async function fetchNewsList(category: NewsCategoryKey, page: number): Promise<NewsList> {
  const res = await rest.get('/news', newsListSchema, { categoryId: categoryByKey(category).id, page, pageSize: NEWS_PAGE_SIZE });
  return res.body;
}

/** A detail, or null for an id the API does not know (shown as the empty state, not as an error). */
export async function fetchNewsDetail(newsId: number): Promise<NewsDetail | null> {
  try {
    return (await rest.get(`/news/${newsId}`, newsDetailResponseSchema)).body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useNewsList(category: NewsCategoryKey, page: number, initial?: { page: number; data: NewsList }) {
  return useQuery({
    queryKey: newsKeys.list(category, page),
    queryFn: () => fetchNewsList(category, page),
    initialData: initial && initial.page === page ? initial.data : undefined,
  });
}

export function useNewsDetail(newsId: number | null) {
  return useQuery({
    queryKey: newsKeys.detail(newsId ?? -1),
    queryFn: () => fetchNewsDetail(newsId as number),
    enabled: newsId !== null,
  });
}
