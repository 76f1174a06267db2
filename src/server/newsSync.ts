import 'server-only';
import { type NewsFrontMatter } from '@/domain/news';
import { categoryById, categoryByKey, NEWS_CATEGORIES } from '@/domain/newsCategories';
import { parsePersonRef } from '@/domain/people';
import type { Db } from './db';
import type { StoredAttachment } from './attachments';
import { renderNewsBody, type NewsSource } from './newsContent';

/** Ids in ascending order. */
export interface NewsChanges {
  upserted: number[];
  removed: number[];
}

export interface NewsSyncResult {
  added: number[];
  changed: number[];
  removed: number[];
  /** items synced (the files published at the publish time), now in the database */
  total: number;
}

export interface NewsSyncOptions {
  /**
   * Called inside the sync's transaction, also when nothing changed, so tables derived from the news (the search
   * index) change in the same transaction.
   */
  onSynced?: (db: Db, changes: NewsChanges) => void;
  /** Markdown body -> stored HTML; default: markdown-it, then the sanitiser */
  render?: (body: string) => string;
}

/** How many news files are left out of the database, by reason (publicationState). */
export interface NotPublished {
  draft: number;
  scheduled: number;
  expired: number;
}

/**
 * `[db] news: +2 ~1 -0 (168 items)`, and when some files are left out
 * `[db] news: +2 ~1 -0 (168 items; not published: 1 draft, 1 scheduled, 1 expired)`.
 */
export function formatSyncLine(r: NewsSyncResult, notPublished?: NotPublished): string {
  const held = notPublished ? Object.entries(notPublished).filter(([, n]) => n > 0) : [];
  const why = held.length ? `; not published: ${held.map(([reason, n]) => `${n} ${reason}`).join(', ')}` : '';
  return `[db] news: +${r.added.length} ~${r.changed.length} -${r.removed.length} (${r.total} items${why})`;
}

