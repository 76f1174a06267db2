import type { Metadata } from 'next';
import { NewsListScreen } from '@/features/news/components/NewsListScreen';
import { withFeeds } from '@/features/news/feeds';
import { listPageParams } from '@/features/news/listPages';
import type { NewsCategoryKey } from '@/features/news/model';
import { screenOf } from '@/features/news/routes';
import { labels } from '@/lib/labels';
import { absoluteUrl } from '@/lib/url';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

/** Pages 2.. of the news lists, prerendered; the visible address stays `{screen}?page=n` (src/features/news/listRewrites.ts). */
type Props = { params: Promise<{ category: NewsCategoryKey; page: string }> };

export const dynamicParams = false;
export const generateStaticParams = listPageParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await params;
  const path = screenOf(category)!;
  const meta = sectionMetadata(path);
  const title = `${String(meta.title)} · ${labels.page.zh} ${page} ${labels.pageUnit.zh} ${labels.page.en} ${page}`;
  const canonical = absoluteUrl(`${path}?page=${page}`);
  return withFeeds(
    {
      ...meta,
      title,
      alternates: { canonical },
      openGraph: { ...meta.openGraph, title, url: canonical },
      twitter: { ...meta.twitter, title },
    },
    path,
  );
}

export default async function Page({ params }: Props) {
  const { category, page } = await params;
  const path = screenOf(category)!;
  return (
    <SectionPage path={path}>
      <NewsListScreen category={category} page={Number(page)} />
    </SectionPage>
  );
}
