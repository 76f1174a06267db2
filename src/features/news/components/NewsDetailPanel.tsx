'use client';
import { isEmpty } from '@/lib/isEmpty';
import { useAsync } from '@/lib/useAsync';
import { EmptyState } from '@/ui/EmptyState';
import { Spinner } from '@/ui/Spinner';
import { newsPanelCode } from '../panelCode';
import { NewsDetailView } from './NewsDetailView';

export function NewsDetailPanel({ newsId }: { newsId: number | null }) {
  const query = useAsync(
    newsId === null ? null : `news:${newsId}`,
    () => newsPanelCode.load().then((m) => m.loadNewsDetail(newsId as number)),
    undefined,
    () => newsPanelCode.loaded()?.cachedNewsDetail(newsId as number),
  );
  if (newsId === null) return <EmptyState />;
  if (query.status === 'pending') return <Spinner />;
  // an answer came through the panel's code, so the code is here
  const code = newsPanelCode.loaded();
  if (query.status === 'error' || isEmpty(query.data) || !query.data || !code) return <EmptyState />;
  return <NewsDetailView news={query.data} countryName={code.countryName} />;
}
