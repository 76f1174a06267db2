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
 * "past the end" (last + 1, shown for any larger number) live at `/lists/{category}/{page}`. The
 * rewrites of listRewrites.ts (next.config.ts) serve `{screen}?page=n` from there.
 */
export const LIST_ROUTE = '/lists';
/** The number of pages of each listed category. */
export type ListTotals = Partial<Record<NewsCategoryKey, number>>;

/**
 * The address a visitor sees for a path: a prerendered list page `/lists/{category}/{n}` is shown as
 * its screen's path (the rewrite keeps `{screen}?page=n` in the address bar). The shell's client leaves
 * use it for the active menu entry, so the prerendered HTML and the hydrating browser agree.
 */
export function visiblePath(path: string): string {
  if (!path.startsWith(`${LIST_ROUTE}/`)) return path;
  return screenOf(path.split('/')[2] ?? '') ?? path;
}

/** Feeds of a screen (issue 11): `/feeds/{key}.xml` (RSS 2.0) and `/feeds/{key}.atom` (Atom); the key is
 *  the last segment of the screen's path (news, awardNews, exhibitions, ...). */
export type FeedFormat = 'rss' | 'atom';
export const FEED_TYPES: Record<FeedFormat, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };
export const feedKey = (path: NewsScreenPath) => path.split('/').pop()!;
export const feedPath = (path: NewsScreenPath, format: FeedFormat) =>
  `/feeds/${feedKey(path)}.${format === 'rss' ? 'xml' : 'atom'}`;

/** Calendars (issue 11): the screens of dated items have one; so has each dated item. */
export const CALENDAR_SCREENS = [
  '/achievements/exhibitions',
  '/achievements/internationalWorkshop',
  '/admissions/summerWorkshop',
] as const satisfies readonly NewsScreenPath[];
export type CalendarScreen = (typeof CALENDAR_SCREENS)[number];
export const CALENDAR_TYPE = 'text/calendar';
export const calendarPath = (path: CalendarScreen) => `/calendars/${feedKey(path)}.ics`;
export const itemCalendarPath = (newsId: number) => `/calendars/news-${newsId}.ics`;
export const isCalendarScreen = (path: string): path is CalendarScreen =>
  (CALENDAR_SCREENS as readonly string[]).includes(path);
