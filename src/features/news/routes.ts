import type { NewsCategoryKey } from './model';

/** The hash form of a news detail overlay (spec section 2). */
export const NEWS_DETAIL_HASH = 'news/:id';

/** The eleven news-like screens and the category each lists. */
export const NEWS_SCREENS = {
  '/news': 'NEWS',
  '/news/teachNews': 'NEWS_TEACH',
  '/news/awardNews': 'NEWS_AWARE',
  '/news/mediaReport': 'NEWS_MEDIA',
  '/news/campusAnnouncements': 'NEWS_NOTICE',
  '/achievements/internationalWorkshop': 'TEACH_WORKSHOP',
  '/achievements/academiaAndIndustryCollaboration': 'TEACH_COWORK',
  '/achievements/exhibitions': 'TEACH_SHOW',
  '/admissions/admissionNews': 'APPLY_NOTICE',
  '/admissions/applicationGuide': 'APPLY_TEACH',
  '/admissions/summerWorkshop': 'APPLY_TEAM',
} as const satisfies Record<string, NewsCategoryKey>;

export type NewsScreenPath = keyof typeof NEWS_SCREENS;

/** The screen that lists a category (each category has at most one screen). */
export function screenOf(category: string): NewsScreenPath | undefined {
  return (Object.keys(NEWS_SCREENS) as NewsScreenPath[]).find((p) => NEWS_SCREENS[p] === category);
}

/**
 * The prerendered pages of a list: page 1 is the screen's own route; pages 2..last and one page
 * "past the end" (last + 1, shown for any larger number) live at `/lists/{category}/{page}`. proxy.ts
 * serves `{screen}?page=n` from there, reading the number of pages of each category from the manifest
 * the build writes beside its output.
 */
export const LIST_ROUTE = '/lists';
export const LIST_MANIFEST_FILE = 'scuid-news-pages.json';
export type ListManifest = Partial<Record<NewsCategoryKey, number>>;

/** Where `{screen}?page=n` is served from, given the category's number of pages (unknown: page n itself). */
export function listPageTarget(category: NewsCategoryKey, page: number, totalPages: number | undefined): string | null {
  if (page <= 1 || totalPages === 0) return null;
  const target = totalPages === undefined ? page : Math.min(page, totalPages + 1);
  return `${LIST_ROUTE}/${category}/${target}`;
}
