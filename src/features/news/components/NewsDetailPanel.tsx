'use client';
import { isEmpty } from '@/lib/isEmpty';
import { EmptyState } from '@/ui/EmptyState';
import { Spinner } from '@/ui/Spinner';
import { useNewsDetail } from '../client';
import { NewsDetailView } from './NewsDetailView';

/** The content of the `#news/{id}` overlay: spinner while loading, No Data when empty, else the detail. */
export function NewsDetailPanel({ newsId }: { newsId: number | null }) {
  const query = useNewsDetail(newsId);
  if (newsId === null) return <EmptyState />;
  if (query.isPending) return <Spinner />;
  if (query.isError || isEmpty(query.data) || !query.data) return <EmptyState />;
  return <NewsDetailView news={query.data} />;
}
