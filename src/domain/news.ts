import * as z from './zod.ts';
import { NEWS_CATEGORY_KEYS } from './newsCategories.ts';
import { positiveInt } from './fields.ts';
import { altProblem, altText, IMAGE_REF, mediaMapSchema } from './media.ts';
import { countrySchema, localitySchema } from './place.ts';
import { newsPersonSchema, personRefSchema } from './personRef.ts';
import { PROGRAMME_KEYS } from './paths.ts';

const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'));

/** The `sub*` fields are the English forms of the Chinese ones. */
export const newsCardSchema = z.object({
  newsId: positiveInt,
  /** the banner's address: a drawing as it is, a photograph's fallback derivative (its `media` has the rest) */
  imgUrl: z.string(),
  title: z.string(),
  subTitle: z.string(),
  description: z.string(),
  subDescription: z.string(),
  displayDate: date,
  /** the banner's derivatives when it is a photograph, keyed by imgUrl */
  media: z.optional(mediaMapSchema),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

/** GET /news: `{ datas, page: { current_page, total_rec, total_page } }`. */
export const newsListSchema = z.object({
  datas: z.array(newsCardSchema),
  page: z.object({
    current_page: z.int(),
    total_rec: z.int(),
    total_page: z.int(),
  }),
});
export type NewsList = z.infer<typeof newsListSchema>;

// what a profile lists, kept beside the people's references: the directory's script does not bring this module
export { newsHeadlineSchema, personNewsSchema, type NewsHeadline, type PersonNews } from './personRef.ts';

/** How people attend an event (schema.org eventAttendanceMode): in a place, online, or both. */
export const EVENT_ATTENDANCE_MODES = ['offline', 'online', 'mixed'] as const;
export type EventAttendanceMode = (typeof EVENT_ATTENDANCE_MODES)[number];

/** One session of an event held in several: `YYYY-MM-DD` (all day) or `YYYY-MM-DDTHH:mm`, like eventStart. */
export const eventSessionSchema = z.object({ start: z.string(), end: z.optional(z.string()) });
export type EventSession = z.infer<typeof eventSessionSchema>;

/**
 * The documents a news item may carry, by the extension their file names end in: the type its bytes must be
 * (what file-type finds in them, and what the server sends) and the name a reader sees beside its size.
 */
export const ATTACHMENT_TYPES = {
  pdf: { type: 'application/pdf', name: 'PDF' },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', name: 'DOCX' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'XLSX' },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', name: 'PPTX' },
  odt: { type: 'application/vnd.oasis.opendocument.text', name: 'ODT' },
  zip: { type: 'application/zip', name: 'ZIP' },
} as const;
export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;
export const ATTACHMENT_EXTENSIONS = Object.keys(ATTACHMENT_TYPES) as AttachmentExtension[];

/** The largest attachment: a bigger file belongs on a file service, not in the site's repository. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * An attachment under public/static, at a place its item's id predicts: attachments/{newsId}/{file-name}, the
 * name in letters, digits, dots, dashes and underscores (safe in an address), ending in one of the extensions.
 */
export const ATTACHMENT_PATH = /^attachments\/(\d+)\/([A-Za-z0-9][\w.-]*)\.(pdf|docx|xlsx|pptx|odt|zip)$/;

/** The extension of an attachment's file name, when it is one of the six. */
export function attachmentExtension(file: string): AttachmentExtension | undefined {
  const ext = /\.([a-z]+)$/.exec(file)?.[1];
  return ext && ext in ATTACHMENT_TYPES ? (ext as AttachmentExtension) : undefined;
}

/** The name of a type for readers (PDF, DOCX ...); the type itself when it is not one of the six. */
export function attachmentTypeName(type: string): string {
  return Object.values(ATTACHMENT_TYPES).find((t) => t.type === type)?.name ?? type;
}

/** A size for readers: 812 B, 412 KB, 3.4 MB (KB and MB of 1,024). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = Math.round(bytes / 1024);
  if (kb < 1024) return `${kb} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/**
 * A document of a news item as the API gives it: its address (under the asset prefix, like imgUrl), its label in
 * Chinese and English, its type (found in its bytes) and its size in bytes.
 */
export const newsAttachmentSchema = z.object({
  url: z.string(),
  label: z.string(),
  subLabel: z.string(),
  type: z.string(),
  size: z.int(),
});
export type NewsAttachment = z.infer<typeof newsAttachmentSchema>;

/**
 * `displayType` is the category, `description` the subtitle, `content` HTML, `dateModified` the date of the last change
 * its readers should know of (a correction, an added result). Dated items (exhibitions, workshops,
 * talks) add eventStart/eventEnd (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, Asia/Taipei: the whole span, from the first
 * session's start to the last one's end), a venue, how people attend (always given for a dated item), the place
 * (offline and mixed events; the department's own unless the file names another), the online link (online and
 * mixed events) and, for an event held in separate sessions, each session.
 */
export const newsDetailSchema = z.extend(newsCardSchema, {
  displayType: z.enum(NEWS_CATEGORY_KEYS),
  content: z.string(),
  imgAlt: z.optional(z.string()),
  subImgAlt: z.optional(z.string()),
  dateModified: z.optional(date),
  eventStart: z.optional(z.string()),
  eventEnd: z.optional(z.string()),
  eventSessions: z.optional(z.array(eventSessionSchema)),
  eventAttendanceMode: z.optional(z.enum(EVENT_ATTENDANCE_MODES)),
  venue: z.optional(z.string()),
  subVenue: z.optional(z.string()),
  addressLocality: z.optional(z.array(z.string())),
  addressCountry: z.optional(z.string()),
  onlineUrl: z.optional(z.string()),
  attachments: z.optional(z.array(newsAttachmentSchema)),
  /** the people it concerns, in the file's order (a person no longer in the directory is left out) */
  people: z.optional(z.array(newsPersonSchema)),
  /** the degree programmes it concerns */
  programmes: z.optional(z.array(z.enum(PROGRAMME_KEYS))),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** GET /news/{id}: `{ data }`. */
export const newsDetailResponseSchema = z.object({ data: newsDetailSchema });

/**
 * A dated item (repository `events()`): the detail without its content, eventStart always present (and, from the
 * repository, eventAttendanceMode too; absent, it means offline).
 */
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
    .check(z.trim(), z.minLength(1, 'must not be empty'));
const calendarDate = z
  .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a date YYYY-MM-DD') })
  .check(z.refine(isCalendarDate, { error: (i) => `must be a real date YYYY-MM-DD (got ${JSON.stringify(i.input)})` }));
const eventTime = z
  .string({ error: 'must be a date YYYY-MM-DD or a date and time YYYY-MM-DDTHH:mm (Asia/Taipei)' })
  .check(
    z.refine(isEventTime, {
      error: (i) => `must be a real date YYYY-MM-DD or date and time YYYY-MM-DDTHH:mm (got ${JSON.stringify(i.input)})`,
    }),
  );

/** A session day of eventSessions: one date, or the first and last dates of a session of several days. */
const SESSION_DAYS = /^(\d{4}-\d{2}-\d{2})(?:\/(\d{4}-\d{2}-\d{2}))?$/;

/** The first and last date of a session day `YYYY-MM-DD` or `YYYY-MM-DD/YYYY-MM-DD`; null when it is not one. */
export function sessionDays(value: string): { first: string; last: string } | null {
  const m = SESSION_DAYS.exec(value);
  if (!m || !isCalendarDate(m[1]!) || (m[2] !== undefined && !(isCalendarDate(m[2]) && m[2] > m[1]!))) return null;
  return { first: m[1]!, last: m[2] ?? m[1]! };
}

const sessionDay = z
  .string({ error: 'must be a date YYYY-MM-DD (or YYYY-MM-DD/YYYY-MM-DD for a session of several days)' })
  .check(
    z.refine((v) => sessionDays(v) !== null, {
      error: (i) =>
        `must be a real date YYYY-MM-DD, or YYYY-MM-DD/YYYY-MM-DD for a session of several days (got ${JSON.stringify(i.input)})`,
    }),
  );

/** A link where people join or watch an online event; fictional demo links use example.org. */
const onlineUrl = z
  .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be an https:// link') })
  .check(
    z.trim(),
    z.refine(
      (v) => {
        try {
          const url = new URL(v);
          return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(v);
        } catch {
          return false;
        }
      },
      { error: (i) => `must be an https:// link, like https://www.example.org/live (got ${JSON.stringify(i.input)})` },
    ),
  );

/** One city, or a list of them for an event that moves between cities; read as a list. */
const localities = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? [v] : v)),
  z
    .array(localitySchema, { error: "must be a city's English name, or a list of them" })
    .check(z.minLength(1, 'must name a city')),
);

