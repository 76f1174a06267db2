import { z } from 'zod';
import { NEWS_CATEGORY_KEYS } from './categories';

export {
  categoriesListedBy,
  categoryById,
  categoryByKey,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_KEYS,
  NEWS_FAMILY,
  NEWS_MAX_PAGE_SIZE,
  NEWS_PAGE_SIZE,
  type NewsCategory,
  type NewsCategoryKey,
} from './categories';

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