/** Makes the news table mirror the files, in one IMMEDIATE transaction. Running it twice changes nothing. */
export function syncNews(db: Db, items: readonly NewsSource[], options: NewsSyncOptions = {}): NewsSyncResult {
  const render = options.render ?? renderNewsBody;
  // a row is current when its file (the hash) and its documents' files (type and size) are as stored
  const hashes = db.prepare('SELECT news_id, content_hash, attachments FROM news');
  const stored = () =>
    new Map(
      (hashes.all() as { news_id: number; content_hash: string | null; attachments: string | null }[]).map((r) => [
        r.news_id,
        `${r.content_hash}\n${r.attachments ?? ''}`,
      ]),
    );
  const attachmentsOf = (item: NewsSource) => (item.attachments ? JSON.stringify(item.attachments) : null);
  const keyOf = (item: NewsSource) => `${item.hash}\n${attachmentsOf(item) ?? ''}`;

  // rendering (markdown-it + DOMPurify) is the slow part: do it before taking the write lock
  const before = stored();
  const rendered = new Map<number, string>();
  for (const item of items) {
    if (before.get(item.frontMatter.newsId) !== keyOf(item)) rendered.set(item.frontMatter.newsId, render(item.body));
  }

  const upsertCategory =
    db.prepare(`INSERT INTO news_category (id, key, title, sub_title) VALUES (@id, @key, @title, @subTitle)
    ON CONFLICT (id) DO UPDATE SET key = excluded.key, title = excluded.title, sub_title = excluded.sub_title
    WHERE key IS NOT excluded.key OR title IS NOT excluded.title OR sub_title IS NOT excluded.sub_title`);
  const upsert =
    db.prepare(`INSERT INTO news (news_id, category_id, img_url, img_alt, sub_img_alt, title, sub_title, description, sub_description,
      content, display_date, date_modified, event_start, event_end, venue, sub_venue, event_sessions, event_attendance_mode,
      address_locality, address_country, online_url, attachments, people, programmes, publish_at, unpublish_at, source_path, content_hash, updated_at)
    VALUES (@newsId, @categoryId, @imgUrl, @imgAlt, @subImgAlt, @title, @subTitle, @description, @subDescription,
      @content, @displayDate, @dateModified, @eventStart, @eventEnd, @venue, @subVenue, @eventSessions, @eventAttendanceMode,
      @addressLocality, @addressCountry, @onlineUrl, @attachments, @people, @programmes, @publishAt, @unpublishAt, @sourcePath, @hash,
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ON CONFLICT (news_id) DO UPDATE SET category_id = excluded.category_id, img_url = excluded.img_url, img_alt = excluded.img_alt, sub_img_alt = excluded.sub_img_alt,
      title = excluded.title, sub_title = excluded.sub_title, description = excluded.description, sub_description = excluded.sub_description,
      content = excluded.content, display_date = excluded.display_date, date_modified = excluded.date_modified, event_start = excluded.event_start, event_end = excluded.event_end,
      venue = excluded.venue, sub_venue = excluded.sub_venue, event_sessions = excluded.event_sessions,
      event_attendance_mode = excluded.event_attendance_mode, address_locality = excluded.address_locality,
      address_country = excluded.address_country, online_url = excluded.online_url, attachments = excluded.attachments, people = excluded.people, programmes = excluded.programmes, publish_at = excluded.publish_at, unpublish_at = excluded.unpublish_at,
      source_path = excluded.source_path, content_hash = excluded.content_hash, updated_at = excluded.updated_at`);
  const remove = db.prepare('DELETE FROM news WHERE news_id = ?');
  const forgetPeople = db.prepare('DELETE FROM news_person WHERE news_id = ?');
  const addPerson = db.prepare('INSERT OR IGNORE INTO news_person (list, person_id, news_id) VALUES (?, ?, ?)');

  const apply = db.transaction((): NewsSyncResult => {
    for (const c of NEWS_CATEGORIES) upsertCategory.run(c);
    const now = stored(); // again, under the lock: another process may have synced meanwhile
    const added: number[] = [];
    const changed: number[] = [];
    const removed: number[] = [];
    const inFiles = new Set<number>();
    for (const item of items) {
      const fm = item.frontMatter;
      inFiles.add(fm.newsId);
      if (now.get(fm.newsId) === keyOf(item)) continue;
      (now.has(fm.newsId) ? changed : added).push(fm.newsId);
      upsert.run({
        newsId: fm.newsId,
        categoryId: categoryByKey(fm.category).id,
        imgUrl: fm.imgUrl,
        imgAlt: fm.imgAlt,
        subImgAlt: fm.subImgAlt,
        title: fm.title,
        subTitle: fm.subTitle,
        description: fm.description,
        subDescription: fm.subDescription,
        content: rendered.get(fm.newsId) ?? render(item.body),
        displayDate: fm.displayDate,
        dateModified: fm.dateModified ?? null,
        eventStart: fm.eventStart ?? null,
        eventEnd: fm.eventEnd ?? null,
        venue: fm.venue ?? null,
        subVenue: fm.subVenue ?? null,
        eventSessions: fm.eventSessions ? JSON.stringify(fm.eventSessions) : null,
        eventAttendanceMode: fm.eventAttendanceMode ?? null,
        addressLocality: fm.addressLocality ? JSON.stringify(fm.addressLocality) : null,
        addressCountry: fm.addressCountry ?? null,
        onlineUrl: fm.onlineUrl ?? null,
        attachments: attachmentsOf(item),
        people: fm.people?.length ? JSON.stringify(fm.people) : null,
        programmes: fm.programmes?.length ? JSON.stringify(fm.programmes) : null,
        publishAt: fm.publishAt ?? null,
        unpublishAt: fm.unpublishAt ?? null,
        sourcePath: item.sourcePath,
        hash: item.hash,
      });
      forgetPeople.run(fm.newsId);
      for (const ref of fm.people ?? []) {
        const person = parsePersonRef(ref);
        if (person) addPerson.run(person.list, person.id, fm.newsId);
      }
    }
    for (const id of now.keys()) {
      if (inFiles.has(id)) continue;
      forgetPeople.run(id);
      remove.run(id);
      removed.push(id);
    }
    const asc = (a: number, b: number) => a - b;
    options.onSynced?.(db, { upserted: [...added, ...changed].sort(asc), removed: removed.sort(asc) });
    return { added: added.sort(asc), changed: changed.sort(asc), removed, total: items.length };
  });
  return apply.immediate();
}