/** One document of the front matter: its file under public/static and its label in both languages. */
const attachment = z.strictObject(
  {
    file: z
      .string({
        error: (i) =>
          i.input === undefined ? 'is required' : 'must be a file path like attachments/1234/application-form.pdf',
      })
      .check(
        z.regex(
          ATTACHMENT_PATH,
          `must be a file under public/static like attachments/1234/application-form.pdf, ending in .${ATTACHMENT_EXTENSIONS.join(', .')}`,
        ),
      ),
    label: text('text (the Chinese label of the document)'),
    subLabel: text('text (the English label of the document)'),
  },
  {
    error: (i) =>
      i.code === 'unrecognized_keys'
        ? 'unknown field (a typo?)'
        : 'must be a document: file, label and subLabel, each on its own line',
  },
);

/**
 * Front matter of content/news/{YYYY}/{newsId}-{slug}.md; strict, so a misspelt field is an error. `draft`,
 * `publishAt` and `unpublishAt` decide when the item is shown at all (src/domain/schedule.ts).
 */
export const newsFrontMatterSchema = z
  .strictObject(
    {
      newsId: z
        .number({ error: (i) => (i.input === undefined ? 'is required' : 'must be a whole number') })
        .check(z.int('must be a whole number'), z.positive('must be positive')),
      category: z.enum(NEWS_CATEGORY_KEYS, {
        error: (i) =>
          i.input === undefined
            ? 'is required'
            : `must be one of ${NEWS_CATEGORY_KEYS.join(', ')} (got ${JSON.stringify(i.input)})`,
      }),
      displayDate: calendarDate,
      dateModified: z.optional(calendarDate),
      title: text(),
      subTitle: text(),
      description: text(),
      subDescription: text(),
      imgUrl: z
        .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be an image path like news/1234.svg') })
        .check(
          z.regex(
            IMAGE_REF,
            'must be an image path under public/static like news/1234.jpg (or news/1234.jpg#focus=40,30)',
          ),
        ),
      imgAlt: altText('text (the Chinese alt text of the banner)'),
      subImgAlt: altText('text (the English alt text of the banner)'),
      // the editor writes [] when no one is ticked
      people: z.optional(z.array(personRefSchema, { error: 'must be a list of people, one per line (- fullTime/2)' })),
      programmes: z.optional(
        z.array(
          z.enum(PROGRAMME_KEYS, {
            error: (i) => `must be ${PROGRAMME_KEYS.join(' or ')} (got ${JSON.stringify(i.input)})`,
          }),
          { error: 'must be a list of programmes, one per line (- ba, - ma)' },
        ),
      ),
      eventStart: z.optional(eventTime),
      eventEnd: z.optional(eventTime),
      eventSessions: z.optional(
        z.array(sessionDay, { error: 'must be a list of session dates, one per line (- 2026-12-02)' }),
      ),
      eventAttendanceMode: z.optional(
        z.enum(EVENT_ATTENDANCE_MODES, {
          error: (i) => `must be one of ${EVENT_ATTENDANCE_MODES.join(', ')} (got ${JSON.stringify(i.input)})`,
        }),
      ),
      venue: z.optional(text()),
      subVenue: z.optional(text()),
      addressLocality: z.optional(localities),
      addressCountry: z.optional(countrySchema),
      onlineUrl: z.optional(onlineUrl),
      attachments: z.optional(
        z
          .array(attachment, { error: 'must be a list of documents, each with file, label and subLabel' })
          .check(z.minLength(1, 'must list at least one document (or leave the field out)')),
      ),
      draft: z.optional(z.boolean({ error: 'must be true or false' })),
      publishAt: z.optional(eventTime),
      unpublishAt: z.optional(eventTime),
    },
    { error: (i) => (i.code === 'unrecognized_keys' ? `unknown field (a typo?)` : undefined) },
  )
  .check(
    z.superRefine((n, ctx) => {
      if (n.eventEnd !== undefined && n.eventStart === undefined)
        ctx.addIssue({ code: 'custom', path: ['eventEnd'], message: 'needs eventStart' });
      if (n.eventStart !== undefined && n.eventEnd !== undefined && eventEndsBeforeStart(n.eventStart, n.eventEnd)) {
        ctx.addIssue({
          code: 'custom',
          path: ['eventEnd'],
          message: `must not be before eventStart (${n.eventStart})`,
        });
      }
      if (n.eventStart !== undefined && n.venue === undefined)
        ctx.addIssue({ code: 'custom', path: ['venue'], message: 'is required when eventStart is given' });
      if (n.subVenue !== undefined && n.venue === undefined)
        ctx.addIssue({ code: 'custom', path: ['subVenue'], message: 'needs venue (the Chinese name of the place)' });
      if (n.dateModified !== undefined && n.dateModified < n.displayDate)
        ctx.addIssue({
          code: 'custom',
          path: ['dateModified'],
          message: `must not be before displayDate (${n.displayDate})`,
        });
      if (n.publishAt !== undefined && n.unpublishAt !== undefined && !(startOf(n.unpublishAt) > startOf(n.publishAt)))
        ctx.addIssue({ code: 'custom', path: ['unpublishAt'], message: `must be after publishAt (${n.publishAt})` });
      for (const { field, message } of eventProblems(n)) ctx.addIssue({ code: 'custom', path: [field], message });
      // the rest of the alt rules are the fields' own
      for (const field of ['imgAlt', 'subImgAlt'] as const) {
        const message = altProblem(n[field], n.imgUrl);
        if (message?.includes('file name')) ctx.addIssue({ code: 'custom', path: [field], message });
      }
      n.attachments?.forEach((a, i) => {
        const id = ATTACHMENT_PATH.exec(a.file)?.[1];
        if (id !== undefined && Number(id) !== n.newsId)
          ctx.addIssue({
            code: 'custom',
            path: ['attachments', i, 'file'],
            message: `must be under attachments/${n.newsId}/, the folder of this item's newsId (got ${JSON.stringify(a.file)})`,
          });
        if (n.attachments!.findIndex((b) => b.file === a.file) < i)
          ctx.addIssue({ code: 'custom', path: ['attachments', i, 'file'], message: 'is listed twice' });
      });
      n.programmes?.forEach((p, i) => {
        if (n.programmes!.indexOf(p) < i)
          ctx.addIssue({ code: 'custom', path: ['programmes', i], message: 'is listed twice' });
      });
      n.people?.forEach((ref, i) => {
        if (n.people!.indexOf(ref) < i)
          ctx.addIssue({ code: 'custom', path: ['people', i], message: 'is listed twice' });
      });
    }),
  );
