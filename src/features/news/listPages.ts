import 'server-only';
import type { NewsCategoryKey } from '@/domain/newsCategories';
import { NEWS_SCREENS, PRERENDERED_LIST_PAGES, type ListTotals } from '@/domain/paths';
import { readNewsList } from './server';

/** The number of pages of each list. */
export function listTotals(): ListTotals {
  const totals: ListTotals = {};
  for (const category of Object.values(NEWS_SCREENS) as NewsCategoryKey[]) {
    totals[category] = readNewsList(category, 1).page.total_page;
  }
  return totals;
}

/** The pages the build prerenders: 2..PRERENDERED_LIST_PAGES of each list that has them. */
export function listPageParams(): { category: NewsCategoryKey; page: string }[] {
  return Object.entries(listTotals()).flatMap(([category, total]) =>
    Array.from({ length: Math.max(0, Math.min(total ?? 0, PRERENDERED_LIST_PAGES) - 1) }, (_, i) => ({
      category: category as NewsCategoryKey,
      page: String(i + 2),
    })),
  );
}