interface StoredRow {
  news_id: number;
  category_id: number;
  display_date: string;
  date_modified: string | null;
  title: string;
  sub_title: string;
  description: string;
  sub_description: string;
  img_url: string;
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
  attachments: string | null;
  people: string | null;
  programmes: string | null;
  publish_at: string | null;
  unpublish_at: string | null;
  content_hash: string;
}

/** Read before the database is opened for writing, so readNewsDir can skip parsing the files it knows. */
export function storedFrontMatter(db: Db): Map<string, NewsFrontMatter> {
  const known = new Map<string, NewsFrontMatter>();
  try {
    const rows = db
      .prepare(
        `SELECT news_id, category_id, display_date, date_modified, title, sub_title, description, sub_description, img_url, img_alt, sub_img_alt,
        event_start, event_end, venue, sub_venue, event_sessions, event_attendance_mode, address_locality,
        address_country, online_url, attachments, people, programmes, publish_at, unpublish_at, content_hash FROM news
        WHERE content_hash IS NOT NULL`,
      )
      .all() as StoredRow[];
    for (const r of rows) {
      const category = categoryById(r.category_id);
      // a row synced before a field was required is read from its file again
      if (!category || r.sub_img_alt === null) continue;
      const fm: NewsFrontMatter = {
        newsId: r.news_id,
        category: category.key,
        displayDate: r.display_date,
        title: r.title,
        subTitle: r.sub_title,
        description: r.description,
        subDescription: r.sub_description,
        imgUrl: r.img_url,
        imgAlt: r.img_alt,
        subImgAlt: r.sub_img_alt,
      };
      if (r.date_modified !== null) fm.dateModified = r.date_modified;
      if (r.event_start !== null) fm.eventStart = r.event_start;
      if (r.event_end !== null) fm.eventEnd = r.event_end;
      if (r.venue !== null) fm.venue = r.venue;
      if (r.sub_venue !== null) fm.subVenue = r.sub_venue;
      if (r.event_sessions !== null) fm.eventSessions = JSON.parse(r.event_sessions) as string[];
      if (r.event_attendance_mode !== null)
        fm.eventAttendanceMode = r.event_attendance_mode as NewsFrontMatter['eventAttendanceMode'];
      if (r.address_locality !== null) fm.addressLocality = JSON.parse(r.address_locality) as string[];
      if (r.address_country !== null) fm.addressCountry = r.address_country;
      if (r.online_url !== null) fm.onlineUrl = r.online_url;
      if (r.attachments !== null)
        fm.attachments = (JSON.parse(r.attachments) as StoredAttachment[]).map(({ file, label, subLabel }) => ({
          file,
          label,
          subLabel,
        }));
      if (r.people !== null) fm.people = JSON.parse(r.people) as string[];
      if (r.programmes !== null) fm.programmes = JSON.parse(r.programmes) as NewsFrontMatter['programmes'];
      if (r.publish_at !== null) fm.publishAt = r.publish_at;
      if (r.unpublish_at !== null) fm.unpublishAt = r.unpublish_at;
      known.set(r.content_hash, fm);
    }
  } catch {
    known.clear(); // no news table of this schema yet (a migration is pending): every file is parsed
  }
  return known;
}
