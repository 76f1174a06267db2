import { notFound } from 'next/navigation';
import { readNewsDetail } from '../server';
import { NewsDetailView } from './NewsDetailView';

/** Reads the `{newsId}` route parameter: a positive whole number, else null. */
export function newsIdFrom(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** /news/{newsId}: the same detail as the overlay, server-rendered; 404 for an unknown id. */
export function NewsDetailPage({ newsId }: { newsId: string }) {
  const id = newsIdFrom(newsId);
  const news = id === null ? null : readNewsDetail(id);
  if (!news) notFound();
  return <NewsDetailView news={news} headingLevel={1} />;
}
