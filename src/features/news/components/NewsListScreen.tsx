import { Suspense } from 'react';
import { pageFromQuery } from '@/lib/pagination';
import type { NewsCategoryKey } from '../model';
import { readNewsList } from '../server';
import { NewsList } from './NewsList';

export type SearchParams = Record<string, string | string[] | undefined>;

/** A news list screen: the requested page is read on the server, so its cards are in the HTML. */
export function NewsListScreen({ category, searchParams }: { category: NewsCategoryKey; searchParams: SearchParams }) {
  const page = pageFromQuery(searchParams.page);
  const data = readNewsList(category, page);
  return (
    <Suspense>
      <NewsList category={category} initial={{ page, data }} />
    </Suspense>
  );
}
