import * as z from './zod.ts';
import { NEWS_CATEGORY_KEYS } from './newsCategories.ts';
import { PROGRAMME_KEYS, type OpenDataFormat, type OpenDataSet } from './paths.ts';
import { PERSON_LISTS } from './personRef.ts';

/*
 * The department's content as open data: programmes, courses, people (the fields the site shows) and news, as JSON
 * with the licence of content/site.json, and the tables also as CSV. Records are flat (a list is a JSON array, and
 * one cell of space-separated values in CSV) so both forms have the same columns.
 */

export const OPEN_DATA_TYPES: Record<OpenDataFormat, string> = {
  json: 'application/json',
  csv: 'text/csv',
  schema: 'application/schema+json',
};

const nullableText = z.nullable(z.string());

export const openProgrammeSchema = z.strictObject({
  key: z.enum(PROGRAMME_KEYS),
  name: z.string(),
  subName: z.string(),
  degree: z.string(),
  subDegree: z.string(),
  years: z.int(),
  minimumCredits: z.int(),
  description: z.string(),
  subDescription: z.string(),
  courseMode: z.string(),
  tuitionPerSemester: z.int(),
  currency: z.string(),
  url: z.string(),
});

export const openCourseSchema = z.strictObject({
  programme: z.enum(PROGRAMME_KEYS),
  kind: z.enum(['required', 'elective']),
  yearGroup: z.string(),
  subYearGroup: z.string(),
  id: z.int(),
  title: z.string(),
  subTitle: z.string(),
  description: z.string(),
  subDescription: z.string(),
  /** the teacher as `{list}/{id}`, like a news item's people */
  teacher: nullableText,
  url: z.string(),
});

export const openPersonSchema = z.strictObject({
  /** fullTime/2: the form news items name people by */
  person: z.string(),
  list: z.enum([...PERSON_LISTS, 'staff']),
  id: z.int(),
  name: z.string(),
  subName: z.string(),
  /** degrees (a visiting professor: their country) */
  title: z.string(),
  subTitle: z.string(),
  /** rank or post; empty for the part-time and visiting lists */
  role: z.string(),
  subRole: z.string(),
  email: nullableText,
  /** the profile page; a visiting professor's entry on the list; the staff list */
  url: z.string(),
});

export const openNewsSchema = z.strictObject({
  newsId: z.int(),
  category: z.enum(NEWS_CATEGORY_KEYS),
  displayDate: z.string(),
  dateModified: nullableText,
  title: z.string(),
  subTitle: z.string(),
  description: z.string(),
  subDescription: z.string(),
  eventStart: nullableText,
  eventEnd: nullableText,
  people: z.array(z.string()),
  programmes: z.array(z.enum(PROGRAMME_KEYS)),
  url: z.string(),
});

export const OPEN_RECORD_SCHEMAS = {
  programmes: openProgrammeSchema,
  courses: openCourseSchema,
  people: openPersonSchema,
  news: openNewsSchema,
} as const satisfies Record<OpenDataSet, z.ZodMiniType>;

export type OpenRecord<S extends OpenDataSet> = z.infer<(typeof OPEN_RECORD_SCHEMAS)[S]>;

/** A data file: what it is, under which licence, from whom, and its records. */
export const openDataFileSchema = <S extends OpenDataSet>(set: S) =>
  z.strictObject({
    title: z.string(),
    subTitle: z.string(),
    publisher: z.string(),
    licence: z.strictObject({ name: z.string(), url: z.string() }),
    /** the site the records come from (absolute); a record's url is under it */
    source: z.string(),
    records: z.array(OPEN_RECORD_SCHEMAS[set]),
  });

/** The names of the sets, for the files and the page that lists them. */
export const OPEN_DATA_NAMES: Record<OpenDataSet, { zh: string; en: string }> = {
  programmes: { zh: '學制', en: 'Programmes' },
  courses: { zh: '課程', en: 'Courses' },
  people: { zh: '教師與職員', en: 'Faculty and staff' },
  news: { zh: '最新消息', en: 'News' },
};

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled. */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV table of records with these columns, a header first, CRLF line ends (RFC 4180). */
export const csvTable = (columns: readonly string[], records: readonly Record<string, unknown>[]): string =>
  [columns, ...records.map((r) => columns.map((c) => r[c]))].map((row) => row.map(csvField).join(',')).join('\r\n') +
  '\r\n';
