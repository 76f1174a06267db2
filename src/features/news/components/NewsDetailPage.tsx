import { notFound } from 'next/navigation';
import { eventData, newsArticleData } from '@/lib/structuredData';
import { breadcrumbData } from '@/lib/seo';
import { JsonLd } from '@/ui/JsonLd';
import { countryName } from '@/domain/countries';
import { categoryByKey } from '@/domain/newsCategories';
import { newsScreenOf, paths, SCREENS } from '@/domain/paths';
import { readNewsDetail } from '../server';
import { NewsDetailView } from './NewsDetailView';

export function newsIdFrom(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The same detail as the overlay, server-rendered; 404 for an unknown id. */
export function NewsDetailPage({ newsId }: { newsId: string }) {
  const id = newsIdFrom(newsId);
  const news = id === null ? null : readNewsDetail(id);
  if (!news) notFound();
  const category = categoryByKey(news.displayType);
  const list = SCREENS[newsScreenOf(news.displayType) ?? 'news'];
  return (
    <>
      <JsonLd
        data={[
          newsArticleData(news, paths.share.news(news.newsId)),
          ...eventData(news),
          breadcrumbData([
            { name: `${category.title} ${category.subTitle}`, path: list },
            { name: news.title, path: paths.newsItem(news.newsId) },
          ]),
        ]}
      />
      <NewsDetailView news={news} countryName={countryName} headingLevel={1} imagePriority />
    </>
  );
}
