import { notFound } from 'next/navigation';
import { eventData, newsArticleData } from '@/features/site/structuredData';
import { breadcrumbData, sharePaths } from '@/lib/seo';
import { JsonLd } from '@/ui/JsonLd';
import { categoryByKey } from '../categories';
import { screenOf } from '../routes';
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
  const category = categoryByKey(news.displayType);
  const list = screenOf(news.displayType) ?? '/news';
  return (
    <>
      <JsonLd
        data={[
          newsArticleData(news, sharePaths.news(news.newsId)),
          ...(news.eventStart && news.venue
            ? [
                eventData({
                  title: news.title,
                  subTitle: news.subTitle,
                  description: `${news.description} ${news.subDescription}`,
                  url: `/news/${news.newsId}`,
                  start: news.eventStart,
                  end: news.eventEnd,
                  venue: news.venue,
                  subVenue: news.subVenue,
                  image: news.imgUrl,
                }),
              ]
            : []),
          breadcrumbData([
            { name: `${category.title} ${category.subTitle}`, path: list },
            { name: news.title, path: `/news/${news.newsId}` },
          ]),
        ]}
      />
      <NewsDetailView news={news} headingLevel={1} imagePriority />
    </>
  );
}
