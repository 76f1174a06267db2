// Zod-free: browser code imports these constants.

/** The numeric ids are this site's own; the categories themselves are known by key. */
export const NEWS_CATEGORIES = [
  { id: 1, key: 'NEWS', title: '最新消息', subTitle: 'News' },
  { id: 2, key: 'NEWS_TEACH', title: '活動資訊', subTitle: 'Live Information' },
  { id: 3, key: 'NEWS_AWARE', title: '得獎消息', subTitle: 'Award News' },
  { id: 4, key: 'NEWS_MEDIA', title: '媒體報導', subTitle: 'Media Report' },
  { id: 5, key: 'NEWS_NOTICE', title: '校園公告', subTitle: 'Campus Announcements' },
  { id: 6, key: 'TEACH_COWORK', title: '產學合作', subTitle: 'Academia and Industry Collaboration' },
  { id: 7, key: 'TEACH_GE', title: '通識教學', subTitle: 'General Education' },
  { id: 8, key: 'TEACH_SHOW', title: '展演', subTitle: 'Exhibitions' },
  { id: 9, key: 'TEACH_WORKSHOP', title: '國際工作營', subTitle: 'International Workshop' },
  { id: 10, key: 'APPLY_NOTICE', title: '招生消息', subTitle: 'Admission News' },
  { id: 11, key: 'APPLY_TEACH', title: '申請指南', subTitle: 'Application Guide' },
  { id: 12, key: 'APPLY_TEAM', title: '暑期工作營', subTitle: 'Summer Workshop' },
] as const;

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type NewsCategoryKey = NewsCategory['key'];
export const NEWS_CATEGORY_KEYS = NEWS_CATEGORIES.map((c) => c.key) as [NewsCategoryKey, ...NewsCategoryKey[]];

/**
 * `NEWS` (all news) lists the whole news family: NEWS, the four NEWS_* categories and TEACH_GE, which has no list
 * of its own (without it, its items could be reached by no link).
 */
export const NEWS_FAMILY: readonly NewsCategoryKey[] = [
  'NEWS',
  'NEWS_TEACH',
  'NEWS_AWARE',
  'NEWS_MEDIA',
  'NEWS_NOTICE',
  'TEACH_GE',
];

export const categoryByKey = (key: NewsCategoryKey): NewsCategory => NEWS_CATEGORIES.find((c) => c.key === key)!;
export const categoryById = (id: number): NewsCategory | undefined => NEWS_CATEGORIES.find((c) => c.id === id);

export const categoriesListedBy = (key: NewsCategoryKey): readonly NewsCategoryKey[] =>
  key === 'NEWS' ? NEWS_FAMILY : [key];

export const NEWS_PAGE_SIZE = 10;
export const NEWS_MAX_PAGE_SIZE = 100;
