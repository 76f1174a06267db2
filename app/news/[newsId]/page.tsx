import type { Metadata } from 'next';
import { NewsDetailPage, newsIdFrom } from '@/features/news/components/NewsDetailPage';
import { readNewsDetail } from '@/features/news/server';
import { prerenderedNewsIds } from '@/features/news/listPages';
import { paths } from '@/domain/paths';
import { bothLanguages, pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ newsId: string }> };

/** The items visitors open first are prerendered; any other is rendered on its first request and kept, or is a 404. */
export const dynamicParams = true;
export const generateStaticParams = () => prerenderedNewsIds().map((id) => ({ newsId: String(id) }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = newsIdFrom((await params).newsId);
  const news = id === null ? null : readNewsDetail(id);
  if (!news) return {};
  return pageMetadata({
    path: paths.newsItem(news.newsId),
    title: `${news.title} ${news.subTitle}`,
    description: bothLanguages(news.description, news.subDescription),
    image: paths.share.news(news.newsId),
    type: 'article',
    publishedTime: news.displayDate,
  });
}

export default async function Page({ params }: Props) {
  return <NewsDetailPage newsId={(await params).newsId} />;
}
