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
