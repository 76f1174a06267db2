import 'server-only';
import {
  resolveEvent,
  type EventAttendanceMode,
  type NewsCard,
  type NewsDetail,
  type NewsEvent,
  type NewsList,
} from '@/domain/news';
import { categoriesListedBy, categoryById, NEWS_CATEGORIES, type NewsCategoryKey } from '@/domain/newsCategories';
import { config } from '@/config/appConfig';
import { mediaSrc, parseImageRef } from '@/domain/media';
import type { PersonKey } from '@/domain/people';
import { paths, type ProgrammeKey } from '@/domain/paths';
import type { OpenRecord } from '@/domain/openData';
import type { Statement } from 'better-sqlite3';
import { content } from './contentRegistry';
import type { StoredAttachment } from './attachments';
import type { Db } from './db';
import { sanitizeHtml } from './sanitize';
import { mediaOf, NEWS_BANNER_CROP, NEWS_FIGURE_CROP } from './media';
import { withPictures } from './media/html';
import { newsPeople } from './newsPeople';

/** A row of the news table. */
export interface NewsTableRow {
  news_id: number;
  category_id: number;
  img_url: string;
  title: string;
  sub_title: string;
  description: string;
  sub_description: string;
  content: string;
  display_date: string;
  date_modified: string | null;
  img_alt: string;
  sub_img_alt: string | null;
  event_start: string | null;
  event_end: string | null;
  venue: string | null;
  sub_venue: string | null;
  event_sessions: string | null;
  event_attendance_mode: string | null;
  address_locality: string | null;
  address_country: string | null;
  online_url: string | null;
  /** JSON: [{ file, label, subLabel, type, size }] (src/server/attachments.ts) */
  attachments: string | null;
  /** JSON: ["fullTime/2", "visiting/12"] */
  people: string | null;
  /** JSON: ["ba", "ma"] */
  programmes: string | null;
}

/** The department's own place (content/contact.json): where an event is when its file names no other. */
export interface HomePlace {
  addressLocality: string;
  addressCountry: string;
}

export const departmentPlace = (): HomePlace => {
  const { addressLocality, addressCountry } = content('contact.json');
  return { addressLocality, addressCountry };
};

const CARD_COLUMNS = 'news_id, img_url, title, sub_title, description, sub_description, display_date';

/** A path under the static folder as an address under the asset prefix. */
const assetAddress = (path: string, assetPrefix: string) =>
  path.startsWith('http') ? path : `${assetPrefix}/${path.replace(/^\/+/, '')}`;

/**
 * A card. A photograph as banner is named by its fallback derivative, its derivatives in `media` (the same
 * 16:9 crop for the card and the item's own banner).
 */
function toCard(
  r: Pick<
    NewsTableRow,
    'news_id' | 'img_url' | 'title' | 'sub_title' | 'description' | 'sub_description' | 'display_date'
  >,
  assetPrefix: string,
): NewsCard {
  const media = mediaOf(r.img_url, NEWS_BANNER_CROP);
  const imgUrl = media ? mediaSrc(media, assetPrefix) : assetAddress(parseImageRef(r.img_url).path, assetPrefix);
  return {
    newsId: r.news_id,
    imgUrl,
    title: r.title,
    subTitle: r.sub_title,
    description: r.description,
    subDescription: r.sub_description,
    displayDate: r.display_date,
    ...(media ? { media: { [imgUrl]: media } } : {}),
  };
}

type Extras = Omit<NewsDetail, keyof NewsCard | 'displayType' | 'content'>;

/**
 * The optional fields of a detail: the banner's alt text, the date of its last change, its documents and a dated event's time, sessions, mode and place (the
 * defaults resolved: offline, at the department's place).
 */
function extras(r: NewsTableRow, home: HomePlace, assetPrefix: string): Extras {
  const out: Extras = {};
  if (r.img_alt) out.imgAlt = r.img_alt;
  if (r.sub_img_alt) out.subImgAlt = r.sub_img_alt;
  if (r.date_modified) out.dateModified = r.date_modified;
  if (r.attachments)
    out.attachments = (JSON.parse(r.attachments) as StoredAttachment[]).map((a) => ({
      url: assetAddress(a.file, assetPrefix),
      label: a.label,
      subLabel: a.subLabel,
      type: a.type,
      size: a.size,
    }));
  if (!r.event_start) {
    if (r.venue) out.venue = r.venue;
    if (r.sub_venue) out.subVenue = r.sub_venue;
    return out;
  }
  out.eventStart = r.event_start;
  if (r.event_end) out.eventEnd = r.event_end;
  const event = resolveEvent(
    {
      eventStart: r.event_start,
      eventEnd: r.event_end ?? undefined,
      eventSessions: r.event_sessions ? (JSON.parse(r.event_sessions) as string[]) : undefined,
      eventAttendanceMode: (r.event_attendance_mode as EventAttendanceMode | null) ?? undefined,
      addressLocality: r.address_locality ? (JSON.parse(r.address_locality) as string[]) : undefined,
      addressCountry: r.address_country ?? undefined,
      onlineUrl: r.online_url ?? undefined,
    },
    home,
  );
  if (event.eventSessions) out.eventSessions = event.eventSessions;
  out.eventAttendanceMode = event.eventAttendanceMode;
  if (r.venue) out.venue = r.venue;
  if (r.sub_venue) out.subVenue = r.sub_venue;
  if (event.addressLocality) out.addressLocality = event.addressLocality;
  if (event.addressCountry) out.addressCountry = event.addressCountry;
  if (event.onlineUrl) out.onlineUrl = event.onlineUrl;
  return out;
}

