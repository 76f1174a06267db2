import 'server-only';
import type { NewsCategoryKey } from '@/domain/newsCategories';
import { NEWS_SCREENS, type ListTotals } from '@/domain/paths';
import { readNewsList } from './server';

/** The number of pages of each list. */
export function listTotals(): ListTotals {
  const totals: ListTotals = {};
  for (const category of Object.values(NEWS_SCREENS) as NewsCategoryKey[]) {
    totals[category] = readNewsList(category, 1).page.total_page;
  }
  return totals;
}

/** The pages the build prerenders: 2..last and last + 1 (past the end); any other is rendered when asked for. */
export function listPageParams(): { category: NewsCategoryKey; page: string }[] {
  return Object.entries(listTotals()).flatMap(([category, total]) =>
    total
      ? Array.from({ length: total }, (_, i) => ({ category: category as NewsCategoryKey, page: String(i + 2) }))
      : [],
  );
}
