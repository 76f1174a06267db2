import { z } from 'zod';
import { NEWS_CATEGORY_KEYS } from './newsCategories.ts';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** The `sub*` fields are the English forms of the Chinese ones. */
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

/**
 * `displayType` is the category, `description` the subtitle, `content` HTML. Dated items (exhibitions, workshops,
 * talks) add eventStart/eventEnd (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, Asia/Taipei) and a venue.
 */
export const newsDetailSchema = newsCardSchema.extend({
  displayType: z.enum(NEWS_CATEGORY_KEYS),
  content: z.string(),
  imgAlt: z.string().optional(),
  eventStart: z.string().optional(),
  eventEnd: z.string().optional(),
  venue: z.string().optional(),
  subVenue: z.string().optional(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** GET /news/{id}: `{ data }`. */
export const newsDetailResponseSchema = z.object({ data: newsDetailSchema });

/** A dated item (repository `events()`): the detail without its content, eventStart always present. */
export type NewsEvent = Omit<NewsDetail, 'content' | 'eventStart'> & { eventStart: string };

/** Time zone of every date and time in the news files. */
export const NEWS_TIME_ZONE = 'Asia/Taipei';

/** True for a real calendar date YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** True for YYYY-MM-DD or YYYY-MM-DDTHH:mm with a real date and a time from 00:00 to 23:59. */
export function isEventTime(value: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!m || !isCalendarDate(m[1]!)) return false;
  return m[2] === undefined || (Number(m[2]) <= 23 && Number(m[3]) <= 59);
}

const text = (what = 'text') =>
  z
    .string({ error: (i) => (i.input === undefined ? 'is required' : `must be ${what}`) })
    .trim()
    .min(1, 'must not be empty');
const calendarDate = z
  .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a date YYYY-MM-DD') })
  .refine(isCalendarDate, { error: (i) => `must be a real date YYYY-MM-DD (got ${JSON.stringify(i.input)})` });
const eventTime = z
  .string({ error: 'must be a date YYYY-MM-DD or a date and time YYYY-MM-DDTHH:mm (Asia/Taipei)' })
  .refine(isEventTime, {
    error: (i) => `must be a real date YYYY-MM-DD or date and time YYYY-MM-DDTHH:mm (got ${JSON.stringify(i.input)})`,
  });

/** An image under public/static, given relative to it: news/1234.svg, news/figures/1234.svg ... */
const IMAGE_PATH = /^(?![/\\])(?!.*\.\.)[\w./-]+\.(?:svg|png|jpe?g|webp|avif|gif)$/i;

/**
 * Front matter of content/news/{YYYY}/{newsId}-{slug}.md; strict, so a misspelt field is an error. `draft`,
 * `publishAt` and `unpublishAt` decide when the item is shown at all (src/domain/schedule.ts).
 */
export const newsFrontMatterSchema = z
  .strictObject(
    {
      newsId: z
        .number({ error: (i) => (i.input === undefined ? 'is required' : 'must be a whole number') })
        .int('must be a whole number')
        .positive('must be positive'),
      category: z.enum(NEWS_CATEGORY_KEYS, {
        error: (i) =>
          i.input === undefined
            ? 'is required'
            : `must be one of ${NEWS_CATEGORY_KEYS.join(', ')} (got ${JSON.stringify(i.input)})`,
      }),
      displayDate: calendarDate,
      title: text(),
      subTitle: text(),
      description: text(),
      subDescription: text(),
      imgUrl: z
        .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be an image path like news/1234.svg') })
        .regex(IMAGE_PATH, 'must be an image path under public/static like news/1234.svg'),
      imgAlt: text('text (the Chinese alt text of the banner)'),
      eventStart: eventTime.optional(),
      eventEnd: eventTime.optional(),
      venue: text().optional(),
      subVenue: text().optional(),
      draft: z.boolean({ error: 'must be true or false' }).optional(),
      publishAt: eventTime.optional(),
      unpublishAt: eventTime.optional(),
    },
    { error: (i) => (i.code === 'unrecognized_keys' ? `unknown field (a typo?)` : undefined) },
  )
  .superRefine((n, ctx) => {
    if (n.eventEnd !== undefined && n.eventStart === undefined)
      ctx.addIssue({ code: 'custom', path: ['eventEnd'], message: 'needs eventStart' });
    if (n.eventStart !== undefined && n.eventEnd !== undefined && eventEndsBeforeStart(n.eventStart, n.eventEnd)) {
      ctx.addIssue({ code: 'custom', path: ['eventEnd'], message: `must not be before eventStart (${n.eventStart})` });
    }
    if (n.eventStart !== undefined && n.venue === undefined)
      ctx.addIssue({ code: 'custom', path: ['venue'], message: 'is required when eventStart is given' });
    if (n.subVenue !== undefined && n.venue === undefined)
      ctx.addIssue({ code: 'custom', path: ['subVenue'], message: 'needs venue (the Chinese name of the place)' });
    if (n.publishAt !== undefined && n.unpublishAt !== undefined && !(startOf(n.unpublishAt) > startOf(n.publishAt)))
      ctx.addIssue({ code: 'custom', path: ['unpublishAt'], message: `must be after publishAt (${n.publishAt})` });
  });
export type NewsFrontMatter = z.infer<typeof newsFrontMatterSchema>;

/** The front-matter keys in the order files write them. */
export const NEWS_FRONT_MATTER_KEYS = [
  'newsId',
  'category',
  'displayDate',
  'title',
  'subTitle',
  'description',
  'subDescription',
  'imgUrl',
  'imgAlt',
  'eventStart',
  'eventEnd',
  'venue',
  'subVenue',
  'draft',
  'publishAt',
  'unpublishAt',
] as const satisfies readonly (keyof NewsFrontMatter)[];

/** A publishAt or unpublishAt given as a date means the start of that day. */
function startOf(value: string): string {
  return value.length === 10 ? `${value}T00:00` : value;
}

/** An end given as a date covers that whole day; an end given with a time ends then. */
export function eventEndsBeforeStart(start: string, end: string): boolean {
  const startKey = start.length === 10 ? `${start}T00:00` : start;
  const endKey = end.length === 10 ? `${end}T23:59` : end;
  return endKey < startKey;
}
