import type { Metadata } from 'next';
import { NewsListScreen } from '@/features/news/components/NewsListScreen';
import { withFeeds } from '@/features/news/feeds';
import { listPageParams } from '@/features/news/listPages';
import type { NewsCategoryKey } from '@/domain/newsCategories';
import { newsScreenOf, paths } from '@/domain/paths';
import { labels } from '@/lib/labels';
import { absoluteUrl } from '@/lib/url';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

/** Pages 2.. of the news lists; visitors see `{screen}?page=n` (src/features/news/listRewrites.ts). */
type Props = { params: Promise<{ category: NewsCategoryKey; page: string }> };

export const dynamicParams = false;
export const generateStaticParams = listPageParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await params;
  const screen = newsScreenOf(category)!;
  const meta = sectionMetadata(screen);
  const title = `${String(meta.title)} · ${labels.page.zh} ${page} ${labels.pageUnit.zh} ${labels.page.en} ${page}`;
  const canonical = absoluteUrl(paths.newsList(screen, Number(page)));
  return withFeeds(
    {
      ...meta,
      title,
      alternates: { canonical },
      openGraph: { ...meta.openGraph, title, url: canonical },
      twitter: { ...meta.twitter, title },
    },
    screen,
  );
}

export default async function Page({ params }: Props) {
  const { category, page } = await params;
  const screen = newsScreenOf(category)!;
  return (
    <SectionPage screen={screen}>
      <NewsListScreen screen={screen} page={Number(page)} />
    </SectionPage>
  );
}