export type NewsFrontMatter = z.infer<typeof newsFrontMatterSchema>;

/** The front-matter keys in the order files write them. */
export const NEWS_FRONT_MATTER_KEYS = [
  'newsId',
  'category',
  'displayDate',
  'dateModified',
  'title',
  'subTitle',
  'description',
  'subDescription',
  'imgUrl',
  'imgAlt',
  'subImgAlt',
  'people',
  'programmes',
  'eventStart',
  'eventEnd',
  'eventSessions',
  'eventAttendanceMode',
  'venue',
  'subVenue',
  'addressLocality',
  'addressCountry',
  'onlineUrl',
  'attachments',
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

/** The fields of a news item that say how, where and in which sessions its event takes place. */
interface EventFields {
  eventStart?: string;
  eventEnd?: string;
  eventSessions?: string[];
  eventAttendanceMode?: EventAttendanceMode;
  addressLocality?: string[];
  addressCountry?: string;
  onlineUrl?: string;
}

const EVENT_ONLY = ['eventSessions', 'eventAttendanceMode', 'addressLocality', 'addressCountry', 'onlineUrl'] as const;

/** The rules across the event fields, each problem named by the field to fix. */
export function eventProblems(n: EventFields): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (n.eventStart === undefined) {
    for (const field of EVENT_ONLY)
      if (n[field] !== undefined) add(field, 'needs eventStart (it describes a dated event)');
    return problems;
  }
  const mode = n.eventAttendanceMode ?? 'offline';
  if (mode !== 'offline' && n.onlineUrl === undefined)
    add(
      'onlineUrl',
      `is required for ${mode === 'online' ? 'an online' : 'a mixed'} event: the https:// link where people join or watch`,
    );
  if (mode === 'offline' && n.onlineUrl !== undefined)
    add('onlineUrl', 'is only for an online or mixed event: set eventAttendanceMode to online or mixed');
  if (mode === 'online') {
    for (const field of ['addressLocality', 'addressCountry'] as const)
      if (n[field] !== undefined)
        add(
          field,
          'is not for an online event: leave it out, or set eventAttendanceMode to mixed (in a place and online)',
        );
  } else {
    if (n.addressLocality !== undefined && n.addressCountry === undefined)
      add('addressCountry', 'is required with addressLocality: the country code of that city, like NL');
    if (n.addressCountry !== undefined && n.addressLocality === undefined)
      add('addressLocality', 'is required with addressCountry: the city, in English');
  }
  if (n.eventSessions !== undefined) {
    const problem = sessionsProblem(n.eventStart, n.eventEnd, n.eventSessions);
    if (problem) add('eventSessions', problem);
  }
  return problems;
}

