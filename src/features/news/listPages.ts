import 'server-only';
import type { NewsCategoryKey } from '@/domain/newsCategories';
import { NEWS_SCREENS, type ListTotals } from '@/domain/paths';
import { readNewsList } from './server';

/** next.config.ts reads these for its rewrites. */
export function listTotals(): ListTotals {
  const totals: ListTotals = {};
  for (const category of Object.values(NEWS_SCREENS) as NewsCategoryKey[]) {
    totals[category] = readNewsList(category, 1).page.total_page;
  }
  return totals;
}

/** Pages 2..last and last + 1 (past the end), from the same count as the rewrites (listRewrites.ts). */
export function listPageParams(): { category: NewsCategoryKey; page: string }[] {
  return Object.entries(listTotals()).flatMap(([category, total]) =>
    total
      ? Array.from({ length: total }, (_, i) => ({ category: category as NewsCategoryKey, page: String(i + 2) }))
      : [],
  );
}
