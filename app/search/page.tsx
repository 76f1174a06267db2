import type { Metadata } from 'next';
import { SearchScreen } from '@/features/search/components/SearchScreen';
import type { SearchPageQuery } from '@/domain/search';
import { pageLabels } from '@/lib/pageLabels';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchPageQuery> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = (await searchParams).q;
  const query = (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 60);
  const title = `${pageLabels.search.zh} ${pageLabels.search.en}`;
  // result pages are not for search engines (they would index our index); their links are followed
  return { title: query ? `${query} · ${title}` : title, robots: { index: false, follow: true } };
}

export default async function Page({ searchParams }: Props) {
  return <SearchScreen query={await searchParams} />;
}