const isDateOnly = (value: string) => value.length === 10;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * eventSessions lists the days of an event held in separate sessions, from eventStart's date to eventEnd's date;
 * every session runs from eventStart's time to eventEnd's time (all day when both are dates; from the start time
 * when only eventStart has one). A session of several days (`first/last`) is for all-day events, and every
 * session lasts as many days as the first.
 */
function sessionsProblem(start: string, end: string | undefined, sessions: readonly string[]): string | undefined {
  if (end === undefined) return "needs eventEnd: the last session's date (with the time each session ends)";
  if (sessions.length < 2) return 'must list two or more sessions (a single one is just eventStart and eventEnd)';
  if (isDateOnly(start) && !isDateOnly(end))
    return 'needs eventEnd to be a date YYYY-MM-DD, like eventStart (the sessions are all-day)';
  if (!isDateOnly(start) && !isDateOnly(end) && end.slice(11) <= start.slice(11))
    return `each session runs from eventStart's time to eventEnd's time, so eventEnd's time must be later than ${start.slice(11)} (got ${end.slice(11)})`;
  const days = sessions.map(sessionDays).filter((d) => d !== null);
  if (days.length < sessions.length) return undefined; // the bad one has its own message
  if (!isDateOnly(start) && days.some((d) => d.first !== d.last))
    return 'a session of several days (YYYY-MM-DD/YYYY-MM-DD) is only for an all-day event: give eventStart and eventEnd as dates';
  const length = dayNumber(days[0]!.last) - dayNumber(days[0]!.first);
  for (let i = 1; i < days.length; i += 1) {
    if (days[i]!.first <= days[i - 1]!.last)
      return `must be in order, each session after the one before (${sessions[i]} is not after ${sessions[i - 1]})`;
    if (dayNumber(days[i]!.last) - dayNumber(days[i]!.first) !== length)
      return `every session must last as many days as the first (${sessions[0]}; got ${sessions[i]})`;
  }
  if (days[0]!.first !== start.slice(0, 10))
    return `the first session must be on eventStart's date ${start.slice(0, 10)} (got ${sessions[0]})`;
  if (days[days.length - 1]!.last !== end.slice(0, 10))
    return `the last session must end on eventEnd's date ${end.slice(0, 10)} (got ${sessions[sessions.length - 1]})`;
  return undefined;
}

