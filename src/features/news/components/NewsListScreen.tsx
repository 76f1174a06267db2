import type { NewsCategoryKey } from '../model';
import { screenOf } from '../routes';
import { readNewsList } from '../server';
import { NewsList } from './NewsList';

/**
 * A news list screen at a page number. Rendered at build time for every page (the `?page=n` address is
 * served from the prerendered page, see proxy.ts), so its cards are in the first HTML.
 */
export function NewsListScreen({ category, page }: { category: NewsCategoryKey; page: number }) {
  return <NewsList category={category} path={screenOf(category) ?? '/news'} initial={{ page, data: readNewsList(category, page) }} />;
}