export interface EventsQuery {
  /**
   * A date YYYY-MM-DD or date and time YYYY-MM-DDTHH:mm (Asia/Taipei): only events not over by then
   * (an end or start given as a date lasts the whole day). Absent: every dated item.
   */
  from?: string;
  /** absent: every category (exactly these keys; NEWS is not widened to its family here) */
  categories?: readonly NewsCategoryKey[];
  /** at most this many; absent: all */
  limit?: number;
  /** only the events that name this person */
  person?: PersonKey;
  /** only the events that concern this programme */
  programme?: ProgrammeKey;
}

export interface ListQuery {
  /** absent: every item */
  category?: NewsCategoryKey;
  /** only the items that name this person (not with a category) */
  person?: PersonKey;
  /** only the items that concern this programme (not with a category or a person) */
  programme?: ProgrammeKey;
  page: number;
  pageSize: number;
}

/**
 * The news repository: every read of news goes through here (pages, REST handlers, GraphQL resolvers).
 * Statements are prepared once per database.
 */
export function newsRepository(db: Db, assetPrefix: string = config.assetUrl, home: HomePlace = departmentPlace()) {
  const idsOf = (keys: readonly NewsCategoryKey[]) =>
    NEWS_CATEGORIES.filter((c) => keys.includes(c.key)).map((c) => c.id);
  const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

  // A page is found in the (category, date, id) or (date, id) index alone, then only its ten rows are
  // read: with OFFSET on the table itself SQLite reads and sorts every skipped row (at 10,000 items a
  // deep page took 9.8 ms instead of 2.5 ms).
  const ORDER = 'ORDER BY display_date DESC, news_id DESC';
  const pageOf = (ids: string) => `SELECT ${CARD_COLUMNS} FROM news WHERE news_id IN (${ids}) ${ORDER}`;
  const listAll = db.prepare(pageOf(`SELECT news_id FROM news ${ORDER} LIMIT ? OFFSET ?`));
  const countAll = db.prepare('SELECT count(*) AS n FROM news');
  const listIn = new Map<number, { list: Statement<unknown[]>; count: Statement<unknown[]> }>();
  const statementsFor = (n: number) => {
    let s = listIn.get(n);
    if (!s) {
      s = {
        list: db.prepare(
          pageOf(`SELECT news_id FROM news WHERE category_id IN (${placeholders(n)}) ${ORDER} LIMIT ? OFFSET ?`),
        ),
        count: db.prepare(`SELECT count(*) AS n FROM news WHERE category_id IN (${placeholders(n)})`),
      };
      listIn.set(n, s);
    }
    return s;
  };
  const listOfPerson = db.prepare(
    pageOf(
      `SELECT news_id FROM news_person JOIN news USING (news_id) WHERE list = ? AND person_id = ? ${ORDER} LIMIT ? OFFSET ?`,
    ),
  );
  const countOfPerson = db.prepare('SELECT count(*) AS n FROM news_person WHERE list = ? AND person_id = ?');
  const IN_PROGRAMME = 'EXISTS (SELECT 1 FROM json_each(news.programmes) WHERE value = ?)';
  const listOfProgramme = db.prepare(
    pageOf(`SELECT news_id FROM news WHERE programmes IS NOT NULL AND ${IN_PROGRAMME} ${ORDER} LIMIT ? OFFSET ?`),
  );
  const countOfProgramme = db.prepare(
    `SELECT count(*) AS n FROM news WHERE programmes IS NOT NULL AND ${IN_PROGRAMME}`,
  );
  const byId = db.prepare('SELECT * FROM news WHERE news_id = ?');
  const allSummaries = db.prepare(
    `SELECT news_id, category_id, display_date, date_modified, title, sub_title, description, sub_description,
      event_start, event_end, people, programmes FROM news ${ORDER}`,
  );
  const allIds = db.prepare('SELECT news_id FROM news ORDER BY display_date DESC, news_id DESC').pluck();
  const allDates = db.prepare(
    'SELECT news_id AS newsId, coalesce(date_modified, display_date) AS modified FROM news ORDER BY display_date DESC, news_id DESC',
  );
  // an end (or, without one, the start) given as a date lasts until the end of that day
  const eventsSql = (categories: number) => `SELECT * FROM news
    WHERE event_start IS NOT NULL
      AND (@from IS NULL OR (CASE WHEN length(coalesce(event_end, event_start)) = 10 THEN coalesce(event_end, event_start) || 'T23:59' ELSE coalesce(event_end, event_start) END) >= @from)
      ${categories ? `AND category_id IN (${placeholders(categories)})` : ''}
      AND (@list IS NULL OR news_id IN (SELECT news_id FROM news_person WHERE list = @list AND person_id = @person))
      AND (@programme IS NULL OR EXISTS (SELECT 1 FROM json_each(news.programmes) WHERE value = @programme))
    ORDER BY event_start, news_id LIMIT @limit`;
  const eventStatements = new Map<number, Statement<unknown[]>>();

  return {
    /** A page of cards, newest first; a page past the end has no cards and the right totals. */
    list({ category, person, programme, page, pageSize }: ListQuery): NewsList {
      const offset = (page - 1) * pageSize;
      let rows: NewsTableRow[];
      let total: number;
      if (programme) {
        rows = listOfProgramme.all(programme, pageSize, offset) as NewsTableRow[];
        total = (countOfProgramme.get(programme) as { n: number }).n;
      } else if (person) {
        rows = listOfPerson.all(person.list, person.id, pageSize, offset) as NewsTableRow[];
        total = (countOfPerson.get(person.list, person.id) as { n: number }).n;
      } else if (!category) {
        rows = listAll.all(pageSize, offset) as NewsTableRow[];
        total = (countAll.get() as { n: number }).n;
      } else {
        const ids = idsOf(categoriesListedBy(category));
        const s = statementsFor(ids.length);
        rows = s.list.all(...ids, pageSize, offset) as NewsTableRow[];
        total = (s.count.get(...ids) as { n: number }).n;
      }
      return {
        datas: rows.map((r) => toCard(r, assetPrefix)),
        page: { current_page: page, total_rec: total, total_page: Math.ceil(total / pageSize) },
      };
    },

    /** One item with its sanitised content, or null. */
    get(newsId: number): NewsDetail | null {
      const r = byId.get(newsId) as NewsTableRow | undefined;
      if (!r) return null;
      const category = categoryById(r.category_id);
      if (!category) return null;
      return {
        ...toCard(r, assetPrefix),
        displayType: category.key,
        content: withPictures(sanitizeHtml(r.content, { assetPrefix }), assetPrefix, (ref) =>
          mediaOf(ref, NEWS_FIGURE_CROP),
        ),
        ...extras(r, home, assetPrefix),
        ...(r.people ? { people: newsPeople(JSON.parse(r.people) as string[]) } : {}),
        ...(r.programmes ? { programmes: JSON.parse(r.programmes) as ProgrammeKey[] } : {}),
      };
    },

    /** Every item without its content, newest first: the open data's news (one query, whatever the archive's size). */
    summaries(): OpenRecord<'news'>[] {
      return (allSummaries.all() as NewsTableRow[]).flatMap((r) => {
        const category = categoryById(r.category_id);
        if (!category) return [];
        return [
          {
            newsId: r.news_id,
            category: category.key,
            displayDate: r.display_date,
            dateModified: r.date_modified,
            title: r.title,
            subTitle: r.sub_title,
            description: r.description,
            subDescription: r.sub_description,
            eventStart: r.event_start,
            eventEnd: r.event_end,
            people: r.people ? (JSON.parse(r.people) as string[]) : [],
            programmes: r.programmes ? (JSON.parse(r.programmes) as ProgrammeKey[]) : [],
            url: paths.newsItem(r.news_id),
          },
        ];
      });
    },

    /** Every id, newest first. */
    ids(): number[] {
      return allIds.all() as number[];
    },

    /** Every id with the date it last changed (dateModified, else displayDate), newest first: for the sitemap. */
    modified(): { newsId: number; modified: string }[] {
      return allDates.all() as { newsId: number; modified: string }[];
    },

    /** Dated items (eventStart set) in event order, earliest first; for calendars and feeds. */
    events({ from, categories, limit, person, programme }: EventsQuery = {}): NewsEvent[] {
      const ids = categories ? idsOf(categories) : [];
      if (categories && ids.length === 0) return [];
      let statement = eventStatements.get(ids.length);
      if (!statement) {
        statement = db.prepare(eventsSql(ids.length));
        eventStatements.set(ids.length, statement);
      }
      const fromKey = from === undefined ? null : from.length === 10 ? `${from}T00:00` : from;
      const rows = statement.all(...ids, {
        from: fromKey,
        limit: limit ?? -1,
        list: person?.list ?? null,
        person: person?.id ?? null,
        programme: programme ?? null,
      }) as NewsTableRow[];
      return rows.flatMap((r) => {
        const category = categoryById(r.category_id);
        if (!category) return [];
        return [
          {
            ...toCard(r, assetPrefix),
            displayType: category.key,
            ...extras(r, home, assetPrefix),
            eventStart: r.event_start!,
          },
        ];
      });
    },

    categories() {
      return NEWS_CATEGORIES.map((c) => ({ ...c }));
    },
  };
}

export type NewsRepository = ReturnType<typeof newsRepository>;