/**
 * The sessions of an event, each with its own start and end (the forms of eventStart and eventEnd): every session
 * day from eventStart's time to eventEnd's time. Assumes fields that passed the rules above.
 */
export function eventSessionsOf(start: string, end: string, sessions: readonly string[]): EventSession[] {
  return sessions.map((s) => {
    const { first, last } = sessionDays(s)!;
    if (isDateOnly(start)) return first === last ? { start: first } : { start: first, end: last };
    const session: EventSession = { start: `${first}T${start.slice(11)}` };
    if (!isDateOnly(end)) session.end = `${first}T${end.slice(11)}`;
    return session;
  });
}

/**
 * How, where and when a dated item's event takes place, as the API gives it: the mode always, the place of an
 * offline or mixed event (the department's `home` place unless the file names another), the link of an online or
 * mixed one, and the sessions when there are several.
 */
export function resolveEvent(
  n: EventFields & { eventStart: string },
  home: { addressLocality: string; addressCountry: string },
): Pick<NewsDetail, 'eventSessions' | 'addressLocality' | 'addressCountry' | 'onlineUrl'> & {
  eventAttendanceMode: EventAttendanceMode;
} {
  const eventAttendanceMode = n.eventAttendanceMode ?? 'offline';
  return {
    eventAttendanceMode,
    ...(n.eventSessions && n.eventEnd
      ? { eventSessions: eventSessionsOf(n.eventStart, n.eventEnd, n.eventSessions) }
      : {}),
    ...(eventAttendanceMode !== 'online'
      ? {
          addressLocality: n.addressLocality ?? [home.addressLocality],
          addressCountry: n.addressCountry ?? home.addressCountry,
        }
      : {}),
    ...(eventAttendanceMode !== 'offline' && n.onlineUrl ? { onlineUrl: n.onlineUrl } : {}),
  };
}
