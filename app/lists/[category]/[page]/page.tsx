import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsListScreen } from '@/features/news/components/NewsListScreen';
import { withFeeds } from '@/features/news/feeds';
import { listPageParams } from '@/features/news/listPages';
import { newsScreenOf, paths } from '@/domain/paths';
import { labels } from '@/lib/labels';
import { pageLabels } from '@/lib/pageLabels';
import { absoluteUrl } from '@/lib/url';
import { SectionPage, sectionMetadata } from '@/shell/SectionPage';

/**
 * Pages 2.. of the news lists; visitors see `{screen}?page=n` (src/features/news/listRewrites.ts). The build
 * prerenders the first pages of each list (PRERENDERED_LIST_PAGES); any other number is rendered when first asked
 * for and kept.
 */
type Props = { params: Promise<{ category: string; page: string }> };

export const dynamicParams = true;
export const generateStaticParams = listPageParams;

/** The list's screen and page number, or a 404 for what the rewrites never send (`/lists/...` asked for itself). */
async function listPageOf(params: Props['params']) {
  const { category, page } = await params;
  const screen = newsScreenOf(category);
  const n = Number(page);
  if (!screen || !/^[1-9]\d*$/.test(page) || n < 2 || !Number.isSafeInteger(n)) notFound();
  return { screen, page: n };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { screen, page } = await listPageOf(params);
  const meta = sectionMetadata(screen);
  const title = `${String(meta.title)} · ${labels.page.zh} ${page} ${pageLabels.pageUnit.zh} ${labels.page.en} ${page}`;
  const canonical = absoluteUrl(paths.newsList(screen, page));
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
  const { screen, page } = await listPageOf(params);
  return (
    <SectionPage screen={screen}>
      <NewsListScreen screen={screen} page={page} />
    </SectionPage>
  );
}
