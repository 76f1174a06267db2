import { z } from 'zod';

/**
 * The twelve news categories of spec section 3 with our own numeric ids (the spec names them, its
 * numeric values are not shown), each with its Chinese and English name.
 */
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

/** `NEWS` lists the whole news family: NEWS and the four NEWS_* categories. */
export const NEWS_FAMILY: readonly NewsCategoryKey[] = ['NEWS', 'NEWS_TEACH', 'NEWS_AWARE', 'NEWS_MEDIA', 'NEWS_NOTICE'];

export const categoryByKey = (key: NewsCategoryKey): NewsCategory => NEWS_CATEGORIES.find((c) => c.key === key)!;
export const categoryById = (id: number): NewsCategory | undefined => NEWS_CATEGORIES.find((c) => c.id === id);

/** The categories a list of `key` shows. */
export const categoriesListedBy = (key: NewsCategoryKey): readonly NewsCategoryKey[] => (key === 'NEWS' ? NEWS_FAMILY : [key]);

/** News page size and default page (spec section 9). */
export const NEWS_PAGE_SIZE = 10;
export const NEWS_MAX_PAGE_SIZE = 100;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** A news card of a list (spec section 3), with the English forms beside the Chinese ones. */
export const newsCardSchema = z.object({
  newsId: z.number().int().positive(),
  imgUrl: z.string(),
  title: z.string(),
  subTitle: z.string(),
  description: z.string(),
  subDescription: z.string(),
  displayDate: date,
});
export type NewsCard = z.infer<typeof newsCardSchema>;

/** GET /news: `{ datas, page: { current_page, total_rec, total_page } }`. */
export const newsListSchema = z.object({
  datas: z.array(newsCardSchema),
  page: z.object({
    current_page: z.number().int(),
    total_rec: z.number().int(),
    total_page: z.number().int(),
  }),
});
export type NewsList = z.infer<typeof newsListSchema>;

/** A news detail: displayType is the category name; description is the subtitle; content is rich HTML. */
export const newsDetailSchema = newsCardSchema.extend({
  displayType: z.enum(NEWS_CATEGORY_KEYS),
  content: z.string(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** GET /news/{id}: `{ data }`. */
export const newsDetailResponseSchema = z.object({ data: newsDetailSchema });

/** One item of a content/news/{CATEGORY}.json file. */
export const newsFileItemSchema = z
  .object({
    newsId: z.number().int().positive(),
    displayDate: date,
    imgUrl: z.string().regex(/^news\/\d+\.svg$/, 'must be news/{newsId}.svg'),
    title: z.string().min(1),
    subTitle: z.string().min(1),
    description: z.string().min(1),
    subDescription: z.string().min(1),
    content: z.string().min(1),
  })
  .strict()
  .refine((n) => n.imgUrl === `news/${n.newsId}.svg`, { path: ['imgUrl'], message: 'must be news/{newsId}.svg' });
export const newsFileSchema = z.array(newsFileItemSchema).min(1);
export type NewsFileItem = z.infer<typeof newsFileItemSchema>;
