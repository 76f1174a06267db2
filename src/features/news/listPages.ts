import 'server-only';
import { NEWS_PAGE_SIZE, type NewsCategoryKey } from '@/domain/newsCategories';
import { NEWS_SCREENS, PRERENDERED_LIST_PAGES, type ListTotals } from '@/domain/paths';
import { taipeiToday } from '@/domain/schedule';
import { readLatestNews, readNewsList, readUpcomingEvents } from './server';

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

/**
 * The news items the build prerenders, with their share cards and calendars: what visitors open first, the first
 * page of each list, the newest items and every upcoming event (the home page's). Any other item is rendered on
 * its first request and kept, so the build of a twenty-year archive does not render thousands of items nobody may
 * ask for.
 */
export function prerenderedNewsIds(): number[] {
  const ids = new Set<number>();
  for (const category of Object.values(NEWS_SCREENS) as NewsCategoryKey[]) {
    for (const card of readNewsList(category, 1).datas) ids.add(card.newsId);
  }
  for (const card of readLatestNews(NEWS_PAGE_SIZE)) ids.add(card.newsId);
  for (const event of readUpcomingEvents(taipeiToday(), Infinity)) ids.add(event.newsId);
  return [...ids].sort((a, b) => b - a);
}
